package import Foundation

/// One row of any rates source in one shape: prices of 1 unit of `ccy` in `baseCcy`, as `kurs rates --source …`
/// prints them (`{ccy, base_ccy, buy, sale, rate}`). A price the source does not give is nil (never 0).
///
/// Made from PrivatBank (`/p24api/pubinfo`: buy/sale), NBU (`/NBUStatService/v1/statdirectory/exchange`: the
/// official `rate`, UAH per unit), Monobank (`/bank/currency`: buy/sale and/or the cross `rate`) and open.er-api
/// (`/v6/latest/{base}`: the mid `rate`, units of `ccy` per 1 unit of the base — er-api's own direction).
package struct RateQuote: Equatable, Sendable {
    /// The currency priced.
    package var ccy: CurrencyCode
    /// The currency of the prices (UAH for the Ukrainian sources).
    package var baseCcy: CurrencyCode
    /// What the bank pays for 1 unit of `ccy`, in `baseCcy`; nil when absent.
    package var buy: Decimal?
    /// What the bank charges for 1 unit of `ccy`, in `baseCcy`; nil when absent.
    package var sale: Decimal?
    /// The official (NBU), cross (Monobank) or mid (open.er-api) rate; nil when absent.
    package var rate: Decimal?

    /// A row of `ccy` priced in `baseCcy`.
    package init(ccy: CurrencyCode, baseCcy: CurrencyCode, buy: Decimal? = nil, sale: Decimal? = nil, rate: Decimal? = nil) {
        self.ccy = ccy
        self.baseCcy = baseCcy
        self.buy = buy
        self.sale = sale
        self.rate = rate
    }
}

extension RateQuote {
    /// PrivatBank rows: buy and sale, no rate.
    package static func rows(_ rates: [BankRate]) -> [RateQuote] {
        rates.map { RateQuote(ccy: $0.ccy, baseCcy: $0.baseCcy, buy: $0.buy, sale: $0.sale) }
    }

    /// NBU rows: the official rate in UAH, no buy or sale.
    package static func rows(_ rates: [OfficialRate]) -> [RateQuote] {
        rates.map { RateQuote(ccy: $0.code, baseCcy: .uah, rate: $0.rate) }
    }

    /// Monobank rows: `currencyA` priced in `currencyB` (numeric codes the table lacks keep their number), with
    /// the cross rate as `rate`.
    package static func rows(_ rates: [MonobankRate]) -> [RateQuote] {
        rates.map { RateQuote(ccy: $0.currencyA, baseCcy: $0.currencyB, buy: $0.buy, sale: $0.sale, rate: $0.cross) }
    }

    /// open.er-api rows sorted by code: `rate` is units of `ccy` per 1 unit of the base (`baseCcy`).
    package static func rows(_ rates: MidMarketRates) -> [RateQuote] {
        rates.rates.sorted { $0.key < $1.key }.map { RateQuote(ccy: $0.key, baseCcy: rates.baseCode, rate: $0.value) }
    }

    /// The row pricing `code` in UAH (codes compared as ISO codes: RUR is RUB), nil when there is none.
    package static func inHryvnias(_ code: CurrencyCode, in rows: [RateQuote]) -> RateQuote? {
        rows.first { $0.ccy.iso4217 == code.iso4217 && $0.baseCcy.iso4217 == .uah }
    }
}
