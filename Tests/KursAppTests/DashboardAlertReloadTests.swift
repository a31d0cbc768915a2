import Foundation
import KursCore
import TerminalUI
import TestSupport
import XCTest
@testable import KursApp

/// Alerts another process adds while the dashboard runs (`kurs alert add`) are checked at the dashboard's next
/// data: new data first asks for `alerts.json` again (`.reloadAlerts`, answered only when its `stat` changed), the
/// file's alerts keep the states the dashboard evaluated, and the new ones are checked at once.
final class DashboardAlertReloadTests: XCTestCase {
    private let t0 = ReducerFixtures.t0

    private func bitcoin(at price: String) -> AppMessage {
        let coin = Coin(id: "bitcoin", symbol: "btc", name: "Bitcoin", currentPrice: Decimal(string: price), marketCapRank: 1)
        return .loaded(ReducerFixtures.markets, .markets(Fetched(value: DecodedList(elements: [coin]), fetchedAt: t0, origin: .cache)),
                       generation: 0, isSnapshot: true)
    }

    func testNewDataReReadsTheFileAndChecksAnAlertAddedMeanwhile() throws {
        var state = ReducerFixtures.state(offline: true)
        _ = AppReducer.reduce(&state, .start, now: t0)
        state.alerts.watchesFile = true
        let seen = FileStatus(mode: 0o100600, owner: 1000, size: 2, modified: t0)
        state.alerts.fileStatus = seen
        XCTAssertEqual(AppReducer.reduce(&state, bitcoin(at: "16951.52"), now: t0), [.reloadAlerts(since: seen)],
                       "no alerts yet: only the question whether the file changed")

        var file = AlertList()
        try file.add(.price, .above, target: "bitcoin", threshold: 10000, vsCurrency: "usd")  // `kurs alert add` meanwhile
        let changed = FileStatus(mode: 0o100600, owner: 1000, size: 180, modified: t0.addingTimeInterval(5))
        let effects = AppReducer.reduce(&state, .alertsReloaded(file, status: changed, problem: nil), now: t0)
        var triggered = file.alerts[0]
        triggered.value = Decimal(string: "16951.52")
        triggered.state = .triggered
        triggered.triggeredAt = t0
        XCTAssertEqual(effects, [.recordAlerts([triggered]), .bell], "checked at once against the data shown")
        XCTAssertEqual(state.alerts.list.alerts, [triggered])
        XCTAssertEqual(state.alerts.fileStatus, changed)
        XCTAssertEqual(AlertChecks.marks(state), ["bitcoin"])
        XCTAssertEqual(AlertChecks.statusSpans(state, theme: PaneTheme(colors: false)).map(\.text), ["! alert: bitcoin ≥ 10000 usd"])

        // The file read again (its own record changed it): the dashboard's states stay, nothing rings twice.
        XCTAssertEqual(AppReducer.reduce(&state, .alertsReloaded(file, status: seen, problem: nil), now: t0), [])
        XCTAssertEqual(state.alerts.list.alerts, [triggered])
        // An alert removed in the file goes.
        XCTAssertEqual(AppReducer.reduce(&state, .alertsReloaded(AlertList(), status: nil, problem: nil), now: t0), [])
        XCTAssertEqual(state.alerts.list.alerts, [])
    }

    func testWithoutAnAlertsFileNothingIsReRead() throws {
        var state = ReducerFixtures.state(offline: true)
        _ = AppReducer.reduce(&state, .start, now: t0)
        XCTAssertEqual(AppReducer.reduce(&state, bitcoin(at: "16951.52"), now: t0), [])
    }

    func testRunnerReadsTheFileOnlyWhenItsStatChanged() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kurs-alerts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = AlertStore(fileURL: directory.appendingPathComponent("alerts.json"))
        let runner = EffectRunner(dataSource: RecordingLoader(), inbox: MessageInbox(wake: {}), alertStore: store)
        XCTAssertNil(runner.alertsIfChanged(since: nil), "no file, none seen: unchanged")

        try store.update { list throws(AlertError) in try list.add(.move, .beyond, target: "ethereum", threshold: 5) }
        let changed = try XCTUnwrap(runner.alertsIfChanged(since: nil))
        XCTAssertEqual(changed.list.alerts.map(\.summary), ["ethereum 24h beyond ±5%"])
        XCTAssertNil(changed.problem)
        XCTAssertEqual(changed.status, store.status())
        XCTAssertNil(runner.alertsIfChanged(since: changed.status), "the same stat: not read again")

        try store.update { list throws(AlertError) in try list.add(.price, .above, target: "bitcoin", threshold: 1, vsCurrency: "usd") }
        XCTAssertEqual(runner.alertsIfChanged(since: changed.status)?.list.alerts.count, 2)
    }
}
