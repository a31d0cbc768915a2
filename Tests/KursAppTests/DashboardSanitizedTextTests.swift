import KursCore
import TestSupport
import XCTest
@testable import KursApp

/// A dashboard pane shows hostile text as a command's output does (`TerminalOutputTests`): sanitized, no hazard
/// left in a cell.
final class DashboardSanitizedTextTests: XCTestCase {
    func testDashboardPaneShowsTheSameSanitizedText() {
        for (name, hostile, visible) in TerminalHazard.hostileTexts {
            let coin = Coin(id: "x", symbol: "x", name: hostile, currentPrice: 1, marketCap: 1, marketCapRank: 1)
            let buffer = PaneDataForTests.render(CoinListPane(coins: [coin]), width: 120, height: 5)
            XCTAssertTrue(buffer.lines().contains { $0.contains(visible) }, "\(name):\n\(buffer.lines().joined(separator: "\n"))")
            XCTAssertEqual(HostileTextReliabilityTests.hazards(in: buffer), [], name)
        }
    }
}
