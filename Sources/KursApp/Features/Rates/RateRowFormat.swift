import KursCore

/// The label cells of one rates row, as shown: the currency's symbol and code.
struct RateRowFormat: Equatable, Sendable {
    /// "€", "$", "zł" from Foundation's locale data; "" when it has none (CHF, BTC): the code column follows.
    var symbol: String
    /// The currency code as configured ("EUR", "PLN").
    var code: String

    /// Formats the row of `currency`.
    init(_ currency: CurrencyCode) {
        symbol = CurrencySymbols.symbol(for: currency) ?? ""
        code = currency.rawValue
    }
}
