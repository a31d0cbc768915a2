/// Percent-encoding of URL parts (RFC 3986): every UTF-8 byte of the text outside an allowed set of ASCII
/// characters becomes `%XX` (upper-case hex), so "Chambéry" → "Chamb%C3%A9ry" and a space → "%20".
///
/// Our own rather than Foundation's `addingPercentEncoding(withAllowedCharacters:)`, which on Linux goes through
/// CoreFoundation's `CFString` and a `CharacterSet`, far slower, its first call at a start most (each dashboard start
/// builds the request URL of every cached source to check the cache against it).
package enum PercentEncoding {
    /// The characters a percent-encoded part keeps as they are; everything else (all non-ASCII) is encoded.
    package struct Allowed: Sendable {
        /// One bit per ASCII code point.
        private var bits: (UInt64, UInt64) = (0, 0)

        /// The ASCII characters of `characters` (anything else in it is ignored).
        init(_ characters: String) {
            for byte in characters.utf8 where byte < 0x80 {
                if byte < 64 { bits.0 |= 1 << UInt64(byte) } else { bits.1 |= 1 << UInt64(byte - 64) }
            }
        }

        /// Whether `byte` (one UTF-8 code unit) stays as it is.
        func contains(_ byte: UInt8) -> Bool {
            if byte < 64 { return bits.0 & (1 << UInt64(byte)) != 0 }
            return byte < 128 && bits.1 & (1 << UInt64(byte - 64)) != 0
        }

        /// The RFC 3986 unreserved characters `A-Z a-z 0-9 - . _ ~`.
        package static let unreserved = Allowed(unreservedCharacters)
        /// Unreserved characters and "," (a sub-delimiter servers read as itself in query values).
        package static let queryValue = Allowed(unreservedCharacters + ",")
        /// One path segment: what Foundation's `urlPathAllowed` keeps (unreserved, the sub-delimiters but ";",
        /// ":" and "@") without "/", "&" and "=" (and never "?" or "#").
        package static let pathSegment = Allowed(unreservedCharacters + "!$'()*+,:@")

        private static let unreservedCharacters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"
    }

    /// `text` with every UTF-8 byte outside `allowed` written as `%XX`.
    package static func encode(_ text: String, keeping allowed: Allowed) -> String {
        let utf8 = text.utf8
        if utf8.allSatisfy(allowed.contains) { return text }
        let hex: [UInt8] = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count * 3)
        for byte in utf8 {
            if allowed.contains(byte) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0x0F)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
