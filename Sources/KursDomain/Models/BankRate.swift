package import Foundation

/// One PrivatBank rate row: the bank buys one unit of `ccy` for `buy` units of `baseCcy` and sells it for
/// `sale` units of `baseCcy`. Normally `baseCcy` is UAH ("UAH per 1 unit of `ccy`"); some rows are based on
/// another currency (a `BTC` row with `base_ccy: "USD"`).
///
/// Source: PrivatBank `GET {KURS_PRIVATBANK_URL}/p24api/pubinfo?json&exchange&coursid=5|11`.
package struct BankRate: Equatable, Hashable, Sendable {
    /// The currency being bought and sold, as PrivatBank names it (may be a non-ISO code such as `RUR`).
    package var ccy: CurrencyCode
    /// The currency the prices are in (usually UAH).
    package var baseCcy: CurrencyCode
    /// The bank's buying price: units of `baseCcy` paid for 1 unit of `ccy`. Exact, from the API's text.
    package var buy: Decimal
    /// The bank's selling price: units of `baseCcy` charged for 1 unit of `ccy`. Exact, from the API's text.
    package var sale: Decimal

    /// A rate of `ccy`, bought for `buy` and sold for `sale` units of `baseCcy`.
    package init(ccy: CurrencyCode, baseCcy: CurrencyCode, buy: Decimal, sale: Decimal) {
        self.ccy = ccy
        self.baseCcy = baseCcy
        self.buy = buy
        self.sale = sale
    }
}

/// Which PrivatBank rate table: cash (`coursid=5`) or card / non-cash (`coursid=11`).
package enum PrivatBankRateKind: Int, Sendable, CaseIterable {
    case cash = 5
    case card = 11

    /// The `coursid` query value.
    package var coursID: Int { rawValue }
}

/// A decoded list with the number of elements that failed to decode and were dropped
/// (one bad element never drops the list).
package struct DecodedList<Element: Sendable>: Sendable {
    /// The elements that decoded, in response order.
    package var elements: [Element]
    /// How many elements of the response could not be decoded and were left out.
    package var droppedCount: Int

    /// A list of `elements` with `droppedCount` elements left out.
    package init(elements: [Element], droppedCount: Int = 0) {
        self.elements = elements
        self.droppedCount = droppedCount
    }
}

extension DecodedList: Equatable where Element: Equatable {}
