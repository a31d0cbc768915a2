import Foundation
import TestSupport
import XCTest

/// The built `kurs` binary in a private tmux server, offline with a fresh cache: start-up, quit paths,
/// resize and the too-small screen.
final class DashboardTmuxTests: TmuxTestCase {
    private func start(width: Int = 120, height: Int = 40) throws -> TmuxSession {
        let session = try TmuxSession(width: width, height: height)
        self.session = session
        return session
    }

    private func waitForDashboard(_ session: TmuxSession) -> [String]? {
        session.waitFor { screen in
            screen.contains { $0.contains("Bitcoin") } && screen.contains { $0.contains("PrivatBank") }
        }
    }

    func testStartsWithDataAndQuitsWithStatusZeroLeavingTheAlternateScreen() throws {
        let session = try start()
        let screen = try XCTUnwrap(waitForDashboard(session), "dashboard never drawn:\n\(session.capturePane().joined(separator: "\n"))")
        XCTAssertEqual(screen.count, 40)
        XCTAssertEqual(screen[39].trimmingCharacters(in: .whitespaces),
                       "offline │ Privat · sample 2025 │ Mono · no data │ NBU · no data │ er-api · sample 2024-08-19 │ "
                           + "Gecko · sample 2026-09-26",
                       "every source with its own date, the ones without a sample said; the hints give way to them")
        XCTAssertTrue(screen.contains { $0.contains("$  USD") && $0.contains("41.25") && $0.contains("41.85") }, "rates pane")
        XCTAssertTrue(screen.contains { $0.contains("1 BTC    Bitcoin") && $0.contains("$84,093.00") && $0.contains("▲ 0.28%") })
        XCTAssertEqual(session.paneValue("alternate_on"), "1")

        session.sendKeys("q")
        XCTAssertEqual(session.waitForExit(), 0)
        XCTAssertEqual(session.paneValue("alternate_on"), "0")
        XCTAssertEqual(session.paneValue("cursor_flag"), "1", "cursor shown again")
        XCTAssertFalse(session.capturePane().contains { $0.contains("Bitcoin") })
    }

    func testCtrlCQuitsCleanlyFromAnyScreen() throws {
        let session = try start()
        XCTAssertNotNil(waitForDashboard(session))
        session.sendKeys("Enter")
        XCTAssertNotNil(session.waitFor { $0.contains { $0.contains("Hashing Algorithm") && $0.contains("SHA-256") } })
        session.sendKeys("C-c")
        XCTAssertEqual(session.waitForExit(), 0)
        XCTAssertEqual(session.paneValue("alternate_on"), "0")
    }

    func testEnterOpensBitcoinDetailWithChartAndQGoesBackThenQuits() throws {
        let session = try start()
        XCTAssertNotNil(waitForDashboard(session))
        session.sendKeys("Enter")
        let detail = try XCTUnwrap(session.waitFor { $0.contains { $0.contains("Bitcoin (BTC)") } },
                                   session.capturePane().joined(separator: "\n"))
        XCTAssertTrue(detail.contains { $0.contains("Hashing Algorithm") && $0.contains("SHA-256") })
        XCTAssertTrue(detail.contains { $0.contains("Block Time") && $0.contains("10 min") })
        XCTAssertTrue(detail.contains { $0.contains("$87.16K┤") }, "chart y-axis max label")
        XCTAssertTrue(detail.contains { $0.contains("19 Sep") && $0.contains("26 Sep") }, "chart start and end dates")
        let brailleRows = detail.filter { $0.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) } }
        XCTAssertGreaterThanOrEqual(brailleRows.count, 8, "chart drawn in braille cells")
        XCTAssertTrue(detail.contains { $0.contains("Read more… (d)") })
        XCTAssertTrue(detail.contains { $0.contains("http://www.bitcoin.org") })

        session.sendKeys("d")
        XCTAssertNotNil(session.waitFor { $0.contains { $0.contains("Less (d)") } })
        session.sendKeys("q")
        XCTAssertNotNil(session.waitFor { screen in
            screen.contains { $0.contains("Coins · CoinGecko") } && !screen.contains { $0.contains("Bitcoin (BTC)") }
        }, "q goes back to the list")
        session.sendKeys("q")
        XCTAssertEqual(session.waitForExit(), 0)
        XCTAssertEqual(session.paneValue("alternate_on"), "0")
        XCTAssertEqual(session.paneValue("cursor_flag"), "1", "cursor shown again")
    }

    func testOfflineDetailOfACoinWithoutARecordedDetailNeverSaysLoading() throws {
        let session = try start(width: 80, height: 24)
        XCTAssertNotNil(waitForDashboard(session))
        session.sendKeys("Down", "Enter")
        // The whole detail frame: its title and its status bar (a capture can land between the two writes).
        let detail = try XCTUnwrap(session.waitFor { screen in
            screen.contains { $0.contains("Ethereum (ETH)") } && screen.count > 23 && screen[23].contains("CoinGecko detail")
        }, session.capturePane().joined(separator: "\n"))
        XCTAssertTrue(detail.contains { $0.contains("Current Price") && $0.contains("$2,689.66") }, "stats from the markets row")
        XCTAssertTrue(detail.contains { $0.contains("$2.78K┤") }, "the chart from its sparkline")
        XCTAssertTrue(detail.contains { $0.contains("description not available offline") })
        XCTAssertFalse(detail.contains { $0.contains("loading") || $0.contains("no chart data") }, detail.joined(separator: "\n"))
        XCTAssertTrue(detail[23].hasPrefix("offline │ CoinGecko · sample 2026-09-26 │ CoinGecko detail · no data"), detail[23])
        session.sendKeys("q", "q")
        XCTAssertEqual(session.waitForExit(), 0)
    }

    func testFilterNarrowsTheCoinList() throws {
        let session = try start()
        XCTAssertNotNil(waitForDashboard(session))
        session.sendKeys("/", "d", "o", "g", "e")
        let screen = try XCTUnwrap(session.waitFor { $0.contains { $0.contains("/ doge") } },
                                   session.capturePane().joined(separator: "\n"))
        XCTAssertTrue(screen.contains { $0.contains("Dogecoin") })
        XCTAssertFalse(screen.contains { $0.contains("Ethereum") })
        session.sendKeys("Escape", "q")
        XCTAssertEqual(session.waitForExit(), 0)
    }

    func testHelpOverlayOpensAndCloses() throws {
        let session = try start()
        XCTAssertNotNil(waitForDashboard(session))
        session.sendKeys("?")
        XCTAssertNotNil(session.waitFor { $0.contains { $0.contains("reload focused pane") } }, session.capturePane().joined(separator: "\n"))
        session.sendKeys("G")
        XCTAssertNotNil(session.waitFor { $0.contains { $0.contains("Ctrl-C") && $0.contains("quit, from anywhere") } },
                        "G scrolls the help to its last line: " + session.capturePane().joined(separator: "\n"))
        session.sendKeys("?")
        XCTAssertNotNil(session.waitFor { !$0.contains { $0.contains("Ctrl-C") || $0.contains("reload focused pane") } })
        session.sendKeys("q")
        XCTAssertEqual(session.waitForExit(), 0)
    }

    func testSIGTERMRestoresTheTerminalAndExitsWith143() throws {
        let session = try start()
        XCTAssertNotNil(waitForDashboard(session))
        let shell = session.paneValue("pane_pid")
        let children = Process()
        children.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        children.arguments = ["pgrep", "-P", shell]
        let pipe = Pipe()
        children.standardOutput = pipe
        try children.run()
        let pid = try XCTUnwrap(Int32(String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n").first ?? ""))
        children.waitUntilExit()
        XCTAssertEqual(kill(pid, SIGTERM), 0)
        XCTAssertEqual(session.waitForExit(), 143)
        XCTAssertEqual(session.paneValue("alternate_on"), "0")
    }

    func testResizeRedrawsAtTheNewSize() throws {
        let session = try start()
        XCTAssertNotNil(waitForDashboard(session))
        session.resize(width: 80, height: 24)
        let screen = try XCTUnwrap(session.waitFor { screen in
            // 80 columns: the shortest status-bar form, the sources grouped by origin with their dates.
            screen.count == 24 && screen[23].hasPrefix("offline │ sample: Privat 2025, ") && screen[23].hasSuffix("Gecko 2026-09-26")
        }, "no redraw at 80x24:\n\(session.capturePane().joined(separator: "\n"))")
        XCTAssertTrue(screen[0].hasPrefix("┌ Rates · UAH per 1 unit ─"), screen[0])
        XCTAssertTrue(screen.allSatisfy { $0.count <= 80 })
        // Below 100 columns the panes stack: the coin list under the rates.
        XCTAssertTrue(screen.contains { $0.hasPrefix("┌ Coins · CoinGecko") })
        XCTAssertTrue(screen.contains { $0.contains("1 BTC") && $0.hasSuffix("│") })
    }

    func testTinyTerminalShowsTooSmallThenRecovers() throws {
        let session = try start()
        XCTAssertNotNil(waitForDashboard(session))
        session.resize(width: 50, height: 12)
        XCTAssertNotNil(session.waitFor { $0.contains { $0.contains("terminal too small") } },
                        session.capturePane().joined(separator: "\n"))
        XCTAssertTrue(session.capturePane().contains { $0.contains("50x12 (need 60x15)") })
        session.resize(width: 100, height: 30)
        XCTAssertNotNil(session.waitFor { screen in
            screen.count == 30 && !screen.contains { $0.contains("too small") } && screen.contains { $0.contains("Bitcoin") }
        })
        session.sendKeys("q")
        XCTAssertEqual(session.waitForExit(), 0)
    }
}

/// #14 and #15 end to end in tmux: G reaches the end of an expanded description; Enter on a rates row opens the
/// currency's detail and 1–4 choose its period.
final class DetailKeysTmuxTests: TmuxTestCase {
    func testGInAnExpandedDescriptionShowsItsLastLine() throws {
        let session = try TmuxSession(width: 80, height: 24)
        self.session = session
        XCTAssertNotNil(session.waitFor { $0.contains { $0.contains("Bitcoin") } })
        session.sendKeys("Enter")
        XCTAssertNotNil(session.waitFor { $0.contains { $0.contains("Bitcoin (BTC)") } })
        session.sendKeys("m", "G")
        let end = session.waitFor { $0.contains { $0.contains("CryptoKitties.") } }
        XCTAssertNotNil(end, "the description's last words after G:\n" + session.capturePane().joined(separator: "\n"))
        session.sendKeys("q", "q")
        XCTAssertEqual(session.waitForExit(), 0)
    }

    func testEnterOnARatesRowOpensTheCurrencyDetailAndTheKeysChooseItsPeriod() throws {
        let session = try TmuxSession(width: 80, height: 24)
        self.session = session
        XCTAssertNotNil(session.waitFor { $0.contains { $0.contains("USD") } })
        session.sendKeys("Tab", "Enter")
        let detail = session.waitFor { screen in
            screen.first?.hasPrefix("┌ USD · US Dollar · 30 days") == true && screen.contains { $0.contains("Privat cash") || $0.contains("PrivatBank cash") }
        }
        XCTAssertNotNil(detail, session.capturePane().joined(separator: "\n"))
        session.sendKeys("1")
        XCTAssertNotNil(session.waitFor { $0.first?.hasPrefix("┌ USD · US Dollar · 7 days") == true },
                        session.capturePane().joined(separator: "\n"))
        session.sendKeys("Escape")
        XCTAssertNotNil(session.waitFor { $0.first?.hasPrefix("┌ Rates · UAH per 1 unit") == true })
        session.sendKeys("q")
        XCTAssertEqual(session.waitForExit(), 0)
    }
}
