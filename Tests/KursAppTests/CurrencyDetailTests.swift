import Foundation
@testable import KursApp
import KursCore
import TerminalUI
import TestSupport
import XCTest

/// The currency detail: Enter on a rates row opens it and asks for its history, 1–4 choose the period, an answer
/// for another period is dropped, back keys return; the pane drawn whole at 80x24 and 120x40.
final class CurrencyDetailTests: XCTestCase {
    private let t0 = ReducerFixtures.t0

    private func press(_ keys: Key..., in state: inout AppState) -> [Effect] {
        keys.flatMap { AppReducer.reduce(&state, .key($0), now: t0) }
    }

    func testEnterOnARatesRowOpensItsDetailAndTheKeysChooseThePeriod() {
        var state = ReducerFixtures.loadedState()
        XCTAssertEqual(press(.tab, .enter, in: &state), [.loadHistory(code: "USD", days: 30)], "USD: the first compared currency")
        XCTAssertEqual(state.route, .currencyDetail(CurrencyDetailScreen(code: "USD")))
        XCTAssertEqual(press(.char("3"), in: &state), [.loadHistory(code: "USD", days: 90)])
        XCTAssertEqual(press(.char("3"), in: &state), [], "the period shown is not asked for again")
        let week = CurrencyHistory(privatbank: [HistoryDay(day: RateDay(t0), buy: 41, sale: 42)], nbu: [])
        _ = AppReducer.reduce(&state, .historyLoaded(code: "USD", days: 30, .loaded(week)), now: t0)
        XCTAssertEqual(state.route, .currencyDetail(CurrencyDetailScreen(code: "USD", days: 90)),
                       "an answer for the period left behind is dropped")
        _ = AppReducer.reduce(&state, .historyLoaded(code: "USD", days: 90, .loaded(week)), now: t0)
        XCTAssertEqual(state.route, .currencyDetail(CurrencyDetailScreen(code: "USD", days: 90, history: .loaded(week))))
        XCTAssertEqual(DashboardModelMapping.hints(state), "1-4 period  ? help  q quit")
        for back in [Key.escape, .char("h"), .char("q")] {
            _ = press(.enter, in: &state)
            XCTAssertEqual(state.screen.routes.count, 2)
            XCTAssertEqual(press(back, in: &state), [], "\(back) goes back, never quits from a detail")
            XCTAssertEqual(state.route, .dashboard)
        }
    }

    /// 2026-02-13 … 2026-02-17: buy/sale with a gap, the NBU on every day.
    private var history: CurrencyHistory {
        let days = (0..<5).map { RateDay(t0).adding(days: $0 - 4) }
        let buys: [Decimal?] = [41.10, 41.05, nil, 41.30, 41.25]
        let sales: [Decimal?] = [41.70, 41.65, nil, 41.90, 41.85]
        let nbu: [Decimal] = [41.2, 41.1, 41.3, 41.4, 41.4228]
        return CurrencyHistory(
            privatbank: (0..<5).map { HistoryDay(day: days[$0], buy: buys[$0], sale: sales[$0]) },
            nbu: (0..<5).map { HistoryDay(day: days[$0], rate: nbu[$0]) },
            notes: ["NBU: rate limited · retry in 1:00; 2 of 5 days not fetched"])
    }

    private var today: CurrencyComparison {
        CurrencyComparison(ccy: "USD", quotes: [
            SourceQuote(source: .privatbank, quote: RateQuote(ccy: "USD", baseCcy: .uah, buy: 41.25, sale: 41.85), fetchedAt: t0),
            SourceQuote(source: .monobank, quote: RateQuote(ccy: "USD", baseCcy: .uah, buy: 41.3, sale: 41.8), fetchedAt: t0),
            SourceQuote(source: .nbu, quote: RateQuote(ccy: "USD", baseCcy: .uah, rate: Decimal(string: "41.4228")), fetchedAt: t0),
        ])
    }

    func testThePaneAt120ColumnsSaysThePeriodTodayAndWhatIsMissing() {
        let pane = CurrencyDetailPane(code: "USD", days: 30, history: .loaded(history), today: today,
                                      theme: PaneTheme(colors: false))
        let lines = PaneDataForTests.render(pane, width: 120, height: 24).lines()
        XCTAssertTrue(lines[0].hasPrefix("┌ USD · US Dollar · 30 days "), lines[0])
        XCTAssertTrue(lines[0].hasSuffix(" Esc back ┐"), lines[0])
        XCTAssertEqual(lines[1], "│ 1 7d  2 30d  3 90d  4 1y" + String(repeating: " ", count: 93) + "│")
        XCTAssertTrue(lines[2].hasPrefix("│ 41.90┤"), lines[2])
        XCTAssertTrue(lines[16].hasPrefix("│       13 Feb"), lines[16])
        XCTAssertTrue(lines[16].hasSuffix("17 Feb │"), lines[16])
        let footer = lines[17...22].map { String($0.dropFirst(2).dropLast(2)).trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(footer, [
            "━ PrivatBank buy  ━ PrivatBank sale  ━ NBU",
            "PrivatBank buy  41.10 → 41.25  +0.15 (+0.36%)  low 41.05 14 Feb  high 41.30 16 Feb",
            "PrivatBank sale 41.70 → 41.85  +0.15 (+0.36%)  low 41.65 14 Feb  high 41.90 16 Feb",
            "NBU             41.20 → 41.42  +0.22 (+0.54%)  low 41.10 14 Feb  high 41.42 17 Feb",
            "Today           PrivatBank cash 41.25/41.85 · Monobank 41.30/41.80 · NBU 41.4228",
            "NBU: rate limited · retry in 1:00; 2 of 5 days not fetched",
        ])
        XCTAssertEqual(lines[23], "└" + String(repeating: "─", count: 118) + "┘")
    }

    func testTheBestBuyAndSaleAreBoldInTodaysLine() {
        let pane = CurrencyDetailPane(code: "USD", days: 30, history: .loaded(history), today: today,
                                      theme: PaneTheme(colors: false))
        let line = pane.todayLine(today)
        let bold = line.spans.filter { $0.style.modifiers.contains(.bold) }.map(\.text)
        XCTAssertEqual(bold, ["41.30", "41.80"], "Monobank pays the most and charges the least")
    }

    func testAt80x24WhileLoadingAndWhenTheDatabaseIsDamaged() {
        let loading = CurrencyDetailPane(code: "EUR", days: 7, history: .loading, today: nil, theme: PaneTheme(colors: false))
        let lines = PaneDataForTests.render(loading, width: 80, height: 24).lines()
        XCTAssertTrue(lines[0].hasPrefix("┌ EUR · Euro · 7 days "), lines[0])
        XCTAssertTrue(lines.contains { $0.contains("loading history…") })
        XCTAssertEqual(lines.filter { $0.contains("loading history…") }.count, 2, "in the chart's place and the footer")
        let damaged = CurrencyDetailPane(code: "EUR", days: 7, history: .unavailable("history.sqlite3 is damaged"),
                                         today: nil, theme: PaneTheme(colors: false))
        let text = PaneDataForTests.render(damaged, width: 80, height: 24).lines()
        XCTAssertTrue(text.contains { $0.contains("history unavailable: history.sqlite3 is damaged") }, text.joined(separator: "\n"))
        XCTAssertTrue(text.contains { $0.contains("no history") })
    }

    func testThePeriodIsExact() throws {
        let period = try XCTUnwrap(CurrencyPeriod([(RateDay(t0), nil), (RateDay(t0).adding(days: 1), 41.1),
                                                   (RateDay(t0).adding(days: 2), 41.3333)]))
        XCTAssertEqual(period.change, Decimal(string: "0.2333"))
        XCTAssertEqual(period.first.day, RateDay(t0).adding(days: 1))
        XCTAssertNil(CurrencyPeriod([(RateDay(t0), nil)]))
    }
}
