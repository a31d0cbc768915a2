import Foundation

extension Resource where Value == MarketChart {
    /// One coin's chart over `days` in `vsCurrency` (e.g. "usd"):
    /// `GET {KURS_COINGECKO_URL}/coins/{id}/market_chart?vs_currency=…&days=N` (N: 1, 7, 30, 90, 365 or max).
    /// Cache key "coingecko-chart-{id}-{vs}-{N}d" ("…-max"), one entry per coin, currency and range. Reloaded and
    /// fresh for a one-shot command for `days.reloadInterval` (5 min for 1 day … 24 h for a year); not
    /// configurable under `refresh.sources`. A 404 means the id is unknown (final). No embedded sample. Not
    /// usable: a chart without prices ("CoinGecko sent no prices for 1y").
    public static func marketChart(id: String, vsCurrency: String, days: ChartRange) -> Resource {
        let vs = vsCurrency.lowercased()
        let suffix = days == .max ? "max" : "\(days.days)d"
        return Resource(
            id: ResourceID("coingecko-chart-\(ResourceNaming.safe(id))-\(ResourceNaming.safe(vs))-\(suffix)"),
            source: .coinGecko, setting: nil, maxAge: days.reloadInterval,
            schedule: RefreshSchedule(rule: .interval(days.reloadInterval)),
            request: { env in
                env.coinGeckoRequest(
                    "/coins/\(ResourceNaming.pathSegment(id))/market_chart?vs_currency=\(ResourceNaming.queryValue(vs))"
                        + "&days=\(days.days)")
            },
            decode: CoinGeckoDecoder.decodeChart,
            problem: { chart in chart.prices.isEmpty ? "CoinGecko sent no prices for \(days.label)" : nil },
            notFoundIsFinal: true)
    }
}
