import TerminalUI
import TestSupport
import XCTest

/// The in-memory backend: frames recorded as buffers, identical frames written once, events handed out once.
final class TestBackendTests: XCTestCase {
    func testFramesAreRecordedAndIdenticalOnesAreNotWritten() {
        let backend = TestBackend(width: 3, height: 1)
        let a = Buffer(lines: ["abc"]), b = Buffer(lines: ["abd"])
        XCTAssertTrue(backend.draw(a))
        XCTAssertFalse(backend.draw(a), "identical: nothing written")
        XCTAssertTrue(backend.draw(b))
        XCTAssertEqual(backend.frames, [a, b])
        XCTAssertEqual(backend.drawCalls, 3)
        backend.suspend()
        XCTAssertTrue(backend.draw(b), "after a suspend the frame is written in full")
        backend.end()
        XCTAssertFalse(backend.draw(a), "nothing after end")
        XCTAssertEqual(backend.frames.map { $0.lines() }, [["abc"], ["abd"], ["abd"]])
    }

    func testEventsAndSignalsAreHandedOutOnceQuitFirst() {
        let backend = TestBackend(width: 80, height: 24)
        backend.type(.char("j"), .enter)
        backend.resize(width: 100, height: 30)
        XCTAssertEqual(backend.readEvents(), [.key(.char("j")), .key(.enter), .resize(width: 100, height: 30)])
        XCTAssertEqual(backend.readEvents(), [])
        XCTAssertEqual(backend.size.width, 100)
        XCTAssertEqual(backend.size.height, 30)
        backend.pendingSignals = [.stop, .quit(signal: 15)]
        XCTAssertEqual(backend.takeSignals(), [.quit(signal: 15), .stop])
        XCTAssertEqual(backend.takeSignals(), [])
        backend.waitForInput(timeoutMilliseconds: 250)
        XCTAssertEqual(backend.waits, [250])
    }
}
