import Foundation
import TestSupport
import XCTest

/// The built `kurs` in a private tmux server: the converter and the weather pane in the dashboard, and
/// `kurs pane NAME` in a 30x6 split. Offline with a fresh cache and state unless a test starts the loopback
/// fixture server.
final class DashboardPanesTmuxTests: TmuxTestCase {
    private var server: FixtureServer?
    private var home: URL?

    override func tearDown() {
        super.tearDown()
        server = nil
        if let home { try? FileManager.default.removeItem(at: home) }
        home = nil
    }

    /// A fresh directory for XDG_STATE_HOME (and HOME / the cache when online).
    private func freshHome() throws -> URL {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("kurs-panes-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: home.appendingPathComponent("state"), withIntermediateDirectories: true)
        self.home = home
        return home
    }

    private func start(_ arguments: [String] = ["--offline"], width: Int = 120, height: Int = 40,
                       environment: [String: String] = [:]) throws -> TmuxSession {
        var environment = environment
        if environment["XDG_STATE_HOME"] == nil {
            environment["XDG_STATE_HOME"] = try freshHome().appendingPathComponent("state").path
        }
        let session = try TmuxSession(arguments: arguments, width: width, height: height, environment: environment)
        self.session = session
        return session
    }


    // MARK: Converter

    func testConverterTypeAmountPickZlotyAndSwap() throws {
        let session = try start()
        // The converter sits under the rates with its From / To fields, the rate line and the inverse rate.
        XCTAssertNotNil(waitForText(session, "Bitcoin", "From  100", "To    4,125.00", "1 USD = 41.25 UAH · PrivatBank buy",
                                    "1 UAH = 0.02424 USD"), screen(session))
        session.sendKeys("Tab", "Tab")
        XCTAssertNotNil(waitForText(session, "f/t currency  s swap"), "converter focused:\n\(screen(session))")
        session.sendKeys("250", literal: true)
        XCTAssertNotNil(waitForText(session, "From  250", "To    10,312.50"), screen(session))
        session.sendKeys("t")
        session.sendKeys("zloty", literal: true)
        XCTAssertNotNil(waitForText(session, "› zloty", "PLN zł  Polish Zloty"), screen(session))
        session.sendKeys("Enter")
        XCTAssertNotNil(waitForText(session, "To    967.65", "1 USD = 3.871 PLN · mid-market"), screen(session))
        session.sendKeys("s")
        XCTAssertNotNil(waitForText(session, "From  250", "To    64.59"), screen(session))
        XCTAssertTrue(screen(session).contains("PLN zł"), "PLN is now the from-currency")
        session.sendKeys("q")
        XCTAssertEqual(session.waitForExit(), 0)
    }

    // MARK: Weather

    func testWeatherOfflineShowsTheErrorAndEscGoesBack() throws {
        let session = try start()
        XCTAssertNotNil(waitForText(session, "Bitcoin"))
        session.sendKeys("w")
        // The dashboard already shows "Kyiv" and "offline", so wait for the coins to leave the body too:
        // until the key is read the old screen would match.
        let weather = session.waitFor { lines in
            let text = lines.joined(separator: "\n")
            return ["Weather", "Kyiv", "offline"].allSatisfy(text.contains) && !text.contains("Bitcoin")
        }
        XCTAssertNotNil(weather, "the weather takes the whole body:\n\(screen(session))")
        session.sendKeys("Escape")
        XCTAssertNotNil(waitForText(session, "Bitcoin", "Converter"), screen(session))
        session.sendKeys("q")
        XCTAssertEqual(session.waitForExit(), 0)
    }

    /// The saved cities' names in `$XDG_STATE_HOME/kurs/cities.json`, nil while the file is absent.
    private func savedNames(_ state: URL) -> [String]? {
        guard let data = FileManager.default.contents(atPath: state.appendingPathComponent("kurs/cities.json").path),
              let object = try? JSONSerialization.jsonObject(with: data) else { return nil }
        let cities = (object as? [String: Any])?["cities"] as? [[String: Any]] ?? (object as? [[String: Any]]) ?? []
        return cities.compactMap { $0["name"] as? String }
    }

    private func waitForSaved(_ names: [String], in state: URL) -> Bool {
        session?.waitFor { _ in self.savedNames(state) == names } != nil
    }

    func testWeatherOnlineAddKyivAndChamberyMoveUpDeleteSavesEachStep() throws {
        let server = try FixtureServer()
        self.server = server
        let home = try freshHome()
        let state = home.appendingPathComponent("state")
        let config = home.appendingPathComponent("config.json5")
        try "{ weather: { cities: [] } }\n".write(to: config, atomically: true, encoding: .utf8)
        var environment = server.processEnvironment(cacheHome: home)
        environment["KURS_OFFLINE"] = "0"
        environment["XDG_STATE_HOME"] = state.path
        environment["KURS_CONFIG"] = config.path
        let session = try start([], environment: environment)
        XCTAssertNotNil(waitForText(session, "Bitcoin"), screen(session))
        session.sendKeys("w")
        XCTAssertNotNil(waitForText(session, "Weather", "Esc back"), screen(session))

        session.sendKeys("a")
        session.sendKeys("Kyiv", literal: true)
        session.sendKeys("Enter")
        XCTAssertNotNil(waitForText(session, "Kyiv City"), "search results:\n\(screen(session))")
        session.sendKeys("Enter")
        XCTAssertTrue(waitForSaved(["Kyiv"], in: state), "after adding Kyiv: \(String(describing: savedNames(state)))")

        session.sendKeys("a")
        session.sendKeys("chambéry", literal: true)
        session.sendKeys("Enter")
        XCTAssertNotNil(waitForText(session, "Auvergne"), "search results:\n\(screen(session))")
        session.sendKeys("Enter")
        XCTAssertTrue(waitForSaved(["Kyiv", "Chambéry"], in: state), "\(String(describing: savedNames(state)))")

        session.sendKeys("K")
        XCTAssertTrue(waitForSaved(["Chambéry", "Kyiv"], in: state), "moved up: \(String(describing: savedNames(state)))")

        session.sendKeys("x")
        XCTAssertNotNil(waitForText(session, "Delete"), "asks first:\n\(screen(session))")
        session.sendKeys("y")
        XCTAssertTrue(waitForSaved(["Kyiv"], in: state), "deleted: \(String(describing: savedNames(state)))")

        session.sendKeys("Escape")
        XCTAssertNotNil(waitForText(session, "Bitcoin"), screen(session))
        session.sendKeys("q")
        XCTAssertEqual(session.waitForExit(), 0)
    }

    // MARK: kurs pane

    func testPaneCoinsAt30x6ShowsCoinRowsAndQQuits() throws {
        let session = try start(["pane", "coins", "--offline"], width: 30, height: 6)
        let screen = try XCTUnwrap(waitForText(session, "1 BTC", "2 ETH"), self.screen(session))
        XCTAssertEqual(screen.count, 6)
        XCTAssertFalse(screen.contains { $0.contains("too small") })
        session.sendKeys("q")
        XCTAssertEqual(session.waitForExit(), 0)
    }

    func testPaneRatesAt30x6ShowsUSDAndReLaysOutOnResize() throws {
        let session = try start(["pane", "rates", "--offline"], width: 30, height: 6)
        XCTAssertNotNil(waitForText(session, "USD", "41.25"), screen(session))
        session.resize(width: 50, height: 8)
        let wide = try XCTUnwrap(session.waitFor { screen in
            screen.count == 8 && screen[0].hasPrefix("┌ Rates · UAH per 1 unit ─") && screen[0].hasSuffix("┐")
                && DisplayWidthProbe.columns(screen[0]) == 50
        }, screen(session))
        XCTAssertTrue(wide.contains { $0.contains("USD") && $0.contains("41.85") })
        session.resize(width: 20, height: 3)
        XCTAssertNotNil(session.waitFor { $0.count == 3 && !$0.joined().contains("too small") }, screen(session))
        session.sendKeys("q")
        XCTAssertEqual(session.waitForExit(), 0)
    }

    func testPaneCoinBitcoinShowsPriceChangeAndSparkline() throws {
        let session = try start(["pane", "coin", "bitcoin", "--offline"], width: 30, height: 6)
        let screen = try XCTUnwrap(waitForText(session, "BTC $84,093.00", "▲ 0.28%"), self.screen(session))
        XCTAssertTrue(screen.contains { $0.unicodeScalars.contains { (0x2581...0x2588).contains($0.value) } }, "sparkline")
        session.sendKeys("q")
        XCTAssertEqual(session.waitForExit(), 0)
    }

    func testPaneWithoutATerminalOrWithAnUnknownNameIsAUsageError() throws {
        let kurs = Process()
        kurs.executableURL = URL(fileURLWithPath: TmuxSession.kursBinary)
        kurs.arguments = ["pane", "x"]
        let errors = Pipe()
        kurs.standardError = errors
        kurs.standardOutput = FileHandle.nullDevice
        try kurs.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        kurs.waitUntilExit()
        XCTAssertEqual(kurs.terminationStatus, 2)
        XCTAssertTrue(message.contains("unknown pane 'x'"), message)
    }
}

/// Terminal columns of a captured line (box drawing and ASCII here: one column per scalar).
private enum DisplayWidthProbe {
    static func columns(_ line: String) -> Int { line.unicodeScalars.count }
}
