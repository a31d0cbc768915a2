import Foundation
import TestSupport
import XCTest

/// The dashboard on terminals it can't use, and the terminal restored after Ctrl-\ (SIGQUIT, a core-dump
/// signal like a crash).
final class TerminalRestoreTests: TmuxTestCase {
    func testCtrlBackslashRestoresTheTerminalAndExitsLikeSIGQUIT() throws {
        let session = try TmuxSession(width: 100, height: 30)
        self.session = session
        XCTAssertNotNil(session.waitFor { $0.contains { $0.contains("Bitcoin") } })
        XCTAssertEqual(session.paneValue("alternate_on"), "1")
        session.sendKeys("C-\\")
        XCTAssertEqual(session.waitForExit(), 128 + SIGQUIT)
        XCTAssertEqual(session.paneValue("alternate_on"), "0", "alternate screen left")
        XCTAssertEqual(session.paneValue("cursor_flag"), "1", "cursor shown again")
    }

    func testDumbAndUnknownTerminalsGetAClearMessageAndStatusOne() throws {
        for term in ["dumb", "no-such-terminal"] {
            let session = try TmuxSession(width: 100, height: 30, environment: ["TERM": term])
            self.session = session
            XCTAssertEqual(session.waitForExit(), 1, term)
            let screen = session.capturePane().joined()
            XCTAssertTrue(screen.contains("kurs: terminal '\(term)' cannot draw a full-screen dashboard"), screen)
            session.kill()
        }
    }

    /// ncursesw is loaded with dlopen when the dashboard starts; a library that can't be loaded (here an empty file
    /// found first through LD_LIBRARY_PATH) is said in words, with the loader's reason, and exits 1.
    func testADashboardWithoutALoadableNcurseswSaysWhyAndExitsOne() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kurs-no-ncurses-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        XCTAssertTrue(FileManager.default.createFile(atPath: directory.appendingPathComponent("libncursesw.so.6").path, contents: Data()))
        let session = try TmuxSession(width: 100, height: 30, environment: ["LD_LIBRARY_PATH": directory.path])
        self.session = session
        XCTAssertEqual(session.waitForExit(), 1)
        let screen = session.capturePane().joined()
        XCTAssertTrue(screen.contains("kurs: the dashboard needs ncursesw, which could not be loaded ("), screen)
        XCTAssertTrue(screen.contains("libncursesw.so.6"), screen)
    }

    /// One-shot commands never map ncurses, libcurl or SQLite at start: none of them is a needed library of the
    /// executable (each is loaded with dlopen where it is used).
    func testTheExecutableLinksNoneOfTheLibrariesItLoadsOnDemand() throws {
        let readelf = Process()
        readelf.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        readelf.arguments = ["readelf", "-d", TmuxSession.kursBinary]
        let pipe = Pipe()
        readelf.standardOutput = pipe
        try readelf.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        readelf.waitUntilExit()
        let needed = output.split(separator: "\n").filter { $0.contains("(NEEDED)") }
        XCTAssertTrue(needed.contains { $0.contains("libc.so.6") }, output)
        for library in ["libncursesw", "libtinfo", "libcurl", "libsqlite3"] {
            XCTAssertFalse(needed.contains { $0.contains(library) }, "\(library) is linked: \(needed)")
        }
    }
}
