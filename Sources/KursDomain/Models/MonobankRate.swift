package import Foundation

/// One Monobank rate row: prices of 1 unit of `currencyA` in `currencyB` (usually UAH). A row carries buy and
/// sale, a cross rate only, or all three; a price the row lacks (0 or missing in the JSON) is nil.
///
/// Source: Monobank `GET {KURS_MONOBANK_URL}/bank/currency` (`currencyCodeA`, `currencyCodeB` ISO 4217 numeric,
/// `date` unix seconds, `rateBuy`, `rateSell`, `rateCross`).
package struct MonobankRate: Equatable, Hashable, Sendable {
    /// The currency priced: the alpha code of `currencyCodeA`, or its number as text ("894") when it is retired
    /// or unknown (never dropped).
    package var currencyA: CurrencyCode
    /// The currency of the prices (`currencyCodeB`, usually 980 → UAH), mapped the same way.
    package var currencyB: CurrencyCode
    /// `currencyCodeA` as sent.
    package var numericA: Int
    /// `currencyCodeB` as sent.
    package var numericB: Int
    /// The bank's buying price (`rateBuy`): units of `currencyB` paid for 1 unit of `currencyA`; nil when absent.
    package var buy: Decimal?
    /// The bank's selling price (`rateSell`): units of `currencyB` charged for 1 unit of `currencyA`; nil when absent.
    package var sale: Decimal?
    /// The cross rate (`rateCross`): units of `currencyB` per 1 unit of `currencyA`; nil when absent.
    package var cross: Decimal?
    /// When Monobank set the rate (`date`; for a row without one, the response's newest `date`); nil when no row
    /// of the response has a date.
    package var date: Date?

    /// A row of `currencyA` priced in `currencyB`.
    package init(currencyA: CurrencyCode, currencyB: CurrencyCode, numericA: Int, numericB: Int,
                buy: Decimal?, sale: Decimal?, cross: Decimal?, date: Date?) {
        self.currencyA = currencyA
        self.currencyB = currencyB
        self.numericA = numericA
        self.numericB = numericB
        self.buy = buy
        self.sale = sale
        self.cross = cross
        self.date = date
    }
}
