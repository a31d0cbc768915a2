import Foundation

/// A coin's chart over a period (CoinGecko `/coins/{id}/market_chart`): the three series as served — oldest
/// first, steps as CoinGecko chose them (irregular for a day, a last "now" point off the grid), nothing
/// resampled, sorted or merged — in the vs currency asked for.
package struct MarketChart: Equatable, Sendable {
    /// Prices per 1 coin.
    package var prices: [ChartPoint]
    /// Market capitalisations.
    package var marketCaps: [ChartPoint]
    /// Trading volumes over the 24 hours before each point.
    package var totalVolumes: [ChartPoint]

    /// A chart of these series.
    package init(prices: [ChartPoint], marketCaps: [ChartPoint] = [], totalVolumes: [ChartPoint] = []) {
        self.prices = prices
        self.marketCaps = marketCaps
        self.totalVolumes = totalVolumes
    }

    /// The highest price and when (the first such point on a tie); nil without prices.
    package var high: ChartPoint? {
        prices.reduce(nil) { best, point in best.map { point.value > $0.value ? point : $0 } ?? point }
    }

    /// The lowest price and when (the first such point on a tie); nil without prices.
    package var low: ChartPoint? {
        prices.reduce(nil) { best, point in best.map { point.value < $0.value ? point : $0 } ?? point }
    }

    /// The price change over the period, first point → last point; nil without prices.
    package var change: ChartChange? {
        guard let first = prices.first, let last = prices.last else { return nil }
        return ChartChange(from: first.value, to: last.value)
    }
}
