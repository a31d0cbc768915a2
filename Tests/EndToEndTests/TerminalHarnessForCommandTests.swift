import Foundation
import TestSupport
import XCTest

extension KursCommandTestCase {
    /// Runs `kurs arguments` with stdout and stderr on a pseudo-terminal (util-linux `script`), against the
    /// fixture server; returns the exit status and what the terminal showed ("\r\n" read as "\n").
    func kursOnTerminal(_ arguments: String..., extra: [String: String] = [:]) throws -> (status: Int32, screen: String) {
        try RecordedSkip.unless(test: self, FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs util-linux script")
        let command = ([Self.binary.path] + arguments).map(Self.shellQuoted).joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-q", "-e", "-c", command, "/dev/null"]
        process.environment = environment(["LANG": "C.UTF-8", "TERM": "xterm-256color"].merging(extra) { $1 })
        let out = home.url.appendingPathComponent("\(UUID().uuidString).tty")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let screen = try String(contentsOf: out, encoding: .utf8).replacingOccurrences(of: "\r\n", with: "\n")
        return (process.terminationStatus, screen)
    }

    /// `text` in single quotes for `sh -c`.
    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
