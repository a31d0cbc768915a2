import Foundation
import TestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The dashboard in tmux on terminals it doesn't control: a resize storm ends with a correct frame at the
/// final size; `LANG=C` draws ASCII look-alikes instead of "?"; `NO_COLOR`, 8-colour `xterm` and `screen`
/// give a usable screen that quits cleanly.
final class TerminalReliabilityTmuxTests: TmuxTestCase {
    private func start(width: Int = 120, height: Int = 40, environment: [String: String] = [:]) throws -> TmuxSession {
        let session = try TmuxSession(width: width, height: height, environment: environment)
        self.session = session
        return session
    }

    private func dashboardShown(_ screen: [String]) -> Bool {
        screen.contains { $0.contains("Bitcoin") } && screen.contains { $0.contains("PrivatBank") }
    }

    /// Runs one tmux client with `commands` chained by `;` (as fast as the server takes them).
    private func tmuxBatch(_ session: TmuxSession, _ commands: [[String]]) throws {
        var arguments = ["tmux", "-L", session.socket]
        for (i, command) in commands.enumerated() { arguments += (i > 0 ? [";"] : []) + command }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
    }

    /// The screen with its escape sequences (`capture-pane -e`).
    private func captureWithEscapes(_ session: TmuxSession) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tmux", "-L", session.socket, "capture-pane", "-e", "-p", "-t", "0"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    func testResizeStormEndsWithACorrectFrameAtTheFinalSize() throws {
        let session = try start()
        XCTAssertNotNil(session.waitFor(dashboardShown))
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<6 {
            let sizes = (0..<60).map { _ in (Int.random(in: 1...160, using: &rng), Int.random(in: 1...50, using: &rng)) }
            try tmuxBatch(session, sizes.map { ["resize-window", "-t", "0", "-x", "\($0.0)", "-y", "\($0.1)"] })
        }
        try tmuxBatch(session, [["resize-window", "-t", "0", "-x", "1", "-y", "1"],
                                ["resize-window", "-t", "0", "-x", "97", "-y", "31"]])
        let screen = session.waitFor(timeout: 15) { screen in
            screen.count == 31 && screen[0].hasPrefix("┌ Rates") && screen[30].contains("Gecko")
                && screen[30].hasPrefix("offline") && screen.contains { $0.contains("Bitcoin") }
        }
        XCTAssertNotNil(screen, "final frame at 97x31:\n" + session.capturePane().joined(separator: "\n"))
        XCTAssertEqual(session.paneValue("pane_width"), "97")
        XCTAssertEqual(session.paneValue("pane_height"), "31")
        XCTAssertFalse(session.capturePane().contains { $0.contains("too small") })
        session.sendKeys("q")
        XCTAssertEqual(session.waitForExit(), 0, "still running and quits normally after the storm")
    }

    func testTinyThenMinimumSizes() throws {
        let session = try start(width: 1, height: 1)
        session.resize(width: 20, height: 3)
        XCTAssertNotNil(session.waitFor { $0.joined().contains("terminal too small") })
        session.resize(width: 60, height: 15)
        XCTAssertNotNil(session.waitFor { $0.count == 15 && $0[0].hasPrefix("┌") && $0[14].hasPrefix("offline │ sample: Privat 2025, er-api 2024-08-19") },
                        session.capturePane().joined(separator: "\n"))
        session.sendKeys("q")
        XCTAssertEqual(session.waitForExit(), 0)
    }

    func testCLocaleDrawsASCIIInsteadOfQuestionMarks() throws {
        let session = try start(width: 100, height: 30, environment: ["LANG": "C", "LC_ALL": "C"])
        let screen = try XCTUnwrap(session.waitFor(dashboardShown), session.capturePane().joined(separator: "\n"))
        XCTAssertTrue(screen[0].hasPrefix("+ Rates . UAH per 1 unit ---"), screen[0])
        XCTAssertTrue(screen[2].hasPrefix("|            buy   sale "), screen[2])
        XCTAssertTrue(screen.contains { $0.hasPrefix("+-----") }, "bottom border in ASCII")
        let garbage = screen.joined(separator: "\n").replacingOccurrences(of: "? help", with: "")
        XCTAssertFalse(garbage.contains("?"), "no '?' for glyphs the locale can't encode:\n\(screen.joined(separator: "\n"))")
        XCTAssertTrue(screen.contains { $0.contains("+0.28%") }, "ASCII change indicator")
        session.sendKeys("Enter")
        let detail = try XCTUnwrap(session.waitFor { $0.contains { $0.contains("Bitcoin (BTC)") } })
        XCTAssertFalse(detail.joined().replacingOccurrences(of: "? help", with: "").contains("?"),
                       detail.joined(separator: "\n"))
        session.sendKeys("q")
        session.sendKeys("q")
        XCTAssertEqual(session.waitForExit(), 0)
    }

    func testNoColorHasNoColourSequences() throws {
        let session = try start(environment: ["NO_COLOR": "1"])
        XCTAssertNotNil(session.waitFor(dashboardShown))
        let screen = try captureWithEscapes(session)
        // Every SGR parameter list; 39/49 (default colours) are tmux's resets, not colours.
        let sgr = try NSRegularExpression(pattern: "\u{1B}\\[([0-9;]*)m")
        let colours = sgr.matches(in: screen, range: NSRange(screen.startIndex..., in: screen)).flatMap { match in
            screen[Range(match.range(at: 1), in: screen)!].split(separator: ";").compactMap { Int($0) }
                .filter { (30...38).contains($0) || (40...48).contains($0) || (90...107).contains($0) }
        }
        XCTAssertEqual(colours, [], "no colour SGR under NO_COLOR")
        XCTAssertTrue(screen.contains("\u{1B}[1m"), "bold still used")
        XCTAssertTrue(screen.contains("▲ 0.28%"), "direction still shown by arrows")
        session.sendKeys("q")
        XCTAssertEqual(session.waitForExit(), 0)
    }

    func testEightColourXtermAndScreenAreUsable() throws {
        for term in ["xterm", "screen", "vt100"] {
            let session = try start(width: 100, height: 30, environment: ["TERM": term])
            let screen = session.waitFor(dashboardShown)
            XCTAssertNotNil(screen, "\(term):\n" + session.capturePane().joined(separator: "\n"))
            XCTAssertTrue(screen?[0].hasPrefix("┌ Rates") ?? false, "\(term): \(screen?[0] ?? "")")
            session.sendKeys("Enter")
            XCTAssertNotNil(session.waitFor { $0.contains { $0.contains("Hashing Algorithm") } }, term)
            session.sendKeys("q")
            session.sendKeys("q")
            XCTAssertEqual(session.waitForExit(), 0, term)
            XCTAssertEqual(session.paneValue("alternate_on"), "0", term)
            session.kill()
        }
    }
}
