import Foundation
import KursResources

extension Resource where Value == MarketChart {
    /// One coin's chart over `days` in `vsCurrency` (e.g. "usd"):
    /// `GET {KURS_COINGECKO_URL}/coins/{id}/market_chart?vs_currency=…&days=N` (N: 1, 7, 30, 90, 365 or max).
    /// Cache key "coingecko-chart-{id}-{vs}-{N}d" ("…-max"), one entry per coin, currency and range. Reloaded and
    /// fresh for a one-shot command for `days.reloadInterval` (5 min for 1 day … 24 h for a year); not
    /// configurable under `refresh.sources`. A 404 means the id is unknown (final). The embedded samples are
    /// bitcoin's in USD over 7 days and 1 year (2026-09-26, `embeddedSample(id:vsCurrency:days:)`), dated by their
    /// last point. Not usable: a chart without prices ("CoinGecko sent no prices for 1y").
    package static func marketChart(id: String, vsCurrency: String, days: ChartRange) -> Resource {
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
            sample: embeddedSample(id: id, vsCurrency: vs, days: days),
            recordedAt: { chart in chart.prices.last?.date }, notFoundIsFinal: true)
    }

    /// The recorded chart for this coin, currency and range: bitcoin in usd over 7 days or 1 year; nil otherwise.
    static func embeddedSample(id: String, vsCurrency: String, days: ChartRange) -> EmbeddedSample? {
        guard id == "bitcoin", vsCurrency == "usd" else { return nil }
        switch days {
        case .week: return EmbeddedSample(EmbeddedResponses.coingeckoChartBitcoinUSD7d)
        case .year: return EmbeddedSample(EmbeddedResponses.coingeckoChartBitcoinUSD365d)
        case .day, .month, .quarter, .max: return nil
        }
    }
}
