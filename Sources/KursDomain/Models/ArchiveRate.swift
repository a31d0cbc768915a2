package import Foundation

/// One day of PrivatBank's archive: the NBU's rate and, for some currencies, PrivatBank's own cash rates.
///
/// Source: PrivatBank `GET {KURS_PRIVATBANK_URL}/p24api/exchange_rates?json&date=DD.MM.YYYY`
/// (`{date, bank, baseCurrency, baseCurrencyLit, exchangeRate: [...]}`).
package struct PrivatBankArchiveDay: Equatable, Sendable {
    /// The day (`date`).
    package var date: RateDay
    /// The rows that decoded, in response order (not sorted: the archive is out of order), with the count of
    /// rows that did not.
    package var rates: DecodedList<ArchiveRate>

    /// The archive of `date`.
    package init(date: RateDay, rates: DecodedList<ArchiveRate>) {
        self.date = date
        self.rates = rates
    }

    /// The row of `code` (`currency`), if the day has one.
    package func rate(of code: CurrencyCode) -> ArchiveRate? {
        rates.elements.first { $0.currency == code }
    }
}

/// One archive row: prices of 1 unit of `currency` in `baseCurrency` (UAH).
package struct ArchiveRate: Equatable, Hashable, Sendable {
    /// The currency (`currency`), e.g. "USD"; the archive also has a `UAH` row (rates 1).
    package var currency: CurrencyCode
    /// The currency of the prices (`baseCurrency`, "UAH").
    package var baseCurrency: CurrencyCode
    /// The NBU's rate as PrivatBank lists it (`saleRateNB`), exact; nil where absent or 0.
    package var saleRateNB: Decimal?
    /// The NBU's rate as PrivatBank lists it (`purchaseRateNB`), exact; nil where absent or 0.
    package var purchaseRateNB: Decimal?
    /// PrivatBank's selling price (`saleRate`); nil for currencies it did not trade that day.
    package var saleRate: Decimal?
    /// PrivatBank's buying price (`purchaseRate`); nil for currencies it did not trade that day.
    package var purchaseRate: Decimal?

    /// A row of `currency` priced in `baseCurrency`.
    package init(currency: CurrencyCode, baseCurrency: CurrencyCode, saleRateNB: Decimal?, purchaseRateNB: Decimal?,
                saleRate: Decimal? = nil, purchaseRate: Decimal? = nil) {
        self.currency = currency
        self.baseCurrency = baseCurrency
        self.saleRateNB = saleRateNB
        self.purchaseRateNB = purchaseRateNB
        self.saleRate = saleRate
        self.purchaseRate = purchaseRate
    }
}
