import Foundation
@testable import KursApp
import KursCore
import TerminalUI
import XCTest

/// A coin chart's dates carry the year when it is not the year of the chart's last point (a `max` chart from 2013).
final class ChartDateYearTests: XCTestCase {
    func testAMaxChartSaysTheYearOfItsFirstDay() throws {
        let first = Date(timeIntervalSince1970: 1_367_107_200)  // 2013-04-28
        let last = Date(timeIntervalSince1970: 1_790_000_000)  // 2026-09-21
        let chart = MarketChart(prices: [ChartPoint(date: first, value: 135), ChartPoint(date: last, value: 84_093)])
        let line = try XCTUnwrap(CoinChart.lineChart(for: chart, range: .max, currencySymbol: "$", theme: PaneTheme(colors: false)))
        XCTAssertEqual(line.startLabel, "28 Apr 2013")
        XCTAssertEqual(line.endLabel, "21 Sep")
        XCTAssertEqual(CoinChart.dateLabel(first, range: .week, timeZone: .gmt), "28 Apr", "no reference: no year")
    }
}
