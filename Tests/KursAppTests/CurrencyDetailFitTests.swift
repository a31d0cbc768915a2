import Foundation
@testable import KursApp
import KursCore
import TerminalUI
import TestSupport
import XCTest

/// The currency detail's number lines at 80x24 and 100x30: shorter label sets by width, today's quotes broken
/// into rows between quotes, a damaged database's reason said once and wrapped — no line cut with "…".
final class CurrencyDetailFitTests: XCTestCase {
    private let t0 = ReducerFixtures.t0

    /// 2026-02-13 … 2026-02-17, buy/sale and the NBU.
    private var history: CurrencyHistory {
        let days = (0..<5).map { RateDay(t0).adding(days: $0 - 4) }
        let buys: [Decimal] = [41.10, 41.05, 41.2, 41.30, 41.25]
        let sales: [Decimal] = [41.70, 41.65, 41.8, 41.90, 41.85]
        let nbu: [Decimal] = [41.2, 41.1, 41.3, 41.4, 41.4228]
        return CurrencyHistory(
            privatbank: (0..<5).map { HistoryDay(day: days[$0], buy: buys[$0], sale: sales[$0]) },
            nbu: (0..<5).map { HistoryDay(day: days[$0], rate: nbu[$0]) })
    }

    /// All four sources.
    private var today: CurrencyComparison {
        func bank(_ source: HistorySource, _ buy: Decimal, _ sale: Decimal) -> SourceQuote {
            SourceQuote(source: source, quote: RateQuote(ccy: "USD", baseCcy: .uah, buy: buy, sale: sale), fetchedAt: t0)
        }
        return CurrencyComparison(ccy: "USD", quotes: [
            bank(.privatbank, 41.25, 41.85), bank(.privatbankCard, 41.35, 41.75), bank(.monobank, 41.3, 41.8),
            SourceQuote(source: .nbu, quote: RateQuote(ccy: "USD", baseCcy: .uah, rate: Decimal(string: "41.4228")),
                        fetchedAt: t0),
        ])
    }

    private func footer(width: Int, height: Int, history load: CurrencyHistoryLoad? = nil,
                        today: CurrencyComparison? = nil) -> [String] {
        let pane = CurrencyDetailPane(code: "USD", days: 30, history: load ?? .loaded(history), today: today ?? self.today,
                                      theme: PaneTheme(colors: false))
        let lines = PaneDataForTests.render(pane, width: width, height: height).lines()
        XCTAssertFalse(lines.contains { $0.contains("…") }, lines.joined(separator: "\n"))
        return lines
    }

    private func trimmed(_ lines: ArraySlice<String>) -> [String] {
        lines.map { String($0.dropFirst(2).dropLast(2)).replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
    }

    func testAt80x24TheLowAndHighAreMarkedAndTodayBreaksBetweenQuotes() {
        let lines = footer(width: 80, height: 24)
        XCTAssertEqual(lines.count, 24)
        XCTAssertEqual(trimmed(lines[17...22]), [
            "━ PrivatBank buy  ━ PrivatBank sale  ━ NBU",
            "PrivatBank buy  41.10 → 41.25  +0.15 (+0.36%)  ↓41.05 14 Feb  ↑41.30 16 Feb",
            "PrivatBank sale 41.70 → 41.85  +0.15 (+0.36%)  ↓41.65 14 Feb  ↑41.90 16 Feb",
            "NBU             41.20 → 41.42  +0.22 (+0.54%)  ↓41.10 14 Feb  ↑41.42 17 Feb",
            "Today           Privat cash 41.25/41.85 · Privat card 41.35/41.75",
            "                Mono 41.30/41.80 · NBU 41.4228",
        ])
        XCTAssertEqual(lines[23], "└" + String(repeating: "─", count: 78) + "┘")
    }

    func testAt100x30TheWordsStayAndTodayBreaksWithShortNames() {
        let lines = footer(width: 100, height: 30)
        XCTAssertEqual(trimmed(lines[23...28]), [
            "━ PrivatBank buy  ━ PrivatBank sale  ━ NBU",
            "PrivatBank buy  41.10 → 41.25  +0.15 (+0.36%)  low 41.05 14 Feb  high 41.30 16 Feb",
            "PrivatBank sale 41.70 → 41.85  +0.15 (+0.36%)  low 41.65 14 Feb  high 41.90 16 Feb",
            "NBU             41.20 → 41.42  +0.22 (+0.54%)  low 41.10 14 Feb  high 41.42 17 Feb",
            "Today           Privat cash 41.25/41.85 · Privat card 41.35/41.75 · Mono 41.30/41.80",
            "                NBU 41.4228",
        ])
    }

    func testAt60ColumnsTheShortestSetBreaksBetweenNumbers() throws {
        let lines = footer(width: 60, height: 30)
        let start = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("│ Privat buy ") }, lines.joined(separator: "\n"))
        XCTAssertEqual(trimmed(lines[start...(start + 1)]), ["Privat buy  41.10 → 41.25  +0.15 (+0.36%)  ↓41.05 14 Feb",
                                                              "            ↑41.30 16 Feb"])
    }

    func testADamagedDatabaseIsSaidOnceAndItsReasonWraps() {
        let reason = HistoryError.damaged(
            "/home/someone/.local/share/kurs/history.sqlite3 is damaged: file is not a database").message
        let lines = footer(width: 80, height: 24, history: .unavailable(reason))
        XCTAssertEqual(trimmed(lines[21...22]), [
            "history unavailable: /home/someone/.local/share/kurs/history.sqlite3 is",
            "damaged: file is not a database",
        ], lines.joined(separator: "\n"))
        XCTAssertEqual(lines.filter { $0.contains("history unavailable") }.count, 1)
    }
}

/// The currency detail's dates carry the year outside the current one, and today's quotes are "Today" only when
/// they are from today (the embedded sample is "Latest · sample 2025").
final class CurrencyDetailDatesTests: XCTestCase {
    /// 2026-12-02 12:00 UTC.
    private let now = Date(timeIntervalSince1970: 1_796_212_800)

    /// 365 days up to `now`'s day: PrivatBank's buy/sale and the NBU, lowest on the first day, highest on the last.
    private var year: CurrencyHistory {
        let today = RateDay(now)
        let days = (0..<365).map { today.adding(days: $0 - 364) }
        return CurrencyHistory(
            privatbank: days.enumerated().map { HistoryDay(day: $1, buy: 41 + Decimal($0) / 1000, sale: 42 + Decimal($0) / 1000) },
            nbu: days.enumerated().map { HistoryDay(day: $1, rate: 41.5 + Decimal($0) / 1000) })
    }

    private func quotes(at date: Date) -> CurrencyComparison {
        CurrencyComparison(ccy: "USD", quotes: [
            SourceQuote(source: .privatbank, quote: RateQuote(ccy: "USD", baseCcy: .uah, buy: 41.25, sale: 41.85), fetchedAt: date),
            SourceQuote(source: .nbu, quote: RateQuote(ccy: "USD", baseCcy: .uah, rate: Decimal(string: "41.4228")), fetchedAt: date),
        ])
    }

    private func lines(today: CurrencyComparison, origin: String?) -> [String] {
        let pane = CurrencyDetailPane(code: "USD", days: 365, history: .loaded(year), today: today,
                                      theme: PaneTheme(colors: false), now: now, todayOrigin: origin)
        let lines = PaneDataForTests.render(pane, width: 120, height: 24).lines()
        return lines.map { String($0.dropFirst(2).dropLast(2)).replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
    }

    func testAYearChartSaysTheYearOfLastYearsDays() {
        let text = lines(today: quotes(at: now), origin: nil)
        XCTAssertTrue(text[17].hasPrefix("      3 Dec 2025   "), text.joined(separator: "\n"))
        XCTAssertTrue(text[17].hasSuffix("   2 Dec"), text[17])
        XCTAssertEqual(Array(text[19...22]), [
            "PrivatBank buy  41.00 → 41.36  +0.36 (+0.89%)  low 41.00 3 Dec 2025  high 41.36 2 Dec",
            "PrivatBank sale 42.00 → 42.36  +0.36 (+0.87%)  low 42.00 3 Dec 2025  high 42.36 2 Dec",
            "NBU             41.50 → 41.86  +0.36 (+0.88%)  low 41.50 3 Dec 2025  high 41.86 2 Dec",
            "Today           PrivatBank cash 41.25/41.85 · NBU 41.4228",
        ])
    }

    func testTheSampleIsLatestWithItsOriginAndAnOldCacheWithItsDay() {
        let sample = Date(timeIntervalSince1970: 1_740_830_400)  // 2025-03-01 12:00 UTC
        XCTAssertEqual(lines(today: quotes(at: sample), origin: "sample 2025")[22],
                       "Latest          sample 2025 · PrivatBank cash 41.25/41.85 · NBU 41.4228")
        XCTAssertEqual(lines(today: quotes(at: now.addingTimeInterval(-86_400)), origin: "cache")[22],
                       "Latest          cache 1 Dec · PrivatBank cash 41.25/41.85 · NBU 41.4228")
        XCTAssertEqual(lines(today: quotes(at: now), origin: "cache")[22],
                       "Today           PrivatBank cash 41.25/41.85 · NBU 41.4228", "a cache from today is today's")
    }
}
