import TerminalUI

/// Shown instead of the dashboard when the terminal is smaller than it needs:
/// "terminal too small: 59x15 (need 60x15)", centred, broken over rows between words (never inside a size) when
/// narrow; shorter forms ("too small: need 60x15", "60x15") when even that does not fit, "…" below them all.
struct TooSmallScreen: Widget, Sendable {
    /// Size needed, in columns.
    static let minimumWidth = 60
    /// Size needed, in rows.
    static let minimumHeight = 15

    /// Whether a terminal `width × height` cells is too small for the dashboard.
    static func isTooSmall(width: Int, height: Int) -> Bool {
        width < minimumWidth || height < minimumHeight
    }

    /// The too-small message widget.
    init() {}

    /// The message's rows for an area `width × height`: the first form whose words, joined greedily into rows of
    /// `width`, fit `height` rows — the full message, "too small: need 60x15", "need 60x15", "60x15" — else "…".
    static func rows(width: Int, height: Int) -> [String] {
        let need = "\(minimumWidth)x\(minimumHeight)"
        let forms = [["terminal", "too", "small:", "\(width)x\(height)", "(need \(need))"], ["too", "small:", "need", need],
                     ["need", need], [need]]
        for words in forms {
            guard words.allSatisfy({ DisplayWidth.of($0) <= width }) else { continue }
            var rows: [String] = []
            for word in words {
                if let last = rows.last, DisplayWidth.of(last) + 1 + DisplayWidth.of(word) <= width {
                    rows[rows.count - 1] = last + " " + word
                } else {
                    rows.append(word)
                }
            }
            if rows.count <= height { return rows }
        }
        return ["…"]
    }

    func render(area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        Clear().render(area: area, buffer: &buffer)
        let rows = Self.rows(width: area.width, height: area.height)
        let top = centered(width: 1, height: rows.count, in: area).y
        for (index, row) in rows.enumerated() {
            let box = centered(width: DisplayWidth.of(row), height: 1, in: area)
            buffer.setString(x: box.x, y: top + index, row, style: .plain, maxWidth: area.width)
        }
    }
}
