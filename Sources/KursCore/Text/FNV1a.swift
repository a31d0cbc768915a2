/// The 64-bit FNV-1a hash: a short stable name for a list of coin ids in a cache key, and the check of a decoded
/// copy's payload (it catches damaged bytes; it is not meant to resist a forger, who could write the cache file
/// itself).
enum FNV1a {
    static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    static let prime: UInt64 = 0x100_0000_01b3

    /// The hash of `bytes`; with `continuing`, the hash of the bytes hashed before followed by `bytes`.
    static func hash(_ bytes: some Sequence<UInt8>, continuing previous: UInt64 = offsetBasis) -> UInt64 {
        var hash = previous
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* prime }
        return hash
    }
}
