import Foundation
@testable import KursCore
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// A child kurs starts keeps only its standard streams: a descriptor the parent has open without close-on-exec
/// (a lock file, a pipe it watches) is closed in the child (`InheritedDescriptors.closeAll`).
final class InheritedDescriptorsTests: XCTestCase {
    /// The descriptors `/bin/sh` finds open in itself when started with `closeAll`, stdout on a pipe.
    private func childDescriptors() throws -> [Int32] {
        var output: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&output), 0)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        InheritedDescriptors.closeAll(in: &actions)
        let arguments = ["/bin/sh", "-c", "ls /proc/$$/fd"]
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        XCTAssertEqual(posix_spawn(&pid, "/bin/sh", &actions, nil, argv, environ), 0)
        close(output[1])
        let text = String(decoding: FileHandle(fileDescriptor: output[0], closeOnDealloc: true).readDataToEndOfFile(),
                          as: UTF8.self)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        return text.split(whereSeparator: \.isWhitespace).compactMap { Int32($0) }.sorted()
    }

    func testTheChildKeepsItsStandardStreamsOnly() throws {
        var leaked: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&leaked), 0)  // no close-on-exec: a child would inherit both ends
        defer { close(leaked[0]); close(leaked[1]) }
        XCTAssertTrue(InheritedDescriptors.list().contains(leaked[0]), "the parent has them open")
        let open = try childDescriptors()
        XCTAssertFalse(open.contains(leaked[0]), "\(open)")
        XCTAssertFalse(open.contains(leaked[1]), "\(open)")
        XCTAssertEqual(Array(open.prefix(3)), [0, 1, 2])
        XCTAssertLessThanOrEqual(open.count, 4, "the standard streams and, at most, the directory ls reads: \(open)")
    }

    func testTheListHasTheDescriptorsWithoutCloseOnExecAboveTwo() {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        defer { close(ends[0]); close(ends[1]) }
        XCTAssertEqual(fcntl(ends[0], F_SETFD, FD_CLOEXEC), 0)
        let list = InheritedDescriptors.list()
        XCTAssertFalse(list.contains(ends[0]), "close-on-exec")
        XCTAssertEqual(list.filter { $0 <= 2 }, [])
        XCTAssertEqual(fcntl(ends[1], F_SETFD, 0), 0)
        XCTAssertTrue(InheritedDescriptors.list().contains(ends[1]))
    }
}
