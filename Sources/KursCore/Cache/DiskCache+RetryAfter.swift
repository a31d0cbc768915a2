package import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The rate-limit record of a resource, shared by every kurs process: `<directory>/<key>.retry-after` holds one
/// ISO 8601 date (e.g. "2026-02-17T12:01:59.000Z"), the moment before which the source must not be asked again
/// (from a 429's `Retry-After`). Written atomically; a missing, corrupt or foreign record reads as nil (no block).
/// A record never blocks for more than `RetryAfter.maximum` (1 hour): a later date is written as now + 1 hour, and
/// one read back that lies further ahead (written by an older kurs, or by hand) is ignored.
extension DiskCache {
    /// The rate-limit record file of `key`.
    package func retryAfterURL(_ key: String) -> URL { directory.appendingPathComponent("\(key).retry-after") }

    /// The moment before which `key`'s source must not be asked again; nil when there is no readable record or
    /// when it lies more than `RetryAfter.maximum` after `now`, or the directory is not trusted.
    package func blockedUntil(_ key: String, now: Date = Date()) -> Date? {
        guard isUsable, let data = RegularFile.read(retryAfterURL(key).path, in: fileSystem),
            let text = String(validating: data.bytes, as: UTF8.self),
            let date = try? Date(text.trimmingCharacters(in: .whitespacesAndNewlines), strategy: Self.retryAfterDateStyle),
            date.timeIntervalSince(now) <= RetryAfter.maximum
        else { return nil }
        return date
    }

    /// Atomically records that `key`'s source must not be asked again before `date`, but no later than
    /// `RetryAfter.maximum` after `now`.
    /// - Throws: `POSIXError` when the directory or file can't be written.
    package func writeBlockedUntil(_ date: Date, key: String, now: Date = Date()) throws {
        let until = min(date, now.addingTimeInterval(RetryAfter.maximum))
        let text = until.formatted(Self.retryAfterDateStyle) + "\n"
        try writeAtomically(Data(text.utf8), to: retryAfterURL(key), key: key)
    }

    /// Removes `key`'s rate-limit record (after a successful fetch); nothing when there is none.
    package func clearBlockedUntil(_ key: String) {
        guard isUsable else { return }
        fileSystem.removeFile(atPath: retryAfterURL(key).path)
    }

    /// ISO 8601 in UTC with milliseconds.
    static let retryAfterDateStyle = Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: .gmt)
}
