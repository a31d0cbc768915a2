import TerminalUI
import KursCore

/// A coin's description laid out for the detail pane: collapsed to 3 rows with a "Read more… (d)" hint when
/// longer, or expanded (scrolled by an offset) with a "Less (d)" hint.
struct CoinDescription: Sendable {
    /// The rows the description wraps to (sanitized again: it came from the network).
    var rows: [Line]

    /// Said in the description's place offline for a coin with no recorded detail (every coin but Bitcoin).
    static let unavailableOffline = "description not available offline"

    /// Collapsed descriptions show at most this many rows.
    static let collapsedRows = 3

    /// At most this many characters are wrapped (the decoder already cuts descriptions at 20,000).
    static let maximumCharacters = 20_000

    /// `text` (`CoinDetail.description`, plain text) wrapped to `width` columns; CJK and emoji take 2 columns.
    init(text: String, width: Int) {
        let clean = TerminalText.sanitize(String(text.prefix(Self.maximumCharacters)), keepingNewlines: true)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        rows = clean.isEmpty ? [] : Paragraph.wrapped([Line(clean)], width: width)
    }

    /// Rows an area needs to show it collapsed: up to 3 text rows plus the hint row when there is more.
    var collapsedHeight: Int { min(rows.count, Self.collapsedRows) + (rows.count > Self.collapsedRows ? 1 : 0) }

    /// The first row shown when expanded in `height` rows (one is the hint): `offset` clamped so the last
    /// page is full.
    func clampedOffset(_ offset: Int, height: Int) -> Int {
        max(0, min(offset, rows.count - max(1, height - 1)))
    }

    /// The text rows and the hint (if any) for an area `height` rows high. Descriptions of up to 3 rows show
    /// whole, without a hint, either way.
    func visible(expanded: Bool, offset: Int, height: Int) -> (rows: [Line], hint: String?) {
        guard height > 0, !rows.isEmpty else { return ([], nil) }
        if rows.count <= min(Self.collapsedRows, height) { return (rows, nil) }
        guard height > 1 else { return ([rows[expanded ? clampedOffset(offset, height: 2) : 0]], nil) }
        guard expanded else { return (Array(rows.prefix(min(Self.collapsedRows, height - 1))), "Read more… (d)") }
        if rows.count <= Self.collapsedRows { return (rows, nil) }
        let start = clampedOffset(offset, height: height)
        return (Array(rows[start..<min(rows.count, start + height - 1)]), "Less (d)")
    }
}
