import Foundation
@testable import KursApp
import KursCore
import TerminalNcurses
import TerminalUI
import TestSupport
import XCTest

/// The observable store and the event loop's decisions, with a fake terminal and a manual clock: frames only
/// after a change, the poll timeout capped at a minute, and a wall-clock jump reported on the next wake.
final class DashboardStoreLoopTests: XCTestCase {
    private let t0 = ReducerFixtures.t0

    func testAFrameIsDrawnOnlyAfterTheStoreChanged() {
        let store = DashboardStore(state: ReducerFixtures.loadedState())
        let frames = FrameInvalidation()
        var drawn: [TerminalSize] = []
        XCTAssertTrue(frames.needsFrame, "the first frame")
        frames.render(store) { drawn.append($0.size) }
        XCTAssertFalse(frames.needsFrame, "nothing changed since")
        _ = store.send(.resize(width: 90, height: 30), now: t0)
        XCTAssertTrue(frames.needsFrame, "observed the change")
        frames.render(store) { drawn.append($0.size) }
        XCTAssertEqual(drawn, [TerminalSize(width: 120, height: 40), TerminalSize(width: 90, height: 30)],
                       "the frame after onChange shows the new value")
        _ = store.send(.key(.tab), now: t0)
        XCTAssertTrue(frames.needsFrame, "tracking was registered again by the last render")
    }

    func testThePollTimeoutIsTheNextWakeCappedAtAMinute() {
        XCTAssertEqual(LoopTiming.pollTimeout(until: t0.addingTimeInterval(1.5), now: t0), 1500)
        XCTAssertEqual(LoopTiming.pollTimeout(until: t0.addingTimeInterval(-5), now: t0), 0)
        XCTAssertEqual(LoopTiming.pollTimeout(until: t0.addingTimeInterval(3600), now: t0), 60_000)
        XCTAssertEqual(LoopTiming.pollTimeout(until: nil, now: t0), 60_000)
    }

    func testTheLoopDrawsOnceForIdleWakesAndReportsAClockJump() {
        let clock = ManualClock(now: t0)
        let terminal = FakeTerminal()
        let loop = EventLoop(terminal: terminal, dataSource: RecordingLoader(), inbox: MessageInbox(wake: {}),
                             state: ReducerFixtures.state(offline: true), clock: clock)
        var pending: [AppMessage] = [.start]
        XCTAssertNil(loop.process(&pending))
        XCTAssertTrue(loop.drawIfNeeded())
        XCTAssertEqual(terminal.draws, 1)
        // An idle minute passes: no messages, no frame.
        clock.advance(by: 60)
        var idle = loop.gatherMessages()
        XCTAssertTrue(idle.isEmpty)
        XCTAssertNil(loop.process(&idle))
        XCTAssertFalse(loop.drawIfNeeded())
        XCTAssertEqual(terminal.draws, 1)
        // A suspend of 8 hours: the wall clock jumped, the monotonic one did not.
        clock.jumpWall(by: 8 * 3600)
        let resumed = loop.gatherMessages()
        XCTAssertTrue(resumed.contains { if case .clockJumped = $0 { return true } else { return false } })
        terminal.keys = [.tab]
        var keys = loop.gatherMessages()
        XCTAssertNil(loop.process(&keys))
        XCTAssertTrue(loop.drawIfNeeded(), "a key changed the store")
        XCTAssertEqual(loop.state.focus, .rates)
    }
}

/// A terminal that records draws and hands out queued keys.
private final class FakeTerminal: TerminalDriver {
    var keys: [Key] = []
    var draws = 0
    let inputDescriptor: Int32 = -1
    let wakeDescriptor: Int32 = -1
    var size: (width: Int, height: Int) { (120, 40) }
    func readKeys() -> [Key] { defer { keys = [] }; return keys }
    func takeSignals() -> [TerminalSignal] { [] }
    func suspend() {}
    func draw(_ buffer: Buffer) -> Bool { draws += 1; return true }
    func end() {}
}
