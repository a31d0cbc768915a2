import Foundation
import TestSupport
import XCTest

/// The coin list's own keys in tmux, online against the fixture server (`coingecko-markets-usd-100.json` for every
/// vs currency): `f` / `F` favourites (kept in `$XDG_STATE_HOME/kurs/favourites.json` across a restart), `o` / `O`
/// sorting, `v` the vs currency, and a `/` filter that matches nothing searching CoinGecko.
final class CoinListTmuxTests: OnlineTmuxTestCase {
    /// The coins pane's rows under its header ("#  Coin  Price …"), trimmed: the right-hand pane of a 120-column
    /// dashboard (after "││").
    private func coinRows(_ screen: [String]) -> [String] {
        let pane = screen.map { $0.contains("││") ? $0.components(separatedBy: "││").last ?? "" : "" }
        guard let header = pane.firstIndex(where: { $0.contains("Coin") && $0.contains("Price") }) else { return [] }
        return pane[(header + 1)...].map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "│ ")) }
            .filter { !$0.isEmpty }
    }

    /// The first coin row's text; "" when none.
    private func firstRow(_ screen: [String]) -> String { coinRows(screen).first ?? "" }

    private func startLoaded() throws -> TmuxSession {
        let session = try start()
        XCTAssertNotNil(session.waitFor { $0.contains { $0.contains("BTC") && $0.contains("$16,951.52") } }, screen(session))
        return session
    }

    func testFavouritesAreMarkedShownAloneAndKeptAcrossARestart() throws {
        var session = try startLoaded()
        session.sendKeys("f")
        XCTAssertNotNil(session.waitFor { $0.contains { $0.contains("★") && $0.contains("BTC") } }, screen(session))
        session.sendKeys("j")
        session.sendKeys("f")
        XCTAssertNotNil(session.waitFor { $0.contains { $0.contains("★") && $0.contains("ETH") } }, screen(session))

        session.sendKeys("F")
        let favourites = session.waitFor { screen in
            screen.contains { $0.contains("★ favourites") } && !screen.contains { $0.contains("USDT") }
        }
        XCTAssertNotNil(favourites, screen(session))
        let rows = coinRows(favourites ?? [])
        XCTAssertEqual(rows.count, 2, screen(session))
        XCTAssertTrue(rows.first?.hasPrefix("1 ★ BTC") == true && rows.last?.hasPrefix("2 ★ ETH") == true, "\(rows)")

        let file = try XCTUnwrap(stateDirectory).appendingPathComponent("kurs/favourites.json")
        session.sendKeys("q")
        XCTAssertEqual(session.waitForExit(), 0)
        let saved = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(saved.contains("\"bitcoin\"") && saved.contains("\"ethereum\""), saved)

        session = try startLoaded()
        XCTAssertNotNil(session.waitFor { screen in
            screen.contains { $0.contains("★") && $0.contains("BTC") } && screen.contains { $0.contains("★") && $0.contains("ETH") }
        }, "the favourites after a restart:\n\(screen(session))")
        session.sendKeys("F")
        XCTAssertNotNil(session.waitFor { $0.contains { $0.contains("★ favourites") } && !$0.contains { $0.contains("USDT") } }, screen(session))
        session.sendKeys("F")
        XCTAssertNotNil(session.waitFor { $0.contains { $0.contains("USDT") } && !$0.contains { $0.contains("★ favourites") } },
                        "F again shows all:\n\(screen(session))")
        session.sendKeys("q")
        XCTAssertEqual(session.waitForExit(), 0)
    }

    func testSortMovesToTheNextColumnAndReverses() throws {
        let session = try startLoaded()
        session.sendKeys("o")
        XCTAssertNotNil(session.waitFor { $0.contains { $0.contains("#▲") || $0.contains("# ▲") || $0.contains("▲ #") } }, screen(session))
        XCTAssertTrue(firstRow(session.capturePane()).contains("BTC"), screen(session))
        session.sendKeys("o")
        session.sendKeys("Home")
        XCTAssertNotNil(session.waitFor { firstRow($0).contains("1INCH") && $0.contains { $0.contains("Coin▲") || $0.contains("Coin ▲") } },
                        "by symbol A → Z:\n\(screen(session))")
        session.sendKeys("O")
        session.sendKeys("Home")  // the cursor stays on its coin (BTC); the top of the list is the first row
        XCTAssertNotNil(session.waitFor { firstRow($0).contains("ZIL") && $0.contains { $0.contains("Coin▼") || $0.contains("Coin ▼") } },
                        "by symbol Z → A:\n\(screen(session))")
        session.sendKeys("o")
        session.sendKeys("Home")
        XCTAssertNotNil(session.waitFor { firstRow($0).contains("1inch") && $0.contains { $0.contains("Name▲") || $0.contains("Name ▲") } },
                        "by name A → Z:\n\(screen(session))")
        session.sendKeys("O")
        session.sendKeys("Home")
        XCTAssertNotNil(session.waitFor { firstRow($0).contains("Zilliqa") }, "by name Z → A:\n\(screen(session))")
        session.sendKeys("q")
        XCTAssertEqual(session.waitForExit(), 0)
    }

    func testVChangesTheVsCurrencyAndNeverShowsDollarsUnderIt() throws {
        let session = try startLoaded()
        inject(.slow, path: "/api/v3/coins/markets", delay: 2)
        session.sendKeys("v")
        // While the EUR list is on its way the pane has no prices: the dollar list is not shown as euros.
        let waiting = session.waitFor { !$0.contains { $0.contains("$16,951.52") } }
        XCTAssertNotNil(waiting, screen(session))
        XCTAssertFalse((waiting ?? []).contains { $0.contains("€16,951.52") || $0.contains("$16,951.52") }, screen(session))
        let euros = session.waitFor { $0.contains { $0.contains("BTC") && $0.contains("€16,951.52") } }
        XCTAssertNotNil(euros, "the served prices in euros:\n\(screen(session))")
        XCTAssertTrue(targets().contains { $0.contains("/coins/markets?") && $0.contains("vs_currency=eur") }, "\(targets())")
        session.sendKeys("q")
        XCTAssertEqual(session.waitForExit(), 0)
    }

    func testAFilterThatMatchesNothingSearchesCoinGeckoAndOpensTheChosenCoin() throws {
        let session = try startLoaded()
        session.sendKeys("/")
        session.sendKeys("pepe", literal: true)
        XCTAssertNotNil(session.waitFor { $0.contains { $0.contains("pepe") } }, screen(session))
        session.sendKeys("Enter")
        let results = session.waitFor { screen in
            screen.contains { $0.contains("Pepe") && $0.contains("PEPE") } && screen.contains { $0.contains("Based Pepe") }
        }
        XCTAssertNotNil(results, "both coins with the symbol PEPE:\n\(screen(session))")
        XCTAssertTrue(targets().contains { $0.contains("/search?") && $0.contains("query=pepe") }, "\(targets())")
        session.sendKeys("Enter")
        XCTAssertNotNil(session.waitFor { $0.contains { $0.contains("Pepe (PEPE)") && $0.contains("Esc back") } },
                        "Pepe's detail:\n\(screen(session))")
        // The fixture server has no market data or chart for pepe: once its fetch fails the chart says so, never a blank.
        XCTAssertNotNil(session.waitFor { $0.contains { $0.contains("no data for 7d: not found") } }, screen(session))
        XCTAssertTrue(targets().contains { $0.contains("/coins/markets?") && $0.contains("ids=pepe") }, "\(targets())")
        session.sendKeys("Escape")
        XCTAssertNotNil(session.waitFor { $0.contains { $0.contains("Coins · CoinGecko") } }, screen(session))
        session.sendKeys("q")
        XCTAssertEqual(session.waitForExit(), 0)
    }
}
