import Foundation
import TestSupport
import XCTest

/// The coin detail's chart ranges in tmux, online against the fixture server: 5 loads and draws the 1-year chart
/// (`/coins/bitcoin/market_chart?…&days=365`), 1 the 24-hour one, each with its range marked and its high, low and
/// change on the chart's first row.
final class CoinChartRangeTmuxTests: OnlineTmuxTestCase {
    func testDigitsSwitchTheChartRangeAndFetchThatRange() throws {
        let server = try FixtureServer()
        self.server = server
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("kurs-chart-\(UUID().uuidString.prefix(8))")
        self.home = home
        try FileManager.default.createDirectory(at: home.appendingPathComponent("state"), withIntermediateDirectories: true)
        var environment = server.processEnvironment(cacheHome: home)
        environment["KURS_OFFLINE"] = "0"
        environment["XDG_STATE_HOME"] = home.appendingPathComponent("state").path
        let session = try TmuxSession(arguments: [], width: 120, height: 40, environment: environment)
        self.session = session
        let dump = { session.capturePane().joined(separator: "\n") }

        XCTAssertNotNil(session.waitFor { $0.contains { $0.contains("Bitcoin") } && ($0.last ?? "").contains("CoinGecko · ") },
                        dump())
        session.sendKeys("Enter")
        XCTAssertNotNil(session.waitFor { $0.contains { $0.contains("[7d]") && $0.contains("high $") } },
                        "the 7-day chart with its high and low:\n\(dump())")

        session.sendKeys("5")
        let year = session.waitFor { $0.contains { $0.contains("24h 7d 30d 90d [1y] max") && $0.contains("high $") } }
        XCTAssertNotNil(year, "the 1-year chart:\n\(dump())")
        XCTAssertTrue(targets().contains { $0.contains("/coins/bitcoin/market_chart?") && $0.contains("days=365") },
                      "\(targets())")

        session.sendKeys("1")
        XCTAssertNotNil(session.waitFor { $0.contains { $0.contains("[24h] 7d") && $0.contains("high $") } },
                        "the 24-hour chart:\n\(dump())")
        XCTAssertTrue(targets().contains { $0.contains("/coins/bitcoin/market_chart?") && $0.contains("days=1") })

        session.sendKeys("q")
        XCTAssertNotNil(session.waitFor { $0.contains { $0.contains("Coins · CoinGecko") } })
        session.sendKeys("q")
        XCTAssertEqual(session.waitForExit(), 0)
    }
}
