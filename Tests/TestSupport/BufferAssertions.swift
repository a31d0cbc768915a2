import Foundation
package import TerminalUI
import XCTest

/// Asserts that `buffer` shows exactly `lines` (each padded with spaces to the buffer's width, by display
/// width). On failure, prints expected and actual rows side by side between `|` bars, marking differing rows.
package func assertBuffer(_ buffer: Buffer, equals lines: [String], file: StaticString = #filePath, line: UInt = #line) {
    let width = buffer.area.width
    let expected = lines.map { $0 + String(repeating: " ", count: max(0, width - DisplayWidth.of($0))) }
    let actual = buffer.lines()
    guard expected != actual else { return }
    recordSnapshot(actual, file: file, line: line)
    XCTFail(bufferDiff(expected: expected, actual: actual), file: file, line: line)
}

/// With `KURS_RECORD_SNAPSHOTS=DIR` set, writes the actual rows of a failed snapshot as Swift string literals to
/// `DIR/<test file>-<line>.txt`, for a person to review and paste. Never writes without the variable.
func recordSnapshot(_ actual: [String], file: StaticString, line: UInt) {
    guard let directory = ProcessInfo.processInfo.environment["KURS_RECORD_SNAPSHOTS"] else { return }
    let name = URL(fileURLWithPath: "\(file)").deletingPathExtension().lastPathComponent
    let literal = actual.map { row -> String in
        let trimmed = String(row.reversed().drop(while: { $0 == " " }).reversed())
        return "            \"" + trimmed.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "\"", with: "\\\"") + "\","
    }.joined(separator: "\n")
    try? literal.write(toFile: "\(directory)/\(name)-\(line).txt", atomically: true, encoding: .utf8)
}

/// A buffer pre-filled with "x" in every cell (so untouched cells show), `width × height` at the origin.
package func filledBuffer(width: Int, height: Int, with symbol: String = "x") -> Buffer {
    Buffer(area: Rect(x: 0, y: 0, width: width, height: height), fill: Cell(symbol: symbol))
}

/// Expected and actual rows of a buffer, one per line, `>` marking rows that differ.
package func bufferDiff(expected: [String], actual: [String]) -> String {
    var report = "buffer differs (expected | actual):\n"
    for i in 0..<max(expected.count, actual.count) {
        let e = i < expected.count ? "|\(expected[i])|" : "(none)"
        let a = i < actual.count ? "|\(actual[i])|" : "(none)"
        report += "\(e == a ? " " : ">") \(String(i).padding(toLength: 2, withPad: " ", startingAt: 0)) \(e)  \(a)\n"
    }
    return report
}
