import Foundation

/// Field-by-field decoding where a wrong type or null gives nil instead of failing the whole object.
extension KeyedDecodingContainer {
    /// The value at `key`, or nil when absent, null or of another type.
    func lenient<T: Decodable>(_ type: T.Type, _ key: Key) -> T? {
        (try? decodeIfPresent(type, forKey: key)) ?? nil
    }

    /// A number sent as a number, a boolean (1/0) or a numeric string; nil otherwise.
    func lenientNumber(_ key: Key) -> Double? {
        if let value = lenient(Double.self, key) { return value }
        if let flag = lenient(Bool.self, key) { return flag ? 1 : 0 }
        if let text = lenient(String.self, key) { return Double(text.trimmingBlanks()) }
        return nil
    }

    /// An array of numbers at `key` where each element may be null or wrong (→ nil); nil when the key is
    /// absent or not an array.
    func lenientNumbers(_ key: Key) -> [Double?]? {
        lenient([Lossy<Double>].self, key)?.map(\.value)
    }
}
