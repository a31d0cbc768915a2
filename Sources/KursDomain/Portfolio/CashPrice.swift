package import Foundation

/// The price of cash in one currency in another, from one open.er-api response of any base (`/v6/latest/{BASE}`,
/// `rates[code]` = units of `code` per 1 unit of the base, the base itself 1). `kurs portfolio` and the dashboard's
/// portfolio price cash with it.
package enum CashPrice {
    /// Units of `vs` per 1 unit of `code` — the cross rate `rates[vs] / rates[code]`, `Decimal` division — 1 when
    /// `code` is `vs` (no rates needed); nil when `rates` is nil or lacks a positive rate for either code (a code
    /// without a rate has no price, never 0). Codes are compared as ISO 4217 (`RUR` is `RUB`).
    package static func perUnit(of code: CurrencyCode, in vs: CurrencyCode, rates: MidMarketRates?) -> Decimal? {
        let code = code.iso4217, vs = vs.iso4217
        if code == vs { return 1 }
        guard let rates, let perCode = unitsPerBase(code, in: rates), let perVs = unitsPerBase(vs, in: rates),
            perCode > 0, perVs > 0
        else { return nil }
        return perVs / perCode
    }

    /// Units of `code` per 1 unit of `rates`' base; the base is 1 even when `rates` leaves it out; nil when absent.
    package static func unitsPerBase(_ code: CurrencyCode, in rates: MidMarketRates) -> Decimal? {
        rates.rates[code] ?? (code == rates.baseCode.iso4217 ? 1 : nil)
    }
}
