/// A run of text drawn in one style, e.g. a green "+0.14%".
public struct Span: Equatable, Hashable, Sendable {
    /// The text; control characters are dropped when drawn.
    public var text: String
    /// How the text is drawn (layered over the widget's own style).
    public var style: Style

    /// A span of `text` in `style`.
    public init(_ text: String, style: Style = .plain) {
        self.text = text
        self.style = style
    }

    /// Display width in columns.
    public var width: Int { DisplayWidth.of(text) }
}

/// One line of styled text: a sequence of spans. Newlines inside spans are split by `Paragraph`;
/// other widgets draw a line on one row.
public struct Line: Equatable, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The runs of text, left to right.
    public var spans: [Span]

    /// A line of `spans`.
    public init(_ spans: [Span]) { self.spans = spans }

    /// A line of one span.
    public init(_ text: String, style: Style = .plain) { self.spans = [Span(text, style: style)] }

    public init(stringLiteral value: String) { self.init(value) }

    /// The empty line.
    public static let empty = Line([])

    /// Display width in columns.
    public var width: Int { spans.reduce(0) { $0 + $1.width } }

    /// The text without styles.
    public var plainText: String { spans.map(\.text).joined() }

    /// The line with `base` under every span's style (span colours win, modifiers combine).
    public func patchingStyle(under base: Style) -> Line {
        Line(spans.map { Span($0.text, style: base.patched(with: $0.style)) })
    }

    /// This line when it fits in `columns`; otherwise its longest prefix plus `ellipsis` (in the style of the
    /// last kept span), exactly `columns` wide. By display width; a wide glyph cut at the edge becomes a space.
    public func truncated(to columns: Int, ellipsis: String = "…") -> Line {
        guard columns > 0 else { return .empty }
        if width <= columns { return self }
        let ellipsisWidth = DisplayWidth.of(ellipsis)
        if ellipsisWidth > columns {
            return Line(DisplayWidth.clip(ellipsis, to: columns), style: spans.first?.style ?? .plain)
        }
        var head = clipped(to: columns - ellipsisWidth)
        let style = head.spans.last?.style ?? spans.first?.style ?? .plain
        head.spans.append(Span(DisplayWidth.visible(ellipsis), style: style))
        return head
    }

    /// The longest prefix that fits in `columns` (no ellipsis); a straddling wide glyph becomes a space.
    public func clipped(to columns: Int) -> Line {
        var result: [Span] = []
        var remaining = max(0, columns)
        for span in spans where remaining > 0 {
            let piece = DisplayWidth.clip(span.text, to: remaining)
            remaining -= DisplayWidth.of(piece)
            if !piece.isEmpty { result.append(Span(piece, style: span.style)) }
        }
        return Line(result)
    }

    /// The line's visible graphemes with their styles and widths (zero-width graphemes dropped).
    var graphemes: [StyledGrapheme] {
        spans.flatMap { span in
            span.text.compactMap { character -> StyledGrapheme? in
                let w = DisplayWidth.of(character)
                return w == 0 ? nil : StyledGrapheme(character: character, style: span.style, width: w)
            }
        }
    }

    /// `lines` split at every newline inside their spans (`\n`, `\r\n`, U+2028 …), styles kept.
    public static func splittingNewlines(_ lines: [Line]) -> [Line] {
        var result: [Line] = []
        for line in lines {
            var current: [Span] = []
            for span in line.spans {
                let parts = span.text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
                for (i, part) in parts.enumerated() {
                    if i > 0 {
                        result.append(Line(current))
                        current = []
                    }
                    if !part.isEmpty { current.append(Span(String(part), style: span.style)) }
                }
            }
            result.append(Line(current))
        }
        return result
    }
}

/// One grapheme cluster with its style and display width (1 or 2).
struct StyledGrapheme: Equatable, Sendable {
    var character: Character
    var style: Style
    var width: Int
    /// A space standing in for a glyph that cannot fit; never trimmed or broken at like real whitespace.
    var isFiller = false

    var isWhitespace: Bool { !isFiller && character.isWhitespace }
}
