import Foundation

/// Encodes and decodes the bytes of a cache file (format described on `CacheEntry`). Pure; anything that is not
/// a complete kurs cache file of this version decodes to nil (corrupt, truncated, foreign, older version).
enum CacheFileFormat {
    static let formatName = "kurs-cache"
    static let version = 1

    private struct Header: Codable {
        var format: String
        var version: Int
        var url: String
        var fetchedAt: String
        var etag: String?
        var lastModified: String?
        var bodyBytes: Int

        enum CodingKeys: String, CodingKey {
            case format, version, url, etag
            case fetchedAt = "fetched_at"
            case lastModified = "last_modified"
            case bodyBytes = "body_bytes"
        }
    }

    static func encode(_ entry: CacheEntry) -> Data {
        let header = Header(
            format: formatName, version: version, url: entry.url, fetchedAt: formatDate(entry.fetchedAt),
            etag: entry.etag, lastModified: entry.lastModified, bodyBytes: entry.body.count)
        // JSONEncoder without .prettyPrinted writes no newline (newlines inside strings are escaped).
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var data = (try? encoder.encode(header)) ?? Data()
        data.append(0x0A)
        data.append(entry.body)
        return data
    }

    static func decode(_ data: Data) -> CacheEntry? {
        guard let newline = data.firstIndex(of: 0x0A),
            let header = try? JSONDecoder().decode(Header.self, from: data[data.startIndex..<newline]),
            header.format == formatName, header.version == version,
            let fetchedAt = parseDate(header.fetchedAt)
        else { return nil }
        let body = data[data.index(after: newline)...]
        guard body.count == header.bodyBytes else { return nil }
        return CacheEntry(
            url: header.url, fetchedAt: fetchedAt, etag: header.etag, lastModified: header.lastModified,
            body: Data(body))
    }

    /// ISO 8601 with milliseconds, UTC ("2026-11-29T20:08:27.123Z").
    static func formatDate(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }

    static func parseDate(_ text: String) -> Date? {
        try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text)
    }
}
