import Foundation
import TestSupport
import XCTest

/// `kurs pane coin bitcoin` takes the coin detail's chart ranges (1–6) in tmux, online against the fixture server: 5
/// loads and draws the 1-year chart with the ranges line and its high marked, 1 the 24-hour one; in a 30x6 split the
/// range's chart is one line.
final class PaneCoinRangeTmuxTests: OnlineTmuxTestCase {
    func testDigitsSwitchThePaneCoinsChartRange() throws {
        let session = try start(["pane", "coin", "bitcoin"], width: 70, height: 20)
        XCTAssertNotNil(session.waitFor { $0.contains { $0.contains("BTC $16,951.52") } }, screen(session))
        XCTAssertFalse(targets().contains { $0.contains("market_chart") }, "no chart before a range is chosen")

        session.sendKeys("5")
        let year = session.waitFor { $0.contains { $0.contains("24h 7d 30d 90d [1y] max") } && $0.contains { $0.contains("▲ $") } }
        XCTAssertNotNil(year, "the 1-year chart with its high marked:\n\(screen(session))")
        XCTAssertTrue(targets().contains { $0.contains("/coins/bitcoin/market_chart?") && $0.contains("days=365") }, "\(targets())")

        session.sendKeys("1")
        XCTAssertNotNil(session.waitFor { $0.contains { $0.contains("[24h] 7d") } && $0.contains { $0.contains("14 May") } },
                        "the 24-hour chart of the recorded 1-day fixture:\n\(screen(session))")
        XCTAssertTrue(targets().contains { $0.contains("/coins/bitcoin/market_chart?") && $0.contains("days=1") })

        session.resize(width: 30, height: 6)
        XCTAssertNotNil(session.waitFor { $0.contains { $0.contains("24h ") && $0.unicodeScalars.contains { (0x2581...0x2588).contains($0.value) } } },
                        "a 30x6 split: the range's chart as one line:\n\(screen(session))")
        session.sendKeys("q")
        XCTAssertEqual(session.waitForExit(), 0)
    }
}
