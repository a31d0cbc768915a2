import Foundation

/// Encodes and decodes the bytes of a cache file (format described on `CacheEntry`). Pure; anything that is not
/// a complete kurs cache file of this version decodes to nil (corrupt, truncated, foreign, older version). An ETag or
/// Last-Modified holding a control character is not stored (`CacheEntry.isSafeHeaderValue`).
enum CacheFileFormat {
    static let formatName = "kurs-cache"
    static let version = 1

    private struct Header: Codable {
        var format: String
        var version: Int
        var url: String
        var fetchedAt: String
        /// `fetched_at` as milliseconds since 1970 (read first: no date parsing); absent in older files.
        var fetchedAtMilliseconds: Int64?
        var etag: String?
        var lastModified: String?
        var bodyBytes: Int

        enum CodingKeys: String, CodingKey {
            case format, version, url, etag
            case fetchedAt = "fetched_at"
            case fetchedAtMilliseconds = "fetched_at_ms"
            case lastModified = "last_modified"
            case bodyBytes = "body_bytes"
        }
    }

    static func encode(_ entry: CacheEntry) -> Data {
        let stored = storedDate(entry.fetchedAt)
        let header = Header(
            // Formatted from the middle of the millisecond: the formatter truncates, and 1790000000.123 is held as
            // 1790000000.1229999…, which would print ".122".
            format: formatName, version: version, url: entry.url,
            fetchedAt: formatDate(Date(timeIntervalSince1970: (Double(milliseconds(stored)) + 0.5) / 1000)),
            fetchedAtMilliseconds: milliseconds(stored), etag: safe(entry.etag),
            lastModified: safe(entry.lastModified), bodyBytes: entry.body.count)
        // JSONEncoder without .prettyPrinted writes no newline (newlines inside strings are escaped).
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var data = (try? encoder.encode(header)) ?? Data()
        data.append(0x0A)
        data.append(entry.body)
        return data
    }

    /// `value` when it is a safe header value, else nil.
    private static func safe(_ value: String?) -> String? { value.flatMap { CacheEntry.isSafeHeaderValue($0) ? $0 : nil } }

    static func decode(_ data: Data) -> CacheEntry? {
        guard let newline = data.firstIndex(of: 0x0A),
            let header = try? JSONDecoder().decode(Header.self, from: data[data.startIndex..<newline]),
            header.format == formatName, header.version == version,
            header.fetchedAtMilliseconds.map(validMilliseconds.contains) ?? true,
            let fetchedAt = header.fetchedAtMilliseconds.map(date(milliseconds:)) ?? parseDate(header.fetchedAt)
        else { return nil }
        let body = data[data.index(after: newline)...]
        guard body.count == header.bodyBytes else { return nil }
        return CacheEntry(
            url: header.url, fetchedAt: fetchedAt, etag: header.etag, lastModified: header.lastModified,
            body: Data(body))
    }

    /// `date` as a cache file stores it: whole milliseconds since 1970 (rounded down), so what is read back
    /// equals what was written.
    static func storedDate(_ date: Date) -> Date { self.date(milliseconds: milliseconds(date)) }

    static func milliseconds(_ date: Date) -> Int64 {
        let value = (date.timeIntervalSince1970 * 1000).rounded(.down)
        return Int64(exactly: value) ?? 0
    }

    /// 1970-01-01 … 9999-12-31: what a `fetched_at_ms` can be; anything else marks a damaged file.
    static let validMilliseconds: ClosedRange<Int64> = 0...253_402_300_799_999

    static func date(milliseconds: Int64) -> Date { Date(timeIntervalSince1970: Double(milliseconds) / 1000) }

    /// ISO 8601 with milliseconds, UTC ("2026-11-29T20:08:27.123Z").
    static func formatDate(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }

    static func parseDate(_ text: String) -> Date? {
        try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text)
    }
}
