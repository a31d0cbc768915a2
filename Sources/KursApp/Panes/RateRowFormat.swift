import KursCore

/// The cells of one rates row, as shown: symbol, code, buy and sale with 2 decimals, and the base currency
/// when it is not UAH.
struct RateRowFormat: Equatable, Sendable {
    /// "€", "$", "zł" from Foundation's locale data; "" when it has none (CHF, BTC): the code column follows.
    var symbol: String
    /// The currency code as PrivatBank gives it ("EUR", "RUR").
    var code: String
    /// Buying price, 2 decimals ("46.70"), in units of the row's base currency per 1 unit of `code`.
    var buy: String
    /// Selling price, 2 decimals ("47.70"), in units of the row's base currency per 1 unit of `code`.
    var sale: String
    /// nil for UAH-based rows; otherwise a short label naming the base, e.g. "in USD" (prices in USD per 1 unit).
    var baseNote: String?

    /// Formats `rate` (a PrivatBank `pubinfo` row).
    init(_ rate: BankRate) {
        symbol = CurrencySymbols.symbol(for: rate.ccy) ?? ""
        code = rate.ccy.rawValue
        buy = RateFormat.twoDecimals(rate.buy)
        sale = RateFormat.twoDecimals(rate.sale)
        baseNote = rate.baseCcy == .uah ? nil : "in \(rate.baseCcy.rawValue)"
    }
}
