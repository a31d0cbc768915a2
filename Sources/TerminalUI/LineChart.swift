/// A line chart of a series filling its area, e.g. a coin's 7-day prices:
///
///       3┤⠑⠤⡀
///     1.5┤  ⠈⠒⠤⡀
///       0┤     ⠈⠒⢄
///         Mon  Sun
///
/// - Left gutter: the caller's `maxLabel` on the top row, `midLabel` on the middle row, `minLabel` on the
///   bottom row of the plot, right-aligned, then an axis column (`┤` at labels, `│` elsewhere). No gutter
///   when all three labels are empty.
/// - Bottom row: `startLabel` at the plot's left, `endLabel` at its right (the end label is dropped when they
///   would touch). No x-axis row when both are empty or the area is one row high.
/// - Plot: `.braille` joins consecutive points with braille dots (2×4 per cell); `.blocks` draws one column
///   per bucket of values as a filled area of eighth blocks. The plot spans the smallest to the largest
///   finite value; equal values and a series of one value draw a flat line in the middle; one finite value
///   among gaps is one dot where it is. NaN/±inf are skipped.
/// - Markers: points of `values` called out on the plot (e.g. the period's high and low): the point's cell in the
///   marker's style and its label beside it on the plot, never over the gutter or the x-axis row.
/// Covers its whole area (blank cells are written as spaces).
public struct LineChart: Widget, Sendable {
    /// How the plot is drawn.
    public enum Mode: Equatable, Sendable {
        /// Braille dots (U+2800 block), 2 columns × 4 rows of dots per cell.
        case braille
        /// Eighth blocks `▁…█` filling the area under the line (fallback for fonts without braille).
        case blocks
    }

    /// The series, oldest first; non-finite values are skipped.
    public var values: [Double]
    /// Gutter label on the top row of the plot ("" for none).
    public var maxLabel: String
    /// Gutter label on the middle row of the plot ("" for none).
    public var midLabel: String
    /// Gutter label on the bottom row of the plot ("" for none).
    public var minLabel: String
    /// Label under the plot's left end ("" for none).
    public var startLabel: String
    /// Label under the plot's right end ("" for none); dropped when it would touch `startLabel`.
    public var endLabel: String
    /// Style of the plotted line (the caller picks green for up, red for down).
    public var lineStyle: Style
    /// Style of axis labels and axis lines.
    public var labelStyle: Style
    /// Braille dots or eighth blocks.
    public var mode: Mode
    /// More series drawn over the same scale (the plot spans the lowest to the highest value of all), each in its
    /// own style, later ones over earlier ones where their dots share a cell; each series's points spread over
    /// the whole width. `.blocks` mode draws `values` alone.
    public var overlays: [Overlay] = []

    /// Points of `values` called out on the plot, drawn in order after the lines.
    public var markers: [Marker] = []

    /// A point of `values` called out on the plot: the cell its dot (or its column's top block) is in takes
    /// `style`, and the first of `labels` that fits goes beside it in `style`, in the plot's blank cells on the
    /// point's row (nearest first, right before left, up to 6 columns away, 2 for the shortest of several labels),
    /// else (plots of 4+ rows) on the next row towards the middle;
    /// when no label fits in blank cells the last label covers the cell right (or left) of the point, and with no
    /// room at all the point's cell itself.
    public struct Marker: Equatable, Sendable {
        /// Index of the point in `values`; a marker on a non-finite value or outside `values` is not drawn.
        public var index: Int
        /// Labels from the longest to the shortest, e.g. ["▲ $87,160.00", "▲"]; none: only the cell's style.
        public var labels: [String]
        /// Style of the point's cell and its label.
        public var style: Style
        /// A marker on `values[index]`.
        public init(index: Int, labels: [String], style: Style) {
            self.index = index
            self.labels = labels
            self.style = style
        }
    }

    /// A series drawn over `values`.
    public struct Overlay: Equatable, Sendable {
        /// The series, oldest first; non-finite values are skipped (gaps are bridged).
        public var values: [Double]
        /// Style of its line.
        public var style: Style
        /// `values` in `style`.
        public init(values: [Double], style: Style) {
            self.values = values
            self.style = style
        }
    }

    /// A chart of `values` with optional gutter and x-axis labels; see the properties for each parameter.
    public init(values: [Double], maxLabel: String = "", midLabel: String = "", minLabel: String = "",
                startLabel: String = "", endLabel: String = "", lineStyle: Style = .plain,
                labelStyle: Style = Style(modifiers: .dim), mode: Mode = .braille) {
        self.values = values
        self.maxLabel = maxLabel
        self.midLabel = midLabel
        self.minLabel = minLabel
        self.startLabel = startLabel
        self.endLabel = endLabel
        self.lineStyle = lineStyle
        self.labelStyle = labelStyle
        self.mode = mode
    }

    /// Columns of the left gutter (labels plus the axis column); 0 without labels.
    public var gutterWidth: Int {
        let labels = [maxLabel, midLabel, minLabel].map { DisplayWidth.of($0) }.max() ?? 0
        return labels == 0 ? 0 : labels + 1
    }

    /// The rectangle the plot itself takes within `area` (without gutter and x-axis row).
    public func plotArea(_ area: Rect) -> Rect {
        let gutter = min(gutterWidth, area.width)
        let hasXAxis = !(startLabel.isEmpty && endLabel.isEmpty) && area.height >= 2
        return Rect(x: area.x + gutter, y: area.y, width: area.width - gutter, height: area.height - (hasXAxis ? 1 : 0))
    }

    public func render(area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        let plot = plotArea(area)
        drawGutter(area: area, plot: plot, buffer: &buffer)
        drawXAxis(area: area, plot: plot, buffer: &buffer)
        guard !plot.isEmpty else { return }
        for i in 0..<plot.height { buffer.fill(plot.row(i), with: Cell(symbol: " ", width: 1, style: .plain)) }
        switch mode {
        case .braille:
            let series = [Overlay(values: values, style: lineStyle)] + overlays
            let bounds = Resample.bounds(series.flatMap(\.values))
            for line in series {
                let rows = BrailleCanvas.plot(line.values, width: plot.width, height: plot.height, bounds: bounds)
                for (i, row) in rows.enumerated() {
                    for (j, bits) in row.enumerated() where bits != 0 {
                        let under = buffer[plot.x + j, plot.y + i]?.symbol.unicodeScalars.first.map(\.value) ?? 0
                        let shared = (0x2800...0x28FF).contains(under) ? under - 0x2800 : 0
                        let symbol = String(Character(Unicode.Scalar(0x2800 + (bits | shared))!))
                        buffer.set(x: plot.x + j, y: plot.y + i, cell: Cell(symbol: symbol, width: 1, style: line.style))
                    }
                }
            }
        case .blocks:
            for (i, row) in Self.blockRows(values, width: plot.width, height: plot.height).enumerated() {
                for (j, symbol) in row.enumerated() where symbol != " " {
                    buffer.set(x: plot.x + j, y: plot.y + i, cell: Cell(symbol: String(symbol), width: 1, style: lineStyle))
                }
            }
        }
        for marker in markers {
            guard let (column, row) = markerCell(marker.index, plot: plot) else { continue }
            drawMarker(marker, column: column, row: row, plot: plot, buffer: &buffer)
        }
    }

    /// The plot cell (column, row from the plot's top-left) where `values[index]` is drawn; nil for a non-finite or
    /// missing value.
    func markerCell(_ index: Int, plot: Rect) -> (column: Int, row: Int)? {
        guard values.indices.contains(index), values[index].isFinite, !plot.isEmpty else { return nil }
        switch mode {
        case .braille:
            guard let bounds = Resample.bounds(([values] + overlays.map(\.values)).flatMap { $0 }),
                  let dot = BrailleCanvas.dot(index, of: values, width: plot.width, height: plot.height, bounds: bounds)
            else { return nil }
            return (dot.x / 2, dot.y / 4)
        case .blocks:
            let buckets = Resample.average(values, into: plot.width)
            let n = values.count
            guard let column = (0..<plot.width).first(where: { index < max($0 * n / plot.width + 1, ($0 + 1) * n / plot.width) }),
                  let bounds = Resample.bounds(buckets.compactMap { $0 }), let v = buckets[column]
            else { return nil }
            let level = Resample.level(v, low: bounds.low, high: bounds.high, levels: plot.height * 8)
            return (column, plot.height - 1 - level / 8)
        }
    }

    /// How many columns away from its point a marker's label may start (right) or end (left).
    static let markerReach = 6
    /// How far the shortest of several labels (a "▲" alone) may be from its point before it covers the cell beside it.
    static let shortLabelReach = 2

    /// Restyles the marker's cell and writes its label beside it (see `Marker`).
    private func drawMarker(_ marker: Marker, column: Int, row: Int, plot: Rect, buffer: inout Buffer) {
        let x = plot.x + column, y = plot.y + row
        if var cell = buffer[x, y] {
            cell.style = marker.style
            buffer.set(x: x, y: y, cell: cell)
        }
        func blank(_ start: Int, _ width: Int, _ y: Int) -> Bool {
            start >= plot.x && start + width <= plot.right && (start..<start + width).allSatisfy { buffer[$0, y]?.symbol == " " }
        }
        let inward = row < plot.height / 2 ? 1 : -1
        let rows = [y] + (plot.height >= 4 ? [y + inward] : [])
        for (number, label) in marker.labels.enumerated() {
            let width = DisplayWidth.of(label)
            guard width > 0 else { continue }
            let reach = number == marker.labels.count - 1 && number > 0 ? Self.shortLabelReach : Self.markerReach
            for candidateY in rows {
                let starts = (1...reach).flatMap { [x + $0, x - $0 - width + 1] }
                if let start = starts.first(where: { blank($0, width, candidateY) }) {
                    buffer.setString(x: start, y: candidateY, label, style: marker.style, maxWidth: width)
                    return
                }
            }
        }
        guard let last = marker.labels.last else { return }
        let width = DisplayWidth.of(last)
        let start = x + 1 + width <= plot.right ? x + 1 : x - width >= plot.x ? x - width : x
        guard width > 0, start + width <= plot.right else { return }
        buffer.setString(x: start, y: y, last, style: marker.style, maxWidth: width)
    }

    private func drawGutter(area: Rect, plot: Rect, buffer: inout Buffer) {
        let gutter = plot.x - area.x
        guard gutter > 0 else { return }
        let labelWidth = gutter - 1
        var labels: [Int: String] = [0: maxLabel]
        if plot.height >= 3 { labels[(plot.height - 1) / 2] = midLabel }
        if plot.height >= 2 { labels[plot.height - 1] = minLabel }
        for row in 0..<plot.height {
            let label = labels[row].map { DisplayWidth.fit($0, to: labelWidth, alignment: .right) }
            let text = (label ?? String(repeating: " ", count: labelWidth)) + (label == nil ? "│" : "┤")
            buffer.setString(x: area.x, y: area.y + row, text, style: labelStyle, maxWidth: gutter)
        }
        if plot.bottom < area.bottom {
            buffer.setString(x: area.x, y: plot.bottom, String(repeating: " ", count: gutter), style: .plain,
                             maxWidth: gutter)
        }
    }

    private func drawXAxis(area: Rect, plot: Rect, buffer: inout Buffer) {
        guard plot.bottom < area.bottom, plot.width > 0 else { return }
        var text = DisplayWidth.pad(DisplayWidth.truncate(startLabel, to: plot.width), to: plot.width)
        let startWidth = DisplayWidth.of(DisplayWidth.visible(startLabel))
        let endWidth = DisplayWidth.of(DisplayWidth.visible(endLabel))
        if endWidth > 0, startWidth + 1 + endWidth <= plot.width {
            text = DisplayWidth.pad(DisplayWidth.visible(startLabel), to: plot.width - endWidth)
                + DisplayWidth.visible(endLabel)
        }
        buffer.setString(x: plot.x, y: plot.bottom, text, style: labelStyle, maxWidth: plot.width)
    }

    /// The `.blocks` plot: `height` strings of `width` characters, top row first.
    static func blockRows(_ values: [Double], width: Int, height: Int) -> [String] {
        let blank = Array(repeating: Array(repeating: Character(" "), count: width), count: height)
        let buckets = Resample.average(values, into: width)
        guard let bounds = Resample.bounds(buckets.compactMap { $0 }) else { return blank.map { String($0) } }
        let eighths = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"].map(Character.init)
        var grid = blank
        for (column, bucket) in buckets.enumerated() {
            guard let v = bucket else { continue }
            let filled = Resample.level(v, low: bounds.low, high: bounds.high, levels: height * 8) + 1
            for level in 0..<height {
                let amount = min(8, filled - level * 8)
                if amount > 0 { grid[height - 1 - level][column] = eighths[amount - 1] }
            }
        }
        return grid.map { String($0) }
    }
}

/// Braille-dot rendering of a series.
enum BrailleCanvas {
    /// Bit of the dot at column `dx` (0–1), row `dy` (0–3) within a braille cell.
    private static let bits: [[UInt32]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]

    /// The dot (x from the left, y from the top, in dots) where `values[index]` is drawn by `plot`; nil for a
    /// non-finite or missing value or an empty canvas.
    static func dot(_ index: Int, of values: [Double], width: Int, height: Int, bounds: (low: Double, high: Double))
        -> (x: Int, y: Int)?
    {
        guard values.indices.contains(index), values[index].isFinite, width > 0, height > 0 else { return nil }
        return (dotX(index, count: values.count, dotsWide: width * 2),
                dotY(values[index], bounds: bounds, dotsHigh: height * 4))
    }

    /// The dot column of the `index`th of `count` values spread over `dotsWide` dots (0 for a single value).
    private static func dotX(_ index: Int, count: Int, dotsWide: Int) -> Int {
        count == 1 ? 0 : Int((Double(index) * Double(dotsWide - 1) / Double(count - 1)).rounded())
    }

    /// The dot row, from the top, of `value` scaled to `bounds` over `dotsHigh` dots.
    private static func dotY(_ value: Double, bounds: (low: Double, high: Double), dotsHigh: Int) -> Int {
        dotsHigh - 1 - Resample.level(value, low: bounds.low, high: bounds.high, levels: dotsHigh)
    }

    /// `height` rows of `width` braille dot masks (0: no dot; the character is U+2800 + mask), top row first, with
    /// consecutive finite values joined by straight lines, scaled to `bounds` (default: the values' own). X
    /// positions keep each value's index, so gaps (NaN) are bridged.
    static func plot(_ values: [Double], width: Int, height: Int, bounds given: (low: Double, high: Double)? = nil)
        -> [[UInt32]]
    {
        var cells = Array(repeating: Array(repeating: UInt32(0), count: width), count: height)
        let dotsWide = width * 2, dotsHigh = height * 4
        let points = values.enumerated().filter { $0.element.isFinite }
        if let bounds = given ?? Resample.bounds(values), !points.isEmpty, dotsWide > 0, dotsHigh > 0 {
            func y(_ v: Double) -> Int { dotY(v, bounds: bounds, dotsHigh: dotsHigh) }
            func x(_ i: Int) -> Int { dotX(i, count: values.count, dotsWide: dotsWide) }
            func dot(_ px: Int, _ py: Int) { cells[py / 4][px / 2] |= bits[px % 2][py % 4] }
            if values.count == 1 {
                let py = y(points[0].element)
                for px in 0..<dotsWide { dot(px, py) }
            } else if points.count == 1 {
                dot(x(points[0].offset), y(points[0].element))  // one known value of several: where it is
            }
            for (a, b) in zip(points, points.dropFirst()) {
                line(from: (x(a.offset), y(a.element)), to: (x(b.offset), y(b.element)), plot: dot)
            }
        }
        return cells
    }

    /// Bresenham's line between two dots, inclusive.
    private static func line(from start: (Int, Int), to end: (Int, Int), plot: (Int, Int) -> Void) {
        var (x0, y0) = start
        let (x1, y1) = end
        let dx = abs(x1 - x0), dy = -abs(y1 - y0)
        let sx = x0 < x1 ? 1 : -1, sy = y0 < y1 ? 1 : -1
        var error = dx + dy
        while true {
            plot(x0, y0)
            if x0 == x1 && y0 == y1 { return }
            let e2 = 2 * error
            if e2 >= dy { error += dy; x0 += sx }
            if e2 <= dx { error += dx; y0 += sy }
        }
    }
}
