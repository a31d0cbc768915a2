import Foundation
@testable import KursApp
import KursCore
import TerminalUI
import TestSupport
import XCTest

/// The status bar never cuts a segment: failing sources and notices have short forms ("NBU: bad response",
/// "cities.json → cities.json.corrupt-…"), and when even the shortest form is too wide whole segments are left out from the end.
final class StatusBarFitTests: XCTestCase {
    private let t0 = ReducerFixtures.t0
    private func at(_ minutes: Double) -> Date { t0.addingTimeInterval(minutes * 60) }

    /// The loaded state with PrivatBank and the NBU failing, at `width`x`height`.
    private func failing(width: Int, height: Int) -> AppState {
        var state = ReducerFixtures.loadedState(answerMid: true)
        let generations = ReducerFixtures.fetches(AppReducer.reduce(&state, .key(.char("r")), now: at(1)))
        _ = AppReducer.reduce(&state, .failed(ReducerFixtures.bank, .unusable("PrivatBank sent no usable rates"),
                                              generation: generations[ReducerFixtures.bank]!), now: at(1))
        _ = AppReducer.reduce(&state, .failed(ReducerFixtures.nbu, .unexpectedContent("not JSON"),
                                              generation: generations[ReducerFixtures.nbu]!), now: at(1))
        state.screen.size = TerminalSize(width: width, height: height)
        return state
    }

    private func bottom(_ state: AppState) -> String {
        let row = DashboardView.render(state, now: at(1)).lines().last ?? ""
        XCTAssertFalse(row.contains("…"), row)
        return row.replacingOccurrences(of: " +$", with: "", options: .regularExpression)
    }

    /// The hint candidates split on two spaces exactly as `components(separatedBy:)` and `joined(separator:)` did.
    func testHintCandidatesAreTheGroupsDroppedFromTheFront() {
        func reference(_ hints: String) -> [String] {
            let groups = hints.components(separatedBy: "  ").filter { !$0.isEmpty }
            guard let help = groups.lastIndex(where: { $0.hasPrefix("? ") }) else { return [hints] }
            return (0...help).map { groups[$0...].joined(separator: "  ") } + [groups[help]]
        }
        for hints in ["q quit  r refresh  ? help", "? help", "", "q quit", "a   b  ? help  x", "  ? help  ", "f/t currency  ? help",
                      "é ü  ★ fav  ? help", "? help  ? again", "a    b", "?  \u{301}   \u{301}éé ", "x \u{301} ? help"] {
            XCTAssertEqual(StatusBar(sources: [], hints: hints).hintCandidates, reference(hints), hints)
        }
        XCTAssertEqual(StatusBar(sources: [], hints: "q quit  r refresh  ? help").hintCandidates,
                       ["q quit  r refresh  ? help", "r refresh  ? help", "? help", "? help"])
    }

    func testFailingSourcesAreSaidWholeAt120And80Columns() {
        XCTAssertEqual(bottom(failing(width: 120, height: 40)),
                       "live 12:00: Mono, er-api, Gecko │ Privat · live 12:00 · sent no usable rates │ NBU · live 12:00 · bad response")
        XCTAssertEqual(bottom(failing(width: 80, height: 24)), "live 12:00: Mono, er-api │ Privat: sent no usable rates │ NBU: bad response",
                       "the tight form is 82 columns: the last healthy source gives way, the failing ones stay")
        XCTAssertEqual(bottom(failing(width: 82, height: 24)),
                       "live 12:00: Mono, er-api, Gecko │ Privat: sent no usable rates │ NBU: bad response")
    }

    func testAFailingSourceShowingTheSampleKeepsItsLabelInTheTightForm() {
        let now = ReducerFixtures.t0
        let sample = StatusBarSource(id: ReducerFixtures.bank.id, source: .privatBank, part: nil,
                                     origin: .embeddedSample(recordedOn: "2025"), fetchedAt: now)
        XCTAssertEqual(StatusBarSegments.errorAlone("Privat · sample 2025 · bad response", source: sample, now: now,
                                                    timeZone: .gmt), "Privat sample 2025: bad response")
        let live = StatusBarSource(id: ReducerFixtures.bank.id, source: .privatBank, part: nil, origin: .live, fetchedAt: now)
        XCTAssertEqual(StatusBarSegments.errorAlone("Privat · live 12:00 · bad response", source: live, now: now,
                                                    timeZone: .gmt), "Privat: bad response")
        let none = StatusBarSource(id: ReducerFixtures.bank.id, source: .privatBank, part: nil, origin: nil, fetchedAt: nil)
        XCTAssertEqual(StatusBarSegments.errorAlone("Privat · bad response", source: none, now: now, timeZone: .gmt),
                       "Privat: bad response")
    }

    func testWithEveryFetchFailingTheSamplesOnScreenStayLabelled() {
        var state = ReducerFixtures.state()
        state.screen.size = TerminalSize(width: 80, height: 24)
        _ = AppReducer.reduce(&state, .start, now: t0)
        _ = AppReducer.reduce(&state, .loaded(ReducerFixtures.markets, .markets(ReducerFixtures.coins(
            [("bitcoin", "Bitcoin")], origin: .embeddedSample(recordedOn: "2026-09-26"))), generation: 0, isSnapshot: true), now: t0)
        _ = AppReducer.reduce(&state, .loaded(ReducerFixtures.bank, .bankRates(ReducerFixtures.rates(
            ["EUR", "USD"], at: t0, origin: .embeddedSample(recordedOn: "2025"))), generation: 0, isSnapshot: true), now: t0)
        let generations = ReducerFixtures.fetches(AppReducer.reduce(&state, .key(.char("r")), now: at(1)))
        XCTAssertFalse(generations.isEmpty)
        for (source, generation) in generations {
            _ = AppReducer.reduce(&state, .failed(source, .unexpectedContent("not JSON"), generation: generation), now: at(1))
        }
        XCTAssertEqual(bottom(state), "bad response · sample: Privat 2025, Gecko 2026-09-26 │ Mono, NBU: bad response",
                       "the samples on screen keep their label; the sources showing nothing share one segment")
        state.screen.size = TerminalSize(width: 120, height: 40)
        XCTAssertEqual(bottom(state), "bad response · sample: Privat 2025, Gecko 2026-09-26 │ Mono, NBU, er-api: bad response")
    }

    func testACorruptCitiesFileSaysWhereItWasKept() {
        var state = ReducerFixtures.loadedState(answerMid: true)
        state.screen.size = TerminalSize(width: 100, height: 30)
        state.screen.configWarning = "cities.json could not be used (not JSON: Unexpected character at line 1); "
            + "kept as cities.json.corrupt-20261202-011400"
        XCTAssertEqual(bottom(state), "live 12:00: Privat, Mono, NBU, er-api, Gecko │ cities.json → cities.json.corrupt-20261202-011400")
    }

    func testShortNoticeDropsTheReasonAndKeepsTheFileName() {
        XCTAssertEqual(StatusBarSegments.shortNotice("cities.json could not be used (not JSON (x)); kept as cities.json.corrupt-1"),
                       "cities.json → cities.json.corrupt-1")
        XCTAssertEqual(StatusBarSegments.shortNotice("portfolio.json could not be used (denied) nor moved aside; it is left as it is"),
                       "portfolio.json unusable, left as it is")
        XCTAssertEqual(StatusBarSegments.shortNotice("config has errors · defaults in use · kurs config check"),
                       "config has errors · defaults in use")
        XCTAssertEqual(StatusBarSegments.shortNotice("PLN not quoted · using USD"), "PLN not quoted · using USD")
    }

    func testWhenNothingFitsWholeSegmentsAreLeftOutFromTheEnd() {
        let bar = StatusBar(sources: [Span("PrivatBank · sample 2025"), Span("CoinGecko · cache 15:57")],
                            shorterForms: [[Span("Privat · sample 2025"), Span("Gecko · cache 15:57")]])
        var buffer = Buffer(area: Rect(x: 0, y: 0, width: 30, height: 1))
        bar.render(area: buffer.area, buffer: &buffer)
        XCTAssertEqual(buffer.lines(), ["Privat · sample 2025" + String(repeating: " ", count: 10)])
        var tiny = Buffer(area: Rect(x: 0, y: 0, width: 12, height: 1))
        bar.render(area: tiny.area, buffer: &tiny)
        XCTAssertEqual(tiny.lines(), [String(repeating: " ", count: 12)], "a segment is never cut")
    }
}

/// The tight forms leave out healthy sources from the end, one by one, before any whole segment.
final class StatusBarTightFormsTests: XCTestCase {
    func testTheLastHealthySourceGivesWayFirst() {
        let state = ReducerFixtures.loadedState(answerMid: true)
        let forms = StatusBarSegments.forms(state, now: ReducerFixtures.t0, theme: PaneTheme(colors: false))
        let texts = forms.map { StatusBar(sources: $0).line($0).plainText }
        XCTAssertEqual(Array(texts.suffix(5)), [
            "live 12:00: Privat, Mono, NBU, er-api, Gecko", "live 12:00: Privat, Mono, NBU, er-api",
            "live 12:00: Privat, Mono, NBU", "live 12:00: Privat, Mono", "live: Privat 12:00",
        ], texts.joined(separator: "\n"))
    }
}

/// The dashboard's status bar makes its shorter forms only when the full one does not fit, and then only up to the
/// first that fits; what it draws is what it drew with every form made first.
final class StatusBarFormsOnDemandTests: XCTestCase {
    func testFormsAreMadeOnlyUpToTheFirstThatFitsAndDrawTheSame() {
        var state = ReducerFixtures.loadedState(answerMid: true)
        let theme = PaneTheme(colors: false)
        for width in [200, 120, 100, 80, 60, 45, 30, 12] {
            state.screen.size = TerminalSize(width: width, height: 24)
            let eager = StatusBarSegments.forms(state, now: ReducerFixtures.t0, theme: theme)
            let asked = LockedLog<Int>()
            let lazy = StatusBarForms(count: eager.count - 1) { [state] index in
                asked.add(index)
                return StatusBarSegments.form(index + 1, of: state, now: ReducerFixtures.t0, theme: theme)
            }
            var drawnLazily = Buffer(area: Rect(x: 0, y: 0, width: width, height: 1))
            StatusBar(sources: eager[0], shorterForms: lazy, theme: theme).render(area: drawnLazily.area, buffer: &drawnLazily)
            var drawnEagerly = Buffer(area: drawnLazily.area)
            StatusBar(sources: eager[0], shorterForms: Array(eager.dropFirst()), theme: theme)
                .render(area: drawnEagerly.area, buffer: &drawnEagerly)
            XCTAssertEqual(drawnLazily, drawnEagerly, "width \(width)")
            // Asked in order, each once, none past the one drawn (the shortest again only when nothing fits, to
            // leave segments out of it).
            var sequence = asked.all
            if sequence.count >= 2, sequence.suffix(2) == [eager.count - 2, eager.count - 2] { sequence.removeLast() }
            XCTAssertEqual(sequence, Array(0..<sequence.count), "width \(width): \(asked.all)")
            if width == 200 { XCTAssertEqual(asked.all, [], "the full form fits") }
            if width == 12 { XCTAssertEqual(asked.all.count, eager.count, "nothing fits: every form tried") }
        }
    }
}
