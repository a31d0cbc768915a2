import Glibc
@testable import TerminalNcurses
import XCTest

/// `SelfPipe`: both ends non-blocking and closed on exec; a wake makes the read end readable, a drain empties it.
final class SelfPipeTests: XCTestCase {
    func testBothEndsAreNonBlockingAndClosedOnExec() throws {
        let pipe = try XCTUnwrap(SelfPipe())
        for fd in [pipe.readEnd, pipe.writeEnd] {
            XCTAssertNotEqual(fcntl(fd, F_GETFL) & O_NONBLOCK, 0, "fd \(fd) non-blocking")
            XCTAssertNotEqual(fcntl(fd, F_GETFD) & FD_CLOEXEC, 0, "fd \(fd) close-on-exec")
        }
    }

    func testAWakeIsReadableAndADrainEmptiesIt() throws {
        let pipe = try XCTUnwrap(SelfPipe())
        pipe.wake()
        pipe.wake()
        var poller = pollfd(fd: pipe.readEnd, events: Int16(POLLIN), revents: 0)
        XCTAssertEqual(poll(&poller, 1, 0), 1)
        pipe.drain()
        var byte: UInt8 = 0
        XCTAssertEqual(read(pipe.readEnd, &byte, 1), -1, "empty: a read would block, and doesn't")
        XCTAssertEqual(errno, EAGAIN)
    }
}
