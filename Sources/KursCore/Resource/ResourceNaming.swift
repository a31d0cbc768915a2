import Foundation

/// How resources turn user-given names (coin ids, currency codes, city names) into cache keys and URL parts.
package enum ResourceNaming {
    /// `text` lower-cased with anything outside `[a-z0-9._-]` replaced by "_", plus a hash when changed, so two
    /// different names never share a cache file.
    package static func safe(_ text: String) -> String {
        let lowered = text.lowercased()
        // One byte per scalar (`Character` comparisons are far slower; every start names its sources).
        let mapped = String(decoding: lowered.unicodeScalars.map { scalar -> UInt8 in
            switch scalar.value {
            case 0x61...0x7A, 0x30...0x39, 0x2D, 0x5F, 0x2E: UInt8(scalar.value)  // a-z 0-9 - _ .
            default: UInt8(ascii: "_")
            }
        }, as: UTF8.self)
        guard mapped != lowered || mapped.isEmpty || mapped.hasPrefix(".") else { return mapped }
        // String + String: `"_" + mapped.prefix(64)` ran the standard library's unspecialized generic `+`, whose first
        // call looks up its associated types (a conformance scan at every dashboard start).
        return "_" + String(mapped.prefix(64)) + "-" + String(FNV1a.hash(text.utf8), radix: 16)
    }

    /// `text` percent-encoded as one path segment (a "/" can't escape the segment).
    package static func pathSegment(_ text: String) -> String {
        PercentEncoding.encode(text, keeping: .pathSegment)
    }

    /// `text` percent-encoded as one query value: everything but the unreserved characters (`A-Z a-z 0-9 - . _ ~`),
    /// so a "," "&" "=" "#" or space inside an id can't change the query.
    package static func queryValue(_ text: String) -> String {
        PercentEncoding.encode(text, keeping: .unreserved)
    }

    /// 16 lower-case hex digits naming a list of ids in a cache key: FNV-1a (64 bit) of the ids joined by ",",
    /// so the same list in the same order always gives the same key, and the key stays short for 250 ids.
    package static func idsHash(_ ids: [String]) -> String {
        let hex = String(FNV1a.hash(ids.joined(separator: ",").utf8), radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// `base` followed by `pathAndQuery` (already encoded) as a URL; `base` itself when that can't be a URL.
    static func url(_ base: URL, _ pathAndQuery: String) -> URL {
        URL(string: base.absoluteString + pathAndQuery) ?? base
    }
}
