package import Foundation

/// The request stamp of a resource with a minimum interval between requests (Monobank: 5 minutes), shared by
/// every kurs process: `<directory>/<key>.requested` holds one ISO 8601 date (e.g. "2026-02-17T12:00:00.000Z"),
/// the moment the last request to the source was started. It is written before the request goes out, so the
/// pacing holds even when the cache entry can't be written (a full disk) or has been deleted. Written
/// atomically; a missing, corrupt or foreign stamp reads as nil (no request known).
extension DiskCache {
    /// The request stamp file of `key`.
    package func requestStampURL(_ key: String) -> URL { directory.appendingPathComponent("\(key).requested") }

    /// When the last request for `key` was started, by any kurs process; nil when there is no readable stamp or the
    /// directory is not trusted.
    package func lastRequested(_ key: String) -> Date? {
        guard isUsable, let data = RegularFile.read(requestStampURL(key).path, in: fileSystem),
            let text = String(validating: data.bytes, as: UTF8.self)
        else { return nil }
        return try? Date(text.trimmingCharacters(in: .whitespacesAndNewlines), strategy: Self.retryAfterDateStyle)
    }

    /// Atomically records that a request for `key` was started at `date`.
    /// - Throws: `CacheWriteError` when the directory is untrusted or the directory or file can't be written.
    package func writeLastRequested(_ date: Date, key: String) throws(CacheWriteError) {
        let text = date.formatted(Self.retryAfterDateStyle) + "\n"
        try writeAtomically(Data(text.utf8), to: requestStampURL(key), key: key)
    }
}
