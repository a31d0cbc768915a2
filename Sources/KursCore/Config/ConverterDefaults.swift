/// Config `converter`: the pair the converter opens with.
package struct ConverterDefaults: Equatable, Sendable, Decodable {
    /// The currency converted from (default USD).
    package var from: CurrencyCode
    /// The currency converted to (default UAH).
    package var to: CurrencyCode

    /// A pair; the default is USD → UAH.
    package init(from: CurrencyCode = .usd, to: CurrencyCode = .uah) {
        self.from = from
        self.to = to
    }

    private enum CodingKeys: String, CodingKey { case from, to }

    static let shape = ConfigShape.object(["from": .string, "to": .string])

    /// Decodes `converter`; absent members take their defaults. Throws `DecodingError` on a wrong type.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        from = try container.decodeIfPresent(CurrencyCode.self, forKey: .from) ?? .usd
        to = try container.decodeIfPresent(CurrencyCode.self, forKey: .to) ?? .uah
    }
}
