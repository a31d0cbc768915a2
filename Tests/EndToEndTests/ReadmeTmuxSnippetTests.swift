import Dispatch
import Foundation
import XCTest
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// The snippets of README.md's "## tmux" section, read from the README (so the two can't drift) and run for real:
/// an outer private tmux server shows a terminal in which an inner private tmux server runs with a config made of
/// the README's `set -g` lines, `kurs` replaced by the built binary. The inner status line is the outer pane's last
/// row; the `split-window` lines run against the inner server. The cache is filled first by `kurs refresh` against
/// the loopback fixture server, which stays up for the panes.
final class ReadmeTmuxSnippetTests: KursCommandTestCase {
    private var outer: TmuxSession?
    private let innerSocket = "kurs-readme-\(UUID().uuidString.prefix(8))"

    override func setUpWithError() throws {
        try super.setUpWithError()
        try RecordedSkip.unless(test: self, TmuxSession.isAvailable, "tmux is not installed")
    }

    override func tearDown() {
        _ = try? inner(["kill-server"])
        let socketDirectory = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
        try? FileManager.default.removeItem(atPath: "\(socketDirectory)/tmux-\(getuid())/\(innerSocket)")
        outer?.kill()
        super.tearDown()
    }

    // MARK: the README

    /// The text of README.md from "## tmux" up to the next "## " heading.
    static func tmuxSection() throws -> String {
        let readme = try String(contentsOf: Fixtures.projectRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let parts = readme.components(separatedBy: "\n## tmux\n")
        guard parts.count == 2 else { throw SnippetError("README.md has no single '## tmux' section") }
        return parts[1].components(separatedBy: "\n## ")[0]
    }

    /// The fenced code blocks of `text` as (language, lines), in order.
    static func codeBlocks(_ text: String) -> [(language: String, lines: [String])] {
        var blocks: [(language: String, lines: [String])] = []
        var current: (language: String, lines: [String])?
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("```") {
                if let block = current {
                    blocks.append(block)
                    current = nil
                } else {
                    current = (String(line.dropFirst(3)), [])
                }
            } else if current != nil {
                current?.lines.append(line)
            }
        }
        return blocks
    }

    /// The tmux blocks' lines, the first block being the suggested config.
    static func tmuxConfigBlocks() throws -> [[String]] {
        try codeBlocks(tmuxSection()).filter { $0.language == "tmux" }.map(\.lines)
    }

    /// The `tmux split-window … 'kurs pane …'` lines of the sh blocks.
    static func splitCommands() throws -> [String] {
        try codeBlocks(tmuxSection()).filter { $0.language == "sh" }.flatMap(\.lines)
            .filter { $0.hasPrefix("tmux split-window ") }
    }

    /// `line` with `kurs` as a command (in `#(kurs …)` and `'kurs …'`) replaced by the binary's absolute path.
    func withBinary(_ line: String) -> String {
        line.replacingOccurrences(of: "#(kurs ", with: "#(\(Self.binary.path) ")
            .replacingOccurrences(of: "'kurs ", with: "'\(Self.binary.path) ")
    }

    func testTheReadmeHasTheSnippets() throws {
        let blocks = try Self.tmuxConfigBlocks()
        XCTAssertEqual(blocks.first?.first, "set -g status-right '#(kurs status --tmux)'")
        XCTAssertTrue(blocks.first?.contains { $0.hasPrefix("set -g status-interval ") } ?? false)
        XCTAssertTrue(blocks.dropFirst().joined().contains { $0.contains("--format") }, "a --format example")
        let splits = try Self.splitCommands()
        XCTAssertTrue(splits.contains { $0.hasPrefix("tmux split-window -l 8 'kurs pane coins'") }, "\(splits)")
        for pane in ["rates", "coin bitcoin"] {
            XCTAssertTrue(splits.contains { $0.contains("'kurs pane \(pane)'") }, "a split with kurs pane \(pane)")
        }
    }

    // MARK: running them

    func testStatusLineAndSplitsFromTheReadmeRunInTmux() throws {
        try warmCache()
        let blocks = try Self.tmuxConfigBlocks()
        let config = try XCTUnwrap(blocks.first).filter { $0.hasPrefix("set ") }.map(withBinary)
        let configFile = home.url.appendingPathComponent("readme.tmux.conf")
        try (config.joined(separator: "\n") + "\n").write(to: configFile, atomically: true, encoding: .utf8)

        // The inner tmux, attached in the outer one's terminal; its global environment (and so that of `#()`
        // jobs and panes) is the one given here.
        var variables = environment(["KURS_OFFLINE": "0", "TMUX": "", "LANG": "C.UTF-8"])
        variables["TERM"] = "xterm-256color"
        let session = try TmuxSession(
            binary: "tmux", arguments: ["-L", innerSocket, "-f", configFile.path, "new-session", "cat"],
            width: 120, height: 30, environment: variables)
        outer = session

        let statusRow = session.waitFor(timeout: 20) { $0.last?.contains("USD 41.25/41.85") ?? false }
        XCTAssertNotNil(statusRow, "status line: \(session.capturePane().last ?? "")")
        XCTAssertTrue(statusRow?.last?.contains("EUR 46.70/47.70 BTC $16,951.52") ?? false, statusRow?.last ?? "")

        // The custom --format example, set on the running server as the README line says.
        let custom = try XCTUnwrap(blocks.dropFirst().joined().first { $0.contains("--format") })
        let customFile = home.url.appendingPathComponent("custom.tmux.conf")
        try (withBinary(custom) + "\n").write(to: customFile, atomically: true, encoding: .utf8)
        XCTAssertEqual(try inner(["source-file", customFile.path]).status, 0)
        let customRow = session.waitFor(timeout: 20) { $0.last?.contains("₴ 41.85 · $16,951.52 ▲ 0.14%") ?? false }
        XCTAssertNotNil(customRow, "custom status line: \(session.capturePane().last ?? "")")

        let splits = try Self.splitCommands()
        XCTAssertGreaterThanOrEqual(splits.count, 3)
        for command in splits { try checkSplit(command) }
    }

    /// Runs the README's split `command` against the inner server and waits for the new pane to show its data.
    func checkSplit(_ command: String) throws {
        let pane = try XCTUnwrap(command.components(separatedBy: "'kurs pane ").last?.components(separatedBy: "'").first)
        let expected: [String] = switch pane {
        case "coins": ["BTC", "ETH"]
        case "rates": ["USD", "41.25"]
        case "coin bitcoin": ["BTC", "16,951.52"]
        default: ["(a check for 'kurs pane \(pane)' in ReadmeTmuxSnippetTests)"]
        }
        let shell = withBinary(command).replacingOccurrences(of: "tmux split-window ", with: "tmux -L \(innerSocket) split-window ")
        XCTAssertEqual(try run(["/bin/sh", "-c", shell]).status, 0, shell)
        let id = try inner(["display-message", "-p", "#{pane_id}"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
        let screen = waitUntil {
            let lines = (try? inner(["capture-pane", "-p", "-t", id]).output) ?? ""
            return expected.allSatisfy(lines.contains) ? lines : nil
        }
        XCTAssertNotNil(screen, "\(command): \((try? inner(["capture-pane", "-p", "-t", id]).output) ?? "")")
        if let size = command.components(separatedBy: " -l ").dropFirst().first?.split(separator: " ").first {
            let dimension = command.contains(" -h ") ? "pane_width" : "pane_height"
            let value = try inner(["display-message", "-p", "-t", id, "#{\(dimension)}"]).output
            XCTAssertEqual(value.trimmingCharacters(in: .whitespacesAndNewlines), String(size), "\(command): \(dimension)")
        }
        XCTAssertEqual(try inner(["kill-pane", "-t", id]).status, 0)
    }

    // MARK: helpers

    /// `tmux -L <inner socket> arguments…`.
    func inner(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try run(["/usr/bin/env", "tmux", "-L", innerSocket] + arguments)
    }

    /// Runs `arguments` (the first an absolute path) and returns its status and output.
    func run(_ arguments: [String]) throws -> (status: Int32, output: String) { try CapturedProcess.run(arguments) }

    /// Polls `probe` until it returns a value or `timeout` seconds pass (nil then); a semaphore with a deadline
    /// paces the polls.
    func waitUntil<T>(timeout: TimeInterval = 20, _ probe: () -> T?) -> T? {
        Deadline.poll(timeout: timeout, probe)
    }

    struct SnippetError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
