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

/// The process's stdout and stderr, written with write(2). A failed write never traps: the first failure is
/// kept in `failure`, and later writes to that stream are skipped (the command's exit status becomes 1, see
/// `KursCommandLine.finish`).
final class StandardOutput: CommandOutput {
    /// A stream that could not be written: which one and the `errno` of the failure.
    struct Failure: Equatable {
        /// 1 for stdout, 2 for stderr.
        var descriptor: Int32
        /// The `errno` of the failed write (EBADF for a descriptor closed at start).
        var code: Int32
    }

    let isTerminal = isatty(STDOUT_FILENO) == 1
    private let standardOut = DescriptorWriter(descriptor: STDOUT_FILENO)
    private let standardError = DescriptorWriter(descriptor: STDERR_FILENO)
    /// The first failed write to stdout, if any.
    private(set) var outputFailure: Failure?
    /// The first failed write to stderr, if any.
    private(set) var errorFailure: Failure?

    /// Descriptors that were closed when the process started (and now hold /dev/null).
    private let closedAtStart: Set<Int32>

    /// The process's streams; writing to one of `closedAtStart` (descriptors that were closed when the process
    /// started) fails with EBADF, as it would have without the /dev/null placeholder.
    init(closedAtStart: Set<Int32> = []) { self.closedAtStart = closedAtStart }

    func write(_ text: String) { outputFailure = outputFailure ?? send(text, to: standardOut) }

    func note(_ text: String) { rawNote("kurs: \(text)\n") }

    func rawNote(_ text: String) { errorFailure = errorFailure ?? send(text, to: standardError) }

    /// Writes `text` to `writer`'s descriptor; the failure, or nil when every byte was written.
    private func send(_ text: String, to writer: DescriptorWriter) -> Failure? {
        if closedAtStart.contains(writer.descriptor) { return Failure(descriptor: writer.descriptor, code: EBADF) }
        return writer.write(Array(text.utf8)).map { Failure(descriptor: writer.descriptor, code: $0) }
    }

    /// The exit status after a command returned `status`: unchanged when every write succeeded; else 1 (a
    /// failing command keeps its own non-zero status), with "kurs: write error: <reason>" on stderr when stderr
    /// still works — except for EPIPE (the reader went away, e.g. `kurs coins | head -1`), which is silent.
    func finish(status: Int32) -> Int32 {
        guard let failure = outputFailure ?? errorFailure else { return status }
        if failure.code != EPIPE, errorFailure == nil {
            rawNote("kurs: write error: \(errorText(failure.code))\n")
        }
        return status == 0 ? 1 : status
    }
}

/// Notes about where data came from, said on stderr: the refresh error, a stale cache, the embedded sample, rows
/// that were dropped.
enum OriginNote {
    static func notes<Value>(for loaded: Loaded<Value>, source: String, dropped: Int = 0) -> [String] {
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
        if dropped > 0 { notes.append("\(source): " + (dropped == 1 ? "1 entry could not be read and was left out"
            : "\(dropped) entries could not be read and were left out")) }
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
