import Foundation
import KursCore

/// What `{portfolio}`, `{portfolio:pnl}` and `{alerts}` read: `portfolio.json` and `alerts.json` (never written
/// here), and for the prices only cache entries — the portfolio's own markets entry (`PortfolioPricing`, left by
/// `kurs portfolio`), the configured markets list and the default top-100 list, the er-api rates of the vs currency
/// for cash. Nothing of it is marked stale (no background refresh is started for it): `{portfolio}` is "?" until
/// every holding has a cached price.
extension StatusCache {
    /// `portfolio` (read from `portfolio.json`) valued from cached prices in `vsCurrency`, dated by the oldest entry
    /// used. An empty portfolio is worth 0, dated `now`.
    func cachedPortfolio(_ portfolio: Portfolio, now: Date) -> Fetched<PortfolioValuation> {
        var coins: [Coin] = [], dates: [Date] = []
        if let resource = PortfolioPricing.markets(for: portfolio, vsCurrency: vsCurrency) {
            for entry in [resource, configuredMarkets, Resource<DecodedList<Coin>>.markets(vsCurrency: vsCurrency)] {
                guard let list = Self.cached(entry, in: cache, now: now) else { continue }
                coins += list.value.elements
                dates.append(list.fetchedAt)
            }
        }
        var rates: MidMarketRates?
        if let resource = PortfolioPricing.rates(for: portfolio, vsCurrency: vsCurrency),
            let cached = Self.cached(resource, in: cache, now: now)
        {
            rates = cached.value
            dates.append(cached.fetchedAt)
        }
        let valuation = PortfolioPricing.valuation(portfolio, vsCurrency: vsCurrency, coins: coins, rates: rates)
        return Fetched(value: valuation, fetchedAt: dates.min() ?? now, origin: .cache)
    }
}
