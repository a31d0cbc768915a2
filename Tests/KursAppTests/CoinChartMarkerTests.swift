import Foundation
import KursCore
import TerminalUI
import TestSupport
import XCTest
@testable import KursApp

/// Whole-buffer snapshots of the coin detail's chart with the period's high and low marked on the plot ("▲ $…" /
/// "▼ $…", "^" / "v" in ASCII), for the recorded 1-day chart (irregular steps) and 7-day chart (off-grid last point)
/// at two widths; the marks stay inside the plot, off the axis labels.
final class CoinChartMarkerTests: XCTestCase {
    private typealias D = PaneDataForTests

    private func chart(_ days: String) throws -> MarketChart {
        try CoinGeckoDecoder.decodeChart(Fixtures.data("coingecko-market-chart-bitcoin-usd-\(days).json"))
    }

    /// The pane's top rows (border, range line, the 12-row chart and its date row) for `chart` over `range`.
    private func chartRows(_ chart: MarketChart, range: ChartRange, width: Int, theme: PaneTheme = PaneTheme()) -> Buffer {
        let pane = CoinDetailPane(coin: D.bitcoin, detail: D.bitcoinDetail, range: range, chart: .series(chart), theme: theme)
        let full = D.render(pane, width: width, height: 39)
        var top = Buffer(area: Rect(x: 0, y: 0, width: width, height: 15))
        for y in 0..<15 { for x in 0..<width { if let cell = full[x, y] { top.set(x: x, y: y, cell: cell) } } }
        return top
    }

    func testOneDayChartMarksItsHighAndLowAt82Columns() throws {
        assertBuffer(chartRows(try chart("1d-2021-05-15"), range: .day, width: 82), equals: [
            "┌ Bitcoin (BTC) ─────────────────────────────────────────────────────── Esc back ┐",
            "│ [24h] 7d 30d 90d 1y max             high $51,774.53 · low $48,018.88 · ▼ 3.15% │",
            "│ $51.77K┤ ⡞⡄▲ $51,774.53                                                        │",
            "│        │⢀⠇⠘⡶⢄⡀                                                                 │",
            "│        │⣸    ⠘⣄⢦⡀⡀                                                             │",
            "│        │⠃      ⠈⠉⠑⠻⢢⢄                  ⣄⡜⠲⡄                                    │",
            "│        │             ⠙⠶⠴⢦      ⡆ ⣄⡀⣰  ⢸⠈  ⠈⢣⡀                                  │",
            "│ $49.90K┤                ⠘⡄ ⣤⡤⣀⣼⠙⠚⠈⠑⠃⡇⣄⡸     ⠑⠴⢦⢀⣀   ⡀                          │",
            "│        │                 ⡿⣠⡇⠁       ⠛⢿⡇       ⠈⠁⠘⣆⠾⣰⠑⡄⡆                ⢀ ⡀ ⡀⣀  │",
            "│        │                 ⠁⠁                      ⠉ ⠉ ⠘⢸⡀     ⡼⡀       ⡀⡸⠶⠱⣴⢣⠋⣆ │",
            "│        │                                              ⠈⠻⠴⠲⡄⢀⣦⠃⡇⢠   ⣠⢆⡰⠳⠃  ⠉  ⠁ │",
            "│        │                                                  ⠸⠎  ⠙⠛⢢ ⣰⠁ ⠁         │",
            "│ $48.02K┤                                            ▼ $48,018.88⠘⡼⠉            │",
            "│         14 May 14:45                                              15 May 14:39 │",
            "│                                                                                │",
        ])
    }

    func testOneDayChartMarksItsHighAndLowAt50Columns() throws {
        assertBuffer(chartRows(try chart("1d-2021-05-15"), range: .day, width: 50), equals: [
            "┌ Bitcoin (BTC) ─────────────────────── Esc back ┐",
            "│ [24h] 7d 30d 90d 1y max                ▼ 3.15% │",
            "│ $51.77K┤⢰⡇▲ $51,774.53                         │",
            "│        │⢸⢸⢆                                    │",
            "│        │⣸  ⣷⣆⡀                                 │",
            "│        │⠃   ⠉⠻⣦⡀        ⢠⡼⢦                    │",
            "│        │       ⠻⠴⡄  ⢰⢠⣀⡆⢸⠁⠈⣇                   │",
            "│ $49.90K┤         ⡇⢠⣄⡏⠊⠛⣧⡸  ⠘⢴⣀⡀⢀               │",
            "│        │         ⢻⡎    ⠻⡇    ⠁⣷⣿⢷⡄        ⢀⡀⣀⡀ │",
            "│        │         ⠈⠁           ⠉⠈⠘⣇  ⢸⡆   ⢀⡿⢷⣿⣇ │",
            "│        │                         ⠹⠔⣄⣾⢣⡄ ⣴⡞⠇⠈⠁⠁ │",
            "│        │                           ⠻ ⠘⢳⢰⠁⠁     │",
            "│ $48.02K┤                  ▼ $48,018.88⠸⡏       │",
            "│         14 May 14:45              15 May 14:39 │",
            "│                                                │",
        ])
    }

    func testSevenDayChartMarksItsHighAndLowAt82Columns() throws {
        assertBuffer(chartRows(try chart("7d-2026-09-26"), range: .week, width: 82), equals: [
            "┌ Bitcoin (BTC) ─────────────────────────────────────────────────────── Esc back ┐",
            "│ 24h [7d] 30d 90d 1y max             high $87,158.43 · low $80,231.02 · ▲ 3.22% │",
            "│ $87.16K┤                     ⣆⢀           ⡜⡄▲ $87,158.43                       │",
            "│        │                   ⢀⢠⠋⠚⡄  ⡤⣀⡰⠒⠉⠦⠤⠛ ⠉⡆                                  │",
            "│        │                  ⢸⠁⠁  ⠱⢢⣀⡇⠁        ⠉⠑⢼                                │",
            "│        │                 ⢠⠃                   ⢸                  ⡀             │",
            "│        │                ⡸⠃                    ⠸⣀⠤⠖⠑⢴⣀⢠⡇ ⢀⡖⡴⠦⠔⠹⠤⢄⡎⠈⢆   ⣀⢀  ⣄⣀⡀⣀ │",
            "│ $83.69K┤                ⡇                      ⠋    ⠁⠁⢇⣀⠾         ⠈⠒⠊⠑⠁⠉⠉⠉⠈ ⠈  │",
            "│        │                ⡇                             ⠈                        │",
            "│        │                ⡇                                                      │",
            "│        │⡀            ⡀ ⡠⠇                                                      │",
            "│        │⠈⠧⠒⢢     ⡜⠢⢆⠖⠹⠉                                                        │",
            "│ $80.23K┤   ⢸⠤⢄⡠⡠⠜▼ $80,231.02                                                  │",
            "│         19 Sep                                                          26 Sep │",
            "│                                                                                │",
        ])
    }

    func testSevenDayChartMarksItsHighAndLowAt50Columns() throws {
        assertBuffer(chartRows(try chart("7d-2026-09-26"), range: .week, width: 50), equals: [
            "┌ Bitcoin (BTC) ─────────────────────── Esc back ┐",
            "│ 24h [7d] 30d 90d 1y max                ▲ 3.22% │",
            "│ $87.16K┤           ⣰⡀     ⢸⡄▲ $87,158.43       │",
            "│        │          ⢀⡏⢣ ⣤⡰⠻⠼⠃⢱                   │",
            "│        │          ⡏⠁⠸⣆⡏    ⠈⢻                  │",
            "│        │         ⢸          ⠈⡆         ⡀       │",
            "│        │         ⡇           ⣧⠞⢶⣸⡀⣰⡶⠜⠦⡸⢇ ⢀⡀⢠⣀⢀ │",
            "│ $83.69K┤         ⡇           ⠋  ⠉⣇⠿    ⠈⠚⠋⠉⠉⠁⠁ │",
            "│        │         ⡇               ⠁             │",
            "│        │        ⢸                              │",
            "│        │⡀      ⡀⡸                              │",
            "│        │⠹⠖⡄  ⡷⢶⠟⠁                              │",
            "│ $80.23K┤  ⡧⣠⡼▼ $80,231.02                      │",
            "│         19 Sep                          26 Sep │",
            "│                                                │",
        ])
    }

    func testSevenDayChartInASCIIMarksWithCaretAndV() throws {
        assertBuffer(chartRows(try chart("7d-2026-09-26"), range: .week, width: 60, theme: PaneTheme(colors: false, ascii: true)),
                     equals: [
            "┌ Bitcoin (BTC) ───────────────────────────────── Esc back ┐",
            "│ 24h [7d] 30d 90d 1y max                           +3.22% │",
            "│ $87.16K┤              ▆▄    ▅▃▂█▄^ $87,158.43            │",
            "│        │             ▅██▂ ███████▄                       │",
            "│        │            ▄████▆████████▄                      │",
            "│        │            ███████████████         ▂  ▃         │",
            "│        │            ███████████████▅██▅▄ ▂███▆▅█▂▂▂▃▂▄▅▄ │",
            "│ $83.69K┤           ▆████████████████████▃███████████████ │",
            "│        │           █████████████████████████████████████ │",
            "│        │           █████████████████████████████████████ │",
            "│        │          ▁█████████████████████████████████████ │",
            "│        │█▅▁  v▂▄▄▇██████████████████████████████████████ │",
            "│ $80.23K┤███▂▁▃██████████████████████████████████████████ │",
            "│         19 Sep                                    26 Sep │",
            "│                                                          │",
        ])
    }

    func testMarkedCellsAreTheHighsAndLowsInTheAccentColour() throws {
        let series = try chart("7d-2026-09-26")
        let line = try XCTUnwrap(CoinChart.lineChart(for: series, range: .week, currencySymbol: "$", theme: PaneTheme()))
        let high = try XCTUnwrap(series.high), low = try XCTUnwrap(series.low)
        XCTAssertEqual(line.markers.map(\.index), [series.prices.firstIndex(of: high), series.prices.firstIndex(of: low)])
        XCTAssertEqual(line.markers.map(\.labels), [["▲ " + PriceFormat.string(high.value, prefix: "$"), "▲"],
                                                    ["▼ " + PriceFormat.string(low.value, prefix: "$"), "▼"]])
        XCTAssertEqual(line.markers.first?.style, Style(foreground: .cyan, modifiers: .bold))
        let plain = try XCTUnwrap(CoinChart.lineChart(for: series, range: .week, currencySymbol: "$",
                                                      theme: PaneTheme(colors: false, ascii: true)))
        XCTAssertEqual(plain.markers.map { $0.labels.last }, ["^", "v"])
        XCTAssertEqual(plain.markers.first?.style, Style(modifiers: .bold))
        let flat = MarketChart(prices: [ChartPoint(date: Date(timeIntervalSince1970: 0), value: 5),
                                        ChartPoint(date: Date(timeIntervalSince1970: 60), value: 5)])
        XCTAssertEqual(CoinChart.extremeMarkers(of: flat, currencySymbol: "$", theme: PaneTheme()).map(\.index), [0],
                       "a flat chart marks its high alone")
    }
}
