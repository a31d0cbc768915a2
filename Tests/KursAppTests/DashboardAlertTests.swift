import Foundation
import KursCore
import TerminalUI
import TestSupport
import XCTest
@testable import KursApp

/// Alerts in the dashboard: checked on each `.loaded` of the markets list or a bank source, a crossing rings the
/// bell once (and notifies when the config says so), a crossing back re-arms; the triggered alert is marked on its
/// coin row and in the status bar.
final class DashboardAlertTests: XCTestCase {
    private let t0 = ReducerFixtures.t0

    /// The markets list with bitcoin at `price`, as a cache snapshot dated `date` (each newer one is shown).
    private func bitcoin(at price: String, on date: Date? = nil) -> AppMessage {
        let coin = Coin(id: "bitcoin", symbol: "btc", name: "Bitcoin", currentPrice: Decimal(string: price),
                        marketCapRank: 1, priceChangePercentage24h: Decimal(string: "1.5"))
        return .loaded(ReducerFixtures.markets, .markets(Fetched(value: DecodedList(elements: [coin]), fetchedAt: date ?? t0, origin: .cache)),
                       generation: 0, isSnapshot: true)
    }

    private func stateWithAlert() throws -> AppState {
        var state = ReducerFixtures.state(offline: true)
        _ = AppReducer.reduce(&state, .start, now: t0)
        var list = AlertList()
        try list.add(.price, .above, target: "bitcoin", threshold: 70000, vsCurrency: "usd")
        state.alerts.list = list
        return state
    }

    func testCrossingRingsOnceThenReArmsAndRingsAgain() throws {
        let clock = ManualClock(now: t0)
        var state = try stateWithAlert()
        var expected = state

        // Below the level: the value is recorded, nothing rings.
        var effects = AppReducer.reduce(&state, bitcoin(at: "69000", on: clock.now), now: clock.now)
        var alert = expected.alerts.list.alerts[0]
        alert.value = 69000
        XCTAssertEqual(effects, [.recordAlerts([alert])])

        // Crossing up: triggered now, one bell.
        clock.advance(by: 60)
        let crossed = clock.now
        effects = AppReducer.reduce(&state, bitcoin(at: "70500.25", on: clock.now), now: clock.now)
        alert.value = Decimal(string: "70500.25")
        alert.state = .triggered
        alert.triggeredAt = crossed
        XCTAssertEqual(effects, [.recordAlerts([alert]), .bell])
        expected = state
        XCTAssertEqual(state.alerts.list.alerts, [alert])
        XCTAssertEqual(AlertChecks.marks(state), ["bitcoin"], "the coin row is marked")

        // Still above: the new value is recorded, no second bell.
        clock.advance(by: 60)
        effects = AppReducer.reduce(&state, bitcoin(at: "71000", on: clock.now), now: clock.now)
        alert.value = 71000
        XCTAssertEqual(effects, [.recordAlerts([alert])])
        XCTAssertFalse(effects.contains(.bell))
        // The same value again changes nothing and records nothing.
        XCTAssertEqual(AppReducer.reduce(&state, bitcoin(at: "71000", on: clock.now), now: clock.now), [])

        // Crossing back: re-armed (keeps when it last triggered), silent.
        clock.advance(by: 60)
        effects = AppReducer.reduce(&state, bitcoin(at: "69999.99", on: clock.now), now: clock.now)
        alert.value = Decimal(string: "69999.99")
        alert.state = .armed
        XCTAssertEqual(effects, [.recordAlerts([alert])])
        XCTAssertEqual(state.alerts.list.alerts, [alert])
        XCTAssertEqual(AlertChecks.marks(state), [])

        // And up again: a second crossing, a second bell, at its own time.
        clock.advance(by: 60)
        state.settings.notifyAlerts = true
        effects = AppReducer.reduce(&state, bitcoin(at: "70000", on: clock.now), now: clock.now)
        alert.value = 70000
        alert.state = .triggered
        alert.triggeredAt = clock.now
        XCTAssertEqual(effects, [.recordAlerts([alert]), .bell, .notify("bitcoin ≥ 70000 usd: 70000")])
        _ = expected
    }

    func testRecordedListReplacesTheShownOneAndTheStatusBarSaysWhatTriggered() throws {
        var state = try stateWithAlert()
        _ = AppReducer.reduce(&state, bitcoin(at: "75000"), now: t0)
        let spans = AlertChecks.statusSpans(state, theme: PaneTheme(colors: false))
        XCTAssertEqual(spans.map(\.text), ["! alert: bitcoin ≥ 70000 usd"])
        XCTAssertTrue(StatusBarSegments.spans(state, now: t0, theme: PaneTheme(colors: false), form: .full)
            .contains { $0.text == "! alert: bitcoin ≥ 70000 usd" })

        var file = state.alerts.list
        try file.add(.move, .beyond, target: "ethereum", threshold: 5)  // added by `kurs alert add` meanwhile
        _ = AppReducer.reduce(&state, .alertsRecorded(.success(file), notice: nil), now: t0)
        XCTAssertEqual(state.alerts.list.alerts.count, 2, "the file's list, with the other process's alert")
        _ = AppReducer.reduce(&state, .alertsRecorded(.failure(PortfolioSaveFailure(message: "cannot update alerts.json")), notice: nil), now: t0)
        XCTAssertEqual(AlertChecks.statusSpans(state, theme: PaneTheme(colors: false)).last?.text, "cannot update alerts.json")
    }

    func testManyTriggeredAlertsShortenInTheStatusBarInsteadOfVanishing() throws {
        var state = try stateWithAlert()
        for level in stride(from: 1000, through: 12000, by: 1000) {
            try state.alerts.list.add(.price, .above, target: "bitcoin", threshold: Decimal(level), vsCurrency: "usd")
        }
        _ = AppReducer.reduce(&state, bitcoin(at: "75000"), now: t0)
        XCTAssertEqual(AlertChecks.statusSpans(state, theme: PaneTheme(colors: false), tight: true).map(\.text),
                       ["! 13 alerts: bitcoin ≥ 70000 usd +12"])
        for (width, height) in [(80, 24), (120, 40)] {
            state.screen.size = TerminalSize(width: width, height: height)
            let bottom = DashboardView.render(state, now: t0).lines().last ?? ""
            XCTAssertTrue(bottom.contains("! 13 alerts: bitcoin ≥ 70000 usd +12"), "\(width)x\(height): \(bottom)")
        }
    }

    func testEventLoopRingsTheBackendsBell() throws {
        let backend = TestBackend(width: 120, height: 40)
        let loop = EventLoop(terminal: backend,
                             runner: EffectRunner(dataSource: RecordingLoader(), inbox: MessageInbox(wake: {})),
                             state: try stateWithAlert(), clock: ManualClock(now: t0))
        var pending = [bitcoin(at: "71000", on: t0)]
        XCTAssertNil(loop.process(&pending))
        XCTAssertEqual(backend.bells, 1)
        pending = [bitcoin(at: "72000", on: t0.addingTimeInterval(60))]
        XCTAssertNil(loop.process(&pending))
        XCTAssertEqual(backend.bells, 1, "once per crossing")
    }

    func testRunnerRecordsEvaluatedStatesKeepingOtherEdits() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kurs-alerts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = AlertStore(fileURL: directory.appendingPathComponent("alerts.json"))
        try store.update { list in
            try list.add(.price, .above, target: "bitcoin", threshold: 70000, vsCurrency: "usd")
            try list.add(.rate, .below, target: "USD", threshold: 40)
        }
        var evaluated = store.read().list.alerts[0]
        evaluated.state = .triggered
        evaluated.value = 71000
        evaluated.triggeredAt = t0
        let inbox = MessageInbox(wake: {})
        EffectRunner(dataSource: RecordingLoader(), inbox: inbox, alertStore: store, now: { ReducerFixtures.t0 }).record([evaluated])
        guard case .alertsRecorded(.success(let list), nil, let status)? = inbox.drain().first else { return XCTFail("no answer") }
        XCTAssertEqual(list.alerts.map(\.state), [.triggered, .armed])
        XCTAssertEqual(store.read().list.alerts[0].triggeredAt, t0)
        XCTAssertNotNil(status)
        XCTAssertEqual(status, store.status(), "the file's status after the dashboard's own write")
        var state = ReducerFixtures.state()
        _ = AppReducer.reduce(&state, .alertsRecorded(.success(list), notice: nil, status: status), now: t0)
        XCTAssertEqual(state.alerts.fileStatus, status, "so the next data arrival does not re-read the dashboard's own write")
    }

    func testNotifySendIsLookedForOnThePath() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kurs-path-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        XCTAssertNil(AlertNotifier.executable(path: directory.path))
        let tool = directory.appendingPathComponent("notify-send")
        try Data("#!/bin/sh\n".utf8).write(to: tool)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tool.path)
        XCTAssertEqual(AlertNotifier.executable(path: "/nonexistent:" + directory.path), tool.path)
    }
}

extension DashboardAlertTests {
    func testTheEmbeddedSampleIsNeverACrossing() throws {
        var state = try stateWithAlertForSample()
        let coin = Coin(id: "bitcoin", symbol: "btc", name: "Bitcoin", currentPrice: 99999, marketCapRank: 1)
        let sample = AppMessage.loaded(ReducerFixtures.markets, .markets(Fetched(
            value: DecodedList(elements: [coin]), fetchedAt: ReducerFixtures.t0, origin: .embeddedSample(recordedOn: "2026-09-26"))),
            generation: 0, isSnapshot: true)
        XCTAssertEqual(AppReducer.reduce(&state, sample, now: ReducerFixtures.t0), [])
        XCTAssertFalse(state.alerts.list.alerts[0].isTriggered)
    }

    fileprivate func stateWithAlertForSample() throws -> AppState {
        var state = ReducerFixtures.state(offline: false)
        _ = AppReducer.reduce(&state, .start, now: ReducerFixtures.t0)
        var list = AlertList()
        try list.add(.price, .above, target: "bitcoin", threshold: 70000, vsCurrency: "usd")
        state.alerts.list = list
        return state
    }
}
