import Foundation
import TestSupport
import XCTest

/// `kurs pane portfolio` in a private tmux server against the loopback fixture server: the stored holdings
/// valued from `/coins/markets`, a holding added with `a` written to `portfolio.json`, one deleted with `d y`.
final class PortfolioPaneTmuxTests: OnlineTmuxTestCase {

    func testPanePortfolioValuesAddsAndDeletesThroughTheStateFile() throws {
        let server = try FixtureServer()
        self.server = server
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("kurs-portfolio-\(UUID().uuidString.prefix(8))")
        self.home = home
        let stateDirectory = home.appendingPathComponent("state/kurs")
        try FileManager.default.createDirectory(at: stateDirectory, withIntermediateDirectories: true)
        let file = stateDirectory.appendingPathComponent("portfolio.json")
        try #"{"version": 1, "holdings": [{"kind": "coin", "id": "bitcoin", "amount": "0.5", "cost": "7500"}]}"#
            .write(to: file, atomically: true, encoding: .utf8)
        var environment = server.processEnvironment(cacheHome: home)
        environment["KURS_OFFLINE"] = "0"
        environment["XDG_STATE_HOME"] = home.appendingPathComponent("state").path
        let session = try TmuxSession(arguments: ["pane", "portfolio"], width: 100, height: 14, environment: environment)
        self.session = session

        // 0.5 × 16951.52 (the fixture's bitcoin) = 8475.76; cost 7500 → P/L +975.76, +13.01 %.
        XCTAssertNotNil(waitForText(session, "Portfolio · USD", "BTC", "8,475.76", "+975.76", "+13.01"), screen(session))

        session.sendKeys("a")
        XCTAssertNotNil(waitForText(session, "add ID AMOUNT [COST]:"), screen(session))
        session.sendKeys("ethereum 2", literal: true)
        session.sendKeys("Enter")
        // 2 × 1266.66 = 2533.32, priced from the markets list; the file has both holdings.
        XCTAssertNotNil(waitForText(session, "ETH", "2,533.32", "2 holdings"), screen(session))
        let saved = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(saved.contains("\"ethereum\""), saved)
        XCTAssertTrue(saved.contains("\"bitcoin\""), saved)

        session.sendKeys("d")
        XCTAssertNotNil(waitForText(session, "delete bitcoin? y/n"), screen(session))
        session.sendKeys("y")
        XCTAssertNotNil(waitForText(session, "1 holding"), screen(session))
        XCTAssertFalse(try String(contentsOf: file, encoding: .utf8).contains("bitcoin"))
        session.sendKeys("q")
        XCTAssertEqual(session.waitForExit(), 0)
    }
}
