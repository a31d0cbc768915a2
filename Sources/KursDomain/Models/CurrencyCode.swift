/// A currency code as an API gave it, upper-cased: normally ISO 4217 ("USD", "UAH"), but kept as given
/// when it is not ("RUR", "PLZ" from PrivatBank, "BTC").
package struct CurrencyCode: RawRepresentable, Hashable, Comparable, Sendable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The code, upper-cased, e.g. "USD".
    package let rawValue: String

    package init(rawValue: String) { self.rawValue = rawValue.uppercased() }
    package init(_ code: String) { self.init(rawValue: code) }
    package init(stringLiteral value: String) { self.init(rawValue: value) }

    package init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Non-ISO codes used by PrivatBank, mapped to their ISO 4217 code for conversion.
    package static let knownAliases: [String: String] = ["RUR": "RUB", "PLZ": "PLN"]

    /// The ISO 4217 code this stands for (`RUR` → `RUB`, `PLZ` → `PLN`; others unchanged).
    package var iso4217: CurrencyCode { Self.knownAliases[rawValue].map(CurrencyCode.init(rawValue:)) ?? self }

    package static func < (lhs: CurrencyCode, rhs: CurrencyCode) -> Bool { lhs.rawValue < rhs.rawValue }
    package var description: String { rawValue }

    /// Ukrainian hryvnia.
    package static let uah: CurrencyCode = "UAH"
    /// US dollar.
    package static let usd: CurrencyCode = "USD"
    /// Euro.
    package static let eur: CurrencyCode = "EUR"
}
