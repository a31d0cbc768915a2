import Foundation
import XCTest
@testable import KursCore
import TestSupport

/// The three recorded bitcoin charts decode point for point as served, with exact values, high/low and change.
final class MarketChartDecodingTests: XCTestCase {
    private func chart(_ name: String) throws -> MarketChart {
        try CoinGeckoDecoder.decodeChart(Fixtures.data(name))
    }

    private func point(_ ms: Int64, _ value: String) -> ChartPoint {
        ChartPoint(date: Date(timeIntervalSince1970: Double(ms) / 1000), value: Decimal(string: value)!)
    }

    func testOneDayKeepsItsIrregularStepsAndTheLastPointBeforeThePreviousOne() throws {
        let chart = try chart("coingecko-market-chart-bitcoin-usd-1d-2021-05-15.json")
        XCTAssertEqual(chart.prices.count, 288)
        XCTAssertEqual(chart.marketCaps.count, 288)
        XCTAssertEqual(chart.totalVolumes.count, 288)
        XCTAssertEqual(chart.prices[0], point(1_621_003_519_770, "50675.258073370765"))
        XCTAssertEqual(chart.prices[1], point(1_621_003_958_620, "50821.913026995295"))
        XCTAssertEqual(chart.prices[1].milliseconds - chart.prices[0].milliseconds, 438_850, "not a 5-minute grid")
        XCTAssertEqual(chart.prices[287], point(1_621_089_594_000, "49078.83040364477"))
        XCTAssertEqual(chart.prices[286].milliseconds, 1_621_089_594_955, "kept as served: the last point is 955 ms earlier")
        XCTAssertEqual(chart.marketCaps[0], point(1_621_003_519_770, "948130277908.4116"))
        XCTAssertEqual(chart.totalVolumes[287], point(1_621_089_594_000, "59650085993.00212"))
        XCTAssertEqual(chart.high, point(1_621_005_566_386, "51774.53439832914"))
        XCTAssertEqual(chart.low, point(1_621_074_550_103, "48018.881249468155"))
        XCTAssertEqual(chart.change?.absolute, Decimal(string: "-1596.427669725995"))
        XCTAssertEqual(chart.change?.percentage, Decimal(string: "-3.15"))
    }

    func testSevenDaysKeepTheOffGridLastPoint() throws {
        let chart = try chart("coingecko-market-chart-bitcoin-usd-7d-2026-09-26.json")
        XCTAssertEqual(chart.prices.count, 168)
        XCTAssertEqual(chart.prices[0], point(1_789_840_800_000, "81451.70400617635"))
        XCTAssertEqual(chart.prices[166], point(1_790_438_400_000, "84134.63783090159"))
        XCTAssertEqual(chart.prices[167], point(1_790_442_440_000, "84071.18569282266"))
        let steps = zip(chart.prices, chart.prices.dropFirst()).map { $1.milliseconds - $0.milliseconds }
        XCTAssertEqual(Set(steps.dropLast()), [3_600_000], "hourly up to the last point")
        XCTAssertEqual(steps.last, 4_040_000, "the last point is off the hourly grid")
        XCTAssertEqual(chart.marketCaps[0], point(1_789_840_800_000, "1636089263821.134"))
        XCTAssertEqual(chart.totalVolumes[167], point(1_790_442_440_000, "18704023317.32431"))
        XCTAssertEqual(chart.high, point(1_790_139_600_000, "87158.43254422718"))
        XCTAssertEqual(chart.low, point(1_789_894_800_000, "80231.02432377993"))
        XCTAssertEqual(chart.change?.absolute, Decimal(string: "2619.48168664631"))
        XCTAssertEqual(chart.change?.percentage, Decimal(string: "3.22"))
    }

    func testAYearOfDailyPointsAndTheNowPoint() throws {
        let chart = try chart("coingecko-market-chart-bitcoin-usd-365d-2026-09-26.json")
        XCTAssertEqual(chart.prices.count, 366)
        XCTAssertEqual(chart.prices[0], point(1_758_931_200_000, "109660.37389675"))
        XCTAssertEqual(chart.prices[364], point(1_790_380_800_000, "84075.71659039952"))
        XCTAssertEqual(chart.prices[365], point(1_790_442_420_000, "84077.47433147699"))
        XCTAssertEqual(chart.prices[365].milliseconds - chart.prices[364].milliseconds, 61_620_000)
        XCTAssertEqual(chart.marketCaps[0], point(1_758_931_200_000, "2186075315820.048"))
        XCTAssertEqual(chart.totalVolumes[365], point(1_790_442_420_000, "18547045437.144714"))
        XCTAssertEqual(chart.high, point(1_759_795_200_000, "124739.81088811433"))
        XCTAssertEqual(chart.low, point(1_782_864_000_000, "58566.091991843154"))
        XCTAssertEqual(chart.change?.absolute, Decimal(string: "-25582.89956527301"))
        XCTAssertEqual(chart.change?.percentage, Decimal(string: "-23.33"))
        XCTAssertEqual(chart.prices[365].doubleValue, 84077.47433147699)
    }

    func testBadPairsAreDroppedAndTheOtherSeriesMayBeMissing() throws {
        let body = Data(#"{"prices":[[1000,"x"],[2000,2.5],[3000,null],[4000],[5000,1e2]]}"#.utf8)
        let chart = try CoinGeckoDecoder.decodeChart(body)
        XCTAssertEqual(chart.prices, [point(2000, "2.5"), point(5000, "100")])
        XCTAssertEqual(chart.marketCaps, [])
        XCTAssertEqual(chart.change?.absolute, 97.5)
        XCTAssertEqual(chart.change?.percentage, 3900)
    }

    func testErrorBodiesAndShapes() {
        XCTAssertEqual(outcome { () throws(FetchError) in try CoinGeckoDecoder.decodeChart(Data(#"{"error":"coin not found"}"#.utf8)) },
                       .notFound("coin"))
        XCTAssertEqual(outcome { () throws(FetchError) in try CoinGeckoDecoder.decodeChart(Data(#"{"market_caps":[]}"#.utf8)) },
                       .unexpectedContent("unexpected JSON shape: missing prices"))
    }

    func testNoChangeWithoutPricesAndNoPercentageFromZero() {
        XCTAssertNil(MarketChart(prices: []).high)
        XCTAssertNil(MarketChart(prices: []).change)
        let fromZero = MarketChart(prices: [point(1, "0"), point(2, "3")])
        XCTAssertEqual(fromZero.change?.absolute, 3)
        XCTAssertNil(fromZero.change?.percentage)
    }

    func testChartRangesSpellTheirDaysAndReloadShorterRangesMoreOften() {
        XCTAssertEqual(ChartRange.allCases.map(\.days), ["1", "7", "30", "90", "365", "max"])
        XCTAssertEqual(ChartRange.allCases.map(\.label), ["24h", "7d", "30d", "90d", "1y", "max"])
        XCTAssertEqual(ChartRange(days: " MAX "), .max)
        XCTAssertNil(ChartRange(days: "14"))
        let intervals = ChartRange.allCases.map(\.reloadInterval)
        XCTAssertEqual(intervals, [300, 3600, 10_800, 21_600, 86_400, 86_400])
    }

    private func outcome(_ body: () throws(FetchError) -> MarketChart) -> FetchError? {
        do {
            _ = try body()
            return nil
        } catch { return error }
    }
}
