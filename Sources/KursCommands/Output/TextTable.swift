import KursCore
import TerminalUI

/// Rows of text for a one-shot command: aligned columns for a terminal, tab-separated values for a pipe.
/// Every header and cell is sanitized when rendered (`TerminalText.sanitize`: escape sequences and controls
/// removed, tabs and line breaks become spaces), so one field is one cell and one row is one line.
struct TextTable {
    enum Alignment { case left, right }

    /// Column headers (shown on a terminal only).
    var headers: [String]
    var alignments: [Alignment]
    var rows: [[String]]

    /// Aligned columns separated by two spaces, a header line first; padded by display width (CJK, emoji).
    /// No trailing spaces.
    func aligned() -> String {
        let all = ([headers] + rows).map(Self.cells)
        let widths = headers.indices.map { column in all.map { DisplayWidth.of($0[column]) }.max() ?? 0 }
        return all.map { row in
            row.indices.map { column -> String in
                let pad = String(repeating: " ", count: widths[column] - DisplayWidth.of(row[column]))
                return alignments[column] == .right ? pad + row[column] : row[column] + pad
            }.joined(separator: "  ").replacingTrailingSpaces()
        }.joined(separator: "\n") + "\n"
    }

    /// One line per row, fields separated by tabs, no header (sanitized fields never hold a tab or a newline).
    func tabSeparated() -> String {
        rows.map { Self.cells($0).joined(separator: "\t") }.joined(separator: "\n") + (rows.isEmpty ? "" : "\n")
    }

    /// `row` with each field on one line and free of terminal controls.
    static func cells(_ row: [String]) -> [String] { row.map { TerminalText.sanitize($0) } }

    /// `aligned()` on a terminal, `tabSeparated()` otherwise.
    func render(terminal: Bool) -> String { terminal ? aligned() : tabSeparated() }
}

extension String {
    fileprivate func replacingTrailingSpaces() -> String {
        var s = self
        while s.hasSuffix(" ") { s.removeLast() }
        return s
    }
}
