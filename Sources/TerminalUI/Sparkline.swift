/// One row of block characters (`▁▂▃▄▅▆▇█`) showing the shape of a series, e.g. a coin's 7-day prices.
/// Drawn on the top row of its area, left-aligned, one column per value — or, with more values than
/// columns, one column per bucket of values (their average). Non-finite values are skipped; flat data draws
/// the middle block; empty data draws nothing (the caller shows "no chart data").
public struct Sparkline: Widget, Sendable {
    /// The series, oldest first.
    public var values: [Double]
    /// Style of the drawn characters.
    public var style: Style
    /// Use ASCII `_.-'^` instead of block characters (terminals without Unicode blocks).
    public var asciiFallback: Bool

    /// The block levels, lowest first.
    public static let blockLevels = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    /// The ASCII levels, lowest first.
    public static let asciiLevels = ["_", ".", "-", "'", "^"]

    /// A sparkline of `values` in `style`, optionally in ASCII.
    public init(values: [Double], style: Style = .plain, asciiFallback: Bool = false) {
        self.values = values
        self.style = style
        self.asciiFallback = asciiFallback
    }

    /// The sparkline as text at most `width` columns wide (e.g. for a tmux status line); "" for empty or
    /// all-non-finite data. A bucket with no finite value is a space.
    public static func text(values: [Double], width: Int, ascii: Bool = false) -> String {
        let columns = min(width, values.count)
        let buckets = Resample.average(values, into: columns)
        guard let bounds = Resample.bounds(buckets.compactMap { $0 }) else { return "" }
        let levels = ascii ? asciiLevels : blockLevels
        return buckets.map { bucket in
            guard let v = bucket else { return " " }
            return levels[Resample.level(v, low: bounds.low, high: bounds.high, levels: levels.count)]
        }.joined()
    }

    public func render(area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        let line = Self.text(values: values, width: area.width, ascii: asciiFallback)
        buffer.setString(x: area.x, y: area.y, line, style: style, maxWidth: area.width)
    }
}
