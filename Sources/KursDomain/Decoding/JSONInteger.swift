import Foundation

/// Integers that may be sent as `10` or `10.0`, or null.
package enum JSONInteger {
    /// The integer in `key`; nil when absent or null.
    /// - Throws: `DecodingError` for a non-number or a number with a fraction or out of `Int32` range.
    package static func integer<K: CodingKey>(_ c: KeyedDecodingContainer<K>, _ key: K) throws -> Int? {
        guard let value = try c.decodeIfPresent(Decimal.self, forKey: key) else { return nil }
        guard value == value.rounded(scale: 0), abs(value) <= Decimal(Int32.max) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "not an integer")
        }
        return NSDecimalNumber(decimal: value).intValue
    }
}
