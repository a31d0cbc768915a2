import TerminalUI

/// Rows of text for a one-shot command: aligned columns for a terminal, tab-separated values for a pipe.
struct TextTable {
    enum Alignment { case left, right }

    /// Column headers (shown on a terminal only).
    var headers: [String]
    var alignments: [Alignment]
    var rows: [[String]]

    /// Aligned columns separated by two spaces, a header line first; padded by display width (CJK, emoji).
    /// No trailing spaces.
    func aligned() -> String {
        let all = [headers] + rows
        let widths = headers.indices.map { column in all.map { DisplayWidth.of($0[column]) }.max() ?? 0 }
        return all.map { row in
            row.indices.map { column -> String in
                let pad = String(repeating: " ", count: widths[column] - DisplayWidth.of(row[column]))
                return alignments[column] == .right ? pad + row[column] : row[column] + pad
            }.joined(separator: "  ").replacingTrailingSpaces()
        }.joined(separator: "\n") + "\n"
    }

    /// One line per row, fields separated by tabs, no header (fields never hold tabs: see `Sanitizer`).
    func tabSeparated() -> String {
        rows.map { $0.joined(separator: "\t") }.joined(separator: "\n") + (rows.isEmpty ? "" : "\n")
    }

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
