import Foundation
@testable import KursApp
import KursCore
import TerminalUI
import TestSupport
import XCTest

/// The converter prices with any hryvnia source: `m` cycles PrivatBank → Monobank → NBU → mid-market (a source not
/// loaded is skipped); the bank rule for Monobank (buy for what is handed over, sale for what is received), the
/// official rate for the NBU; the rate line names the source and its time.
final class ConverterSourceTests: XCTestCase {
    private let fetchedAt = Date(timeIntervalSince1970: 1_697_288_400)  // 2023-10-14 13:00 UTC

    private func rates(monobank: Bool, nbu: Bool) throws -> ConverterRates {
        var rates = ConverterFixtures.rates
        if monobank {
            let rows = try MonobankDecoder.decode(Fixtures.data("monobank-bank-currency-full-2023-10-14.json")).elements
            rates.hryvnia[.monobank] = Fetched(value: .monobank(rows), fetchedAt: fetchedAt, origin: .live)
        }
        if nbu {
            let rows = try NBUDecoder.decode(Fixtures.data("nbu-exchange-full-2025-04-01-rawformat.json")).elements
            rates.hryvnia[.nbu] = Fetched(value: .nbu(rows), fetchedAt: fetchedAt, origin: .live)
        }
        return rates
    }

    func testMCyclesThroughTheLoadedSources() throws {
        let rates = try rates(monobank: true, nbu: false)
        var state = ConverterFixtures.state()
        var seen: [String] = []
        for _ in 0..<4 {
            ConverterReducer.handle(key: .toggleMode, state: &state, rates: rates)
            seen.append(state.hryvniaSource?.displayName ?? (state.mode == .bank ? "bank" : "mid-market"))
        }
        XCTAssertEqual(seen, ["Monobank", "mid-market", "bank", "Monobank"], "the NBU is not loaded: skipped")
    }

    func testMonobankPricesByTheBankRuleAndTheNBUByItsOfficialRate() throws {
        let rates = try rates(monobank: true, nbu: true)
        var state = ConverterFixtures.state()
        ConverterReducer.handle(key: .toggleMode, state: &state, rates: rates)
        let mono = try XCTUnwrap(state.conversion)
        XCTAssertEqual(mono.source, .monobank)
        XCTAssertEqual(mono.result, 100 * Decimal(string: "36.4")!, "UAH received for 100 USD at Monobank's buy (rateBuy 36.4)")
        XCTAssertEqual(ConverterRateText.rateLine(mono, rates: (fetchedAt, .live), timeZone: .gmt),
                       "1 USD = 36.40 UAH · Monobank buy · 13:00")
        ConverterReducer.handle(key: .toggleMode, state: &state, rates: rates)
        let nbu = try XCTUnwrap(state.conversion)
        XCTAssertEqual(nbu.source, .nbu)
        XCTAssertTrue(ConverterRateText.rateLine(nbu, rates: (fetchedAt, .live), timeZone: .gmt).hasSuffix("UAH · NBU official · 13:00"))
        let pane = ConverterPane(state: state, rates: rates, focused: true, timeZone: .gmt, theme: PaneTheme(colors: false))
        let top = PaneDataForTests.render(pane, width: 48, height: 14).lines()[0]
        XCTAssertTrue(top.hasSuffix(" NBU ┐"), top)
    }
}
