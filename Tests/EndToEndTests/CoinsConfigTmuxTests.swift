import Foundation
import TestSupport
import XCTest

/// The dashboard in tmux with a config file (`KURS_CONFIG`) listing coin ids, online against the fixture server:
/// the coin list shows exactly those coins in the configured order, fetched with `ids=`.
final class CoinsConfigTmuxTests: OnlineTmuxTestCase {
    /// The coin list's rows ("2 ETH    Ethereum …"): the right pane (after the 40-column rates pane) of each line,
    /// where a rank and a symbol start the row.
    private func coinRows(_ screen: [String]) -> [String] {
        // The coin list's part of a row: from the second of the two borders where the columns meet.
        screen.map { row in row.range(of: "││").map { String(row[row.index(after: $0.lowerBound)...]) } ?? row }.filter {
            $0.range(of: #"^│\s+\d+ [A-Z0-9]+\s+\S"#, options: .regularExpression) != nil
        }
    }

    func testConfiguredIDsShowEthereumAboveBitcoinAndNothingElse() throws {
        let server = try FixtureServer()
        self.server = server
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("kurs-coins-\(UUID().uuidString.prefix(8))")
        self.home = home
        try FileManager.default.createDirectory(at: home.appendingPathComponent("state"), withIntermediateDirectories: true)
        let config = home.appendingPathComponent("config.json5")
        try #"{ coins: ["ethereum", "bitcoin"] }"#.write(to: config, atomically: true, encoding: .utf8)
        var environment = server.processEnvironment(cacheHome: home)
        environment["KURS_OFFLINE"] = "0"
        environment["KURS_CONFIG"] = config.path
        environment["XDG_STATE_HOME"] = home.appendingPathComponent("state").path
        let session = try TmuxSession(arguments: [], width: 120, height: 40, environment: environment)
        self.session = session

        // Network data on screen: the fixture's bitcoin price (the embedded sample's is $84,093.00).
        let screen = session.waitFor { screen in
            screen.contains { $0.contains("$16,951.52") } && (screen.last ?? "").contains("CoinGecko · ")
        }
        let shown = try XCTUnwrap(screen, "no live coin list:\n\(session.capturePane().joined(separator: "\n"))")
        let rows = coinRows(shown)
        XCTAssertEqual(rows.count, 2, "exactly two coins:\n\(shown.joined(separator: "\n"))")
        XCTAssertTrue(rows.first?.contains("2 ETH    Ethereum") ?? false, rows.first ?? "")
        XCTAssertTrue(rows.first?.contains("$1,266.66") ?? false, rows.first ?? "")
        XCTAssertTrue(rows.last?.contains("1 BTC    Bitcoin") ?? false, rows.last ?? "")
        XCTAssertFalse(shown.contains { $0.contains("Tether") || $0.contains("BNB") || $0.contains("Dogecoin") })
        XCTAssertFalse(shown.last?.contains("unknown") ?? true, shown.last ?? "")
        XCTAssertEqual(targets().filter { $0.contains("/coins/markets") }, [
            "/api/v3/coins/markets?vs_currency=usd&ids=ethereum,bitcoin&order=market_cap_desc&per_page=2&page=1"
                + "&sparkline=true&price_change_percentage=24h,7d",
        ])

        session.sendKeys("Enter")
        XCTAssertNotNil(session.waitFor { $0.contains { $0.contains("Ethereum (ETH)") } },
                        "Enter opens the first row, Ethereum:\n\(session.capturePane().joined(separator: "\n"))")
        session.sendKeys("q", "q")
        XCTAssertEqual(session.waitForExit(), 0)
    }

    func testABrokenConfigIsSaidInTheStatusBar() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("kurs-coins-\(UUID().uuidString.prefix(8))")
        self.home = home
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let config = home.appendingPathComponent("config.json5")
        try #"{ converter: { from: "EUR", to: "PLN" }, coins: ["bitcoin", " ethereum"] }"#
            .write(to: config, atomically: true, encoding: .utf8)
        let environment = [
            "KURS_OFFLINE": "1", "KURS_CONFIG": config.path, "XDG_CACHE_HOME": home.path,
            "XDG_STATE_HOME": home.path, "HOME": home.path,
        ]
        let session = try TmuxSession(arguments: [], width: 120, height: 40, environment: environment)
        self.session = session
        let screen = session.waitFor { ($0.last ?? "").contains("config has errors") }
        XCTAssertNotNil(screen, "status bar:\n\(session.capturePane().last ?? "")")
        XCTAssertTrue((screen?.last ?? "").contains("config has errors · defaults in use"))
    }
}
