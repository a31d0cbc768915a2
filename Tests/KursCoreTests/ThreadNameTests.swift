import Foundation
@testable import KursCore
import XCTest

/// `ThreadName` names the calling thread where the system shows it (`/proc/thread-self/comm`).
final class ThreadNameTests: XCTestCase {
    func testTheCallingThreadIsNamedForTheSystemCutTo15Bytes() throws {
        final class Seen: @unchecked Sendable { var name = "" }
        let seen = Seen()
        let thread = try XCTUnwrap(JoinableThread.start {
            ThreadName.setCurrent("kurs.a-very-long-name")
            seen.name = (try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)) ?? ""
        })
        thread.join()
        XCTAssertEqual(seen.name, "kurs.a-very-lon\n")
    }

    func testAStartedThreadCarriesItsName() {
        final class Seen: @unchecked Sendable { var name = "" }
        let seen = Seen(), done = DispatchSemaphore(value: 0)
        ThreadName.start("kurs.test") {
            seen.name = (try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)) ?? ""
            done.signal()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(seen.name, "kurs.test\n")
    }
}
