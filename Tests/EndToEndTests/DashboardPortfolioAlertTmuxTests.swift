import Foundation
import TestSupport
import XCTest

/// The full dashboard (`kurs`, not `kurs pane`) in a private tmux server against the loopback fixture server: a
/// holding added in the portfolio screen is valued from the fixture's price and written to `portfolio.json`; an id
/// CoinGecko does not know is refused without writing; an alert added by another kurs process triggers at the
/// dashboard's next fetch, marked on the coin row and said in the status bar.
final class DashboardPortfolioAlertTmuxTests: OnlineTmuxTestCase {
    /// A fixture server, a home with an empty state directory, and the environment of a kurs online against them.
    private func setUpOnline() throws -> (server: FixtureServer, state: URL, environment: [String: String]) {
        let server = try FixtureServer()
        self.server = server
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("kurs-dash-\(UUID().uuidString.prefix(8))")
        self.home = home
        let state = home.appendingPathComponent("state")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        var environment = server.processEnvironment(cacheHome: home)
        environment["KURS_OFFLINE"] = "0"
        environment["XDG_STATE_HOME"] = state.path
        return (server, state.appendingPathComponent("kurs"), environment)
    }


    func testAddingAHoldingInTheDashboardShowsItsValueAndWritesTheFile() async throws {
        let (server, stateDirectory, environment) = try setUpOnline()
        let session = try TmuxSession(arguments: [], width: 120, height: 40, environment: environment)
        self.session = session
        XCTAssertNotNil(waitForText(session, "Bitcoin", "Ethereum"), screen(session))

        session.sendKeys("p")
        XCTAssertNotNil(waitForText(session, "Portfolio · USD", "no holdings"), screen(session))
        session.sendKeys("a")
        XCTAssertNotNil(waitForText(session, "add ID AMOUNT [COST]:"), screen(session))
        session.sendKeys("bitcoin 0.5 60000", literal: true)
        session.sendKeys("Enter")
        // 0.5 × 16951.52 (the fixture's bitcoin) = 8475.76; cost 0.5 × 60000 = 30000 → P/L −21524.24, −71.75 %.
        let lines = waitForText(session, "1 holding", "8,475.76", "30,000.00", "-21,524.24", "-71.75")
        XCTAssertNotNil(lines, screen(session))
        let row = lines?.first { $0.contains("BTC") } ?? ""
        XCTAssertTrue(row.contains("0.5") && row.contains("16951.52") && row.contains("100.00%"), row)
        let total = lines?.first { $0.contains("TOTAL") } ?? ""
        XCTAssertTrue(total.contains("8,475.76") && total.contains("-21,524.24") && total.contains("-71.75"), total)

        let file = stateDirectory.appendingPathComponent("portfolio.json")
        let stored = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        let holdings = try XCTUnwrap(stored?["holdings"] as? [[String: Any]])
        XCTAssertEqual(holdings.count, 1)
        XCTAssertEqual(holdings.first?["id"] as? String, "bitcoin")
        XCTAssertEqual(holdings.first?["amount"] as? String, "0.5")
        XCTAssertEqual(holdings.first?["cost"] as? String, "30000")
        let targets = try await server.requests().map(\.target)
        XCTAssertFalse(targets.contains { $0.contains("ids=bitcoin") }, "an id in the shown list is not asked about: \(targets)")

        // An id CoinGecko returns nothing for: asked once, refused, nothing written.
        session.sendKeys("a")
        session.sendKeys("nosuchcoin 1", literal: true)
        session.sendKeys("Enter")
        XCTAssertNotNil(waitForText(session, "CoinGecko knows no coin 'nosuchcoin'", "add ID AMOUNT [COST]: nosuchcoin 1"),
                        screen(session))
        let after = try await server.requests().map(\.target)
        XCTAssertEqual(after.filter { $0.contains("/coins/markets") && $0.contains("ids=nosuchcoin") }.count, 1, "\(after)")
        let again = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        XCTAssertEqual((again?["holdings"] as? [[String: Any]])?.count, 1, "the unknown id is not saved")
        session.sendKeys("Escape")
        XCTAssertNotNil(session.waitFor { screen in !screen.contains { $0.contains("add ID AMOUNT") } }, screen(session))
        session.sendKeys("q")  // back to the dashboard, where the tile shows the holding (from 120 columns)
        XCTAssertNotNil(waitForText(session, "Bitcoin", "Total ", "8,475.76 USD"), screen(session))
        session.sendKeys("q")
        XCTAssertEqual(session.waitForExit(), 0)
    }

    func testAnAlertAddedByAnotherProcessTriggersAtTheNextFetch() throws {
        let (_, stateDirectory, environment) = try setUpOnline()
        let session = try TmuxSession(arguments: [], width: 120, height: 40, environment: environment)
        self.session = session
        XCTAssertNotNil(waitForText(session, "Bitcoin", "Ethereum"), screen(session))
        XCTAssertFalse(screen(session).contains("!BTC"))

        // The fixture's bitcoin (16951.52) is already above 10000: true when first checked, so triggered.
        let add = try CapturedProcess.run([TmuxSession.kursBinary, "alert", "add", "bitcoin", "above", "10000"],
                                          environment: environment)
        XCTAssertEqual(add.status, 0, add.output)
        XCTAssertEqual(add.output, "alert 1: bitcoin ≥ 10000 usd\n")

        session.sendKeys("r")
        let lines = waitForText(session, "! alert: bitcoin ≥ 10000 usd", "!BTC")
        XCTAssertNotNil(lines, screen(session))
        XCTAssertTrue(lines?.contains { $0.contains("!BTC") && $0.contains("Bitcoin") } == true, "the mark is on bitcoin's row")

        let file = stateDirectory.appendingPathComponent("alerts.json")
        let recorded = Deadline.poll(timeout: 10) { () -> [String: Any]? in
            guard let data = try? Data(contentsOf: file),
                let list = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let alert = (list["alerts"] as? [[String: Any]])?.first, alert["state"] as? String == "triggered"
            else { return nil }
            return alert
        }
        XCTAssertNotNil(recorded, (try? String(contentsOf: file, encoding: .utf8)) ?? "no alerts.json")
        XCTAssertEqual(recorded?["value"] as? String, "16951.52")
        session.sendKeys("q")
        XCTAssertEqual(session.waitForExit(), 0)
    }
}
