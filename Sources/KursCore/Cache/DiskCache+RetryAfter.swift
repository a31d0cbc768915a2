public import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The rate-limit record of a resource, shared by every kurs process: `<directory>/<key>.retry-after` holds one
/// ISO 8601 date (e.g. "2026-02-17T12:01:59.000Z"), the moment before which the source must not be asked again
/// (from a 429's `Retry-After`). Written atomically; a missing, corrupt or foreign record reads as nil (no block).
extension DiskCache {
    /// The rate-limit record file of `key`.
    public func retryAfterURL(_ key: String) -> URL { directory.appendingPathComponent("\(key).retry-after") }

    /// The moment before which `key`'s source must not be asked again; nil when there is no readable record.
    public func blockedUntil(_ key: String) -> Date? {
        guard let data = FileManager.default.contents(atPath: retryAfterURL(key).path),
            let text = String(data: data, encoding: .utf8)
        else { return nil }
        return try? Date(text.trimmingCharacters(in: .whitespacesAndNewlines), strategy: Self.retryAfterDateStyle)
    }

    /// Atomically records that `key`'s source must not be asked again before `date`.
    /// - Throws: `POSIXError` when the directory or file can't be written.
    public func writeBlockedUntil(_ date: Date, key: String) throws {
        let text = date.formatted(Self.retryAfterDateStyle) + "\n"
        try writeAtomically(Data(text.utf8), to: retryAfterURL(key), key: key)
    }

    /// Removes `key`'s rate-limit record (after a successful fetch); nothing when there is none.
    public func clearBlockedUntil(_ key: String) {
        unlink(retryAfterURL(key).path)
    }

    /// ISO 8601 in UTC with milliseconds.
    static let retryAfterDateStyle = Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: .gmt)
}
