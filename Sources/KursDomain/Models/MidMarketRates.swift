package import Foundation

/// Mid-market rates for one base currency: `rates[code]` is units of `code` per 1 unit of `baseCode`.
///
/// Source: open.er-api.com `GET {KURS_ERAPI_URL}/v6/latest/{CODE}`.
package struct MidMarketRates: Equatable, Sendable {
    /// The base currency (`base_code`).
    package var baseCode: CurrencyCode
    /// Units of each currency per 1 unit of `baseCode`, exact from the JSON text.
    package var rates: [CurrencyCode: Decimal]
    /// When the provider last updated the rates (`time_last_update_unix`).
    package var lastUpdate: Date
    /// When the provider will next update them (`time_next_update_unix`).
    package var nextUpdate: Date

    /// Rates of `baseCode`, last updated at `lastUpdate`, next due at `nextUpdate`.
    package init(baseCode: CurrencyCode, rates: [CurrencyCode: Decimal], lastUpdate: Date, nextUpdate: Date) {
        self.baseCode = baseCode
        self.rates = rates
        self.lastUpdate = lastUpdate
        self.nextUpdate = nextUpdate
    }

    /// Units of `code` per 1 unit of `baseCode`; nil when absent, 0 or below (no rate: er-api's placeholder values
    /// are kept in `rates`, so the code stays a known currency, but never shown or priced).
    package func rate(of code: CurrencyCode) -> Decimal? {
        guard let rate = rates[code], rate > 0 else { return nil }
        return rate
    }
}
