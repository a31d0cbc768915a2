package import Foundation

/// Checks a response body before JSON decoding and turns decoding failures into `FetchError`s
/// a person can read.
package enum JSONBody {
    /// The first byte that is not whitespace (or a UTF-8 byte-order mark), or nil for an empty body.
    package static func firstSignificantByte(_ data: Data) -> UInt8? {
        significantPrefix(data, length: 1).first
    }

    /// Up to `length` bytes from the first one that is not whitespace or a BOM.
    package static func significantPrefix(_ data: Data, length: Int) -> [UInt8] {
        var bytes = data.prefix(length + 64)[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        return Array(bytes.drop(while: { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }).prefix(length))
    }

    /// Throws when the body is plainly not JSON: empty, XML or HTML.
    /// - Throws: `FetchError.unexpectedContent` with "empty body", "XML where JSON was expected" or
    ///   "HTML where JSON was expected".
    package static func requireJSONLooking(_ data: Data) throws(FetchError) {
        let head = String(decoding: significantPrefix(data, length: 32), as: UTF8.self).lowercased()
        if head.isEmpty { throw .unexpectedContent("empty body") }
        if head.hasPrefix("<?xml") || head.hasPrefix("<exchangerates") {
            throw .unexpectedContent("XML where JSON was expected")
        }
        if head.hasPrefix("<") { throw .unexpectedContent("HTML where JSON was expected") }
    }

    /// Decodes `type` from `data` after `requireJSONLooking`.
    /// - Throws: `FetchError.unexpectedContent`: the phrases of `requireJSONLooking`, "truncated or malformed
    ///   JSON", or "unexpected JSON shape: …" naming what was wrong.
    package static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(FetchError) -> T {
        try requireJSONLooking(data)
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as DecodingError {
            throw describe(error)
        } catch {
            throw .unexpectedContent("truncated or malformed JSON")
        }
    }

    /// A `FetchError` for a decoding failure.
    package static func describe(_ error: DecodingError) -> FetchError {
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return .unexpectedContent("truncated or malformed JSON")
        case .typeMismatch(let expected, let context):
            return .unexpectedContent("unexpected JSON shape: expected \(shapeName(expected))\(at(context))")
        case .valueNotFound(_, let context):
            return .unexpectedContent("unexpected JSON shape: null\(at(context))")
        case .keyNotFound(let key, let context):
            return .unexpectedContent("unexpected JSON shape: missing \(key.stringValue)\(at(context))")
        case .dataCorrupted(let context):
            return .unexpectedContent("unexpected JSON shape: bad value\(at(context))")
        @unknown default:
            return .unexpectedContent("truncated or malformed JSON")
        }
    }

    package static func shapeName(_ type: Any.Type) -> String {
        let name = String(describing: type)
        if name.hasPrefix("Array") { return "an array" }
        if name.hasPrefix("Dictionary") { return "an object" }
        return name
    }

    package static func at(_ context: DecodingError.Context) -> String {
        context.codingPath.isEmpty ? "" : " at " + context.codingPath.map(\.stringValue).joined(separator: ".")
    }
}
