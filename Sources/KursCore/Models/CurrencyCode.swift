/// A currency code as an API gave it, upper-cased: normally ISO 4217 ("USD", "UAH"), but kept as given
/// when it is not ("RUR", "PLZ" from PrivatBank, "BTC").
public struct CurrencyCode: RawRepresentable, Hashable, Comparable, Sendable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The code, upper-cased, e.g. "USD".
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue.uppercased() }
    public init(_ code: String) { self.init(rawValue: code) }
    public init(stringLiteral value: String) { self.init(rawValue: value) }

    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Non-ISO codes used by PrivatBank, mapped to their ISO 4217 code for conversion.
    public static let knownAliases: [String: String] = ["RUR": "RUB", "PLZ": "PLN"]

    /// The ISO 4217 code this stands for (`RUR` → `RUB`, `PLZ` → `PLN`; others unchanged).
    public var iso4217: CurrencyCode { Self.knownAliases[rawValue].map(CurrencyCode.init(rawValue:)) ?? self }

    public static func < (lhs: CurrencyCode, rhs: CurrencyCode) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { rawValue }

    /// Ukrainian hryvnia.
    public static let uah: CurrencyCode = "UAH"
    /// US dollar.
    public static let usd: CurrencyCode = "USD"
    /// Euro.
    public static let eur: CurrencyCode = "EUR"
}
