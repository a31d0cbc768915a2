/// Decodes one element of an array, keeping a failure instead of failing the whole array.
package struct Lossy<Wrapped: Decodable>: Decodable {
    /// The element, or nil when it could not be decoded.
    package let value: Wrapped?

    package init(from decoder: any Decoder) throws {
        // Through a container so JSONDecoder's own handling (exact `Decimal`, `Date`) applies.
        value = try? decoder.singleValueContainer().decode(Wrapped.self)
    }
}

extension Array {
    /// The decoded values and how many elements failed.
    package func unwrapped<Wrapped>() -> (values: [Wrapped], dropped: Int) where Element == Lossy<Wrapped> {
        let values = compactMap(\.value)
        return (values, count - values.count)
    }
}
