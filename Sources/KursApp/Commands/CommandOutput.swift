import Foundation
import KursCore
#if canImport(Glibc)
import Glibc
#endif

/// Where a one-shot command writes: stdout (data) and stderr (notes, errors), and whether stdout is a terminal.
/// Tests use `CommandOutput.Capture`.
protocol CommandOutput: AnyObject {
    /// stdout is a terminal (aligned tables) rather than a pipe (tab-separated values).
    var isTerminal: Bool { get }
    func write(_ text: String)
    /// One line on stderr, prefixed "kurs: ".
    func note(_ text: String)
    /// Text on stderr as is (already prefixed and ended by the caller).
    func rawNote(_ text: String)
}

/// The process's stdout and stderr.
final class StandardOutput: CommandOutput {
    let isTerminal = isatty(STDOUT_FILENO) == 1
    func write(_ text: String) { FileHandle.standardOutput.write(Data(text.utf8)) }
    func note(_ text: String) { FileHandle.standardError.write(Data("kurs: \(text)\n".utf8)) }
    func rawNote(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
}

/// Notes about where data came from, said on stderr: the refresh error, a stale cache, the embedded sample, rows
/// that were dropped.
enum OriginNote {
    static func notes<Value>(for loaded: Loaded<Value>, source: String, dropped: Int = 0, now: Date = Date()) -> [String] {
        var notes: [String] = []
        let origin: String
        switch loaded.fetched.origin {
        case .live: origin = ""
        case .cache: origin = "showing cached data from \(JSONValue.date(loaded.fetched.fetchedAt).serializedText)"
        case .embeddedSample(let day): origin = "showing offline sample · \(day)"
        }
        if let error = loaded.refreshError {
            notes.append("\(source): \(TerminalText.sanitize(error.message))" + (origin.isEmpty ? "" : "; \(origin)"))
        } else if case .embeddedSample = loaded.fetched.origin {
            notes.append("\(source): \(origin)")
        }
        if dropped > 0 { notes.append("\(source): \(dropped) entries could not be read and were left out") }
        return notes
    }
}

extension JSONValue {
    /// The string's text without quotes (for dates in notes).
    var serializedText: String {
        if case .string(let s) = self { return s }
        return serialized()
    }
}
