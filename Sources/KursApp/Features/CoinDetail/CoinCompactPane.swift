import Foundation
import KursCore
import TerminalUI

/// One coin in 1–3 lines for `kurs pane coin ID` (a tmux split as small as 30x6): "BTC $67,291.00 ▼ 0.33%",
/// then the name, then the 7-day sparkline (green when the week is up, red when down). With 3 rows or more
/// inside a border (5+ rows) the coin's name is the border title and the lines are price, 24h % and the
/// sparkline; fewer rows keep the price line first, then the sparkline.
/// Once a chart range is chosen (keys 1–6, `range`), the range's chart takes the sparkline's place: with 4+ rows
/// left under the price the coin detail's range line and chart (its high and low marked), else one line
/// "1y ▁▂▅▇" (or why there is no chart: "loading the 1y chart…"). A coin without a sparkline says so and how to
/// get a chart (`noSparkline`).
struct CoinCompactPane: Widget, Sendable {
    /// The coin from the markets list; nil while not loaded (`message` shows instead).
    var coin: Coin?
    /// The CoinGecko id asked for (shown while `coin` is nil).
    var id: String
    /// Put before money values, e.g. "$".
    var currencySymbol: String
    /// Shown while `coin` is nil ("loading…" when nil), e.g. an error in red.
    var message: Span?
    /// The chart range chosen with keys 1–6; nil: none yet (the markets row's 7-day sparkline).
    var range: ChartRange?
    /// The range's chart, or why there is none (CoinGecko `/coins/{id}/market_chart`).
    var chart: CoinChartState?
    /// The time zone of the chart's dates.
    var timeZone: TimeZone
    /// Styles to draw with (colour or `NO_COLOR`).
    var theme: PaneTheme

    /// Said in the sparkline's place when the markets row has no 7-day prices (a list fetched without
    /// `sparkline=true`) and no range is chosen yet, so the pane is never a silent blank.
    static let noSparkline = "no 7-day sparkline; keys 1-6 draw a chart"

    /// Rows under the price lines from which the range's chart is drawn in full (else in one line).
    static let fullChartRows = 4

    /// A compact coin pane; see the properties.
    init(coin: Coin?, id: String, currencySymbol: String = "$", message: Span? = nil, range: ChartRange? = nil,
         chart: CoinChartState? = nil, timeZone: TimeZone = .gmt, theme: PaneTheme = PaneTheme()) {
        self.coin = coin
        self.id = id
        self.currencySymbol = currencySymbol
        self.message = message
        self.range = range
        self.chart = chart
        self.timeZone = timeZone
        self.theme = theme
    }

    func render(area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        Clear().render(area: area, buffer: &buffer)
        var content = area
        if area.height >= 5 && area.width >= 8 {
            let title = coin.map { TerminalText.sanitize($0.name) } ?? id
            let block = Block(title: Line(title), borderStyle: theme.border(focused: true), titleStyle: theme.title)
            block.render(area: area, buffer: &buffer)
            content = block.inner(area).inset(horizontal: 1, vertical: 0)
        }
        guard !content.isEmpty else { return }
        for (row, line) in lines(width: content.width, height: content.height).enumerated() {
            buffer.setLine(x: content.x, y: content.y + row, line.truncated(to: content.width), maxWidth: content.width)
        }
        let priceRows = Self.priceLineCount(height: content.height)
        if let range, coin != nil, content.height - priceRows >= Self.fullChartRows {
            drawChart(range, in: Rect(x: content.x, y: content.y + priceRows, width: content.width,
                                      height: content.height - priceRows), buffer: &buffer)
        }
    }

    /// Price and 24h change on two lines from 3 rows, on one below.
    static func priceLineCount(height: Int) -> Int { height >= 3 ? 2 : 1 }

    /// The range line (the ranges, the high, low and change that fit) and the range's chart under it, or why
    /// there is none.
    private func drawChart(_ range: ChartRange, in area: Rect, buffer: inout Buffer) {
        var series: MarketChart?
        if case .series(let shown)? = chart { series = shown }
        CoinChartHeader(range: range, chart: series, currencySymbol: currencySymbol, timeZone: timeZone, theme: theme)
            .render(row: area.row(0), buffer: &buffer)
        let plot = Rect(x: area.x, y: area.y + 1, width: area.width, height: area.height - 1)
        if let series, let line = CoinChart.lineChart(for: series, range: range, currencySymbol: currencySymbol,
                                                      timeZone: timeZone, theme: theme) {
            line.render(area: plot, buffer: &buffer)
        } else {
            buffer.setLine(x: plot.x, y: plot.y, whyNoChart(range).truncated(to: plot.width), maxWidth: plot.width)
        }
    }

    /// "1y ▁▂▅▇": the range and its series as a sparkline (green up, red down), or the range's "why not" line.
    func rangeLine(_ range: ChartRange, width: Int) -> Line {
        guard case .series(let series)? = chart, let first = series.prices.first, let last = series.prices.last else {
            return whyNoChart(range)
        }
        let label = range.label + " "
        let spark = Sparkline.text(values: series.prices.map(\.doubleValue), width: max(0, width - DisplayWidth.of(label)),
                                   ascii: theme.ascii)
        return Line([Span(label, style: theme.title), Span(spark, style: theme.change(last.value > first.value ? .up : .down))])
    }

    /// "loading the 1y chart…", "no data for 1y: rate limited, retry 14:05".
    private func whyNoChart(_ range: ChartRange) -> Line {
        Line([Span(TerminalText.sanitize((chart ?? .loading).message(range: range) ?? ""), style: theme.label)])
    }

    /// The lines for a content area `width` × `height` (at most `height`).
    func lines(width: Int, height: Int) -> [Line] {
        guard let coin else { return [Line([message ?? Span("loading…", style: theme.label)])] }
        let row = CoinRowFormat(coin, currencySymbol: currencySymbol, theme: theme)
        let spark = CoinRowFormat.sparkline(coin, width: width, ascii: theme.ascii)
        let trend = (coin.sparkline7d?.last ?? 0) >= (coin.sparkline7d?.first ?? 0)
        let sparkLine = Line(spark, style: theme.change(trend ? .up : .down))
        let room = width - DisplayWidth.of(row.symbol) - 1
        let price = Line([Span(row.symbol + " ", style: theme.title), Span(row.price(width: room))])
        // The 24h change comes whole or not at all (a cut "▲ 0.1…" would be a wrong number).
        let changeWidth = DisplayWidth.of(row.change.text)
        var lines: [Line]
        if Self.priceLineCount(height: height) == 2 {
            let label = Span("24h ", style: theme.label)
            let change = changeWidth + label.width <= width ? [label, row.change] : changeWidth <= width ? [row.change] : []
            lines = [price, Line(change)]
        } else {
            lines = [price.width + 1 + changeWidth <= width ? Line(price.spans + [Span(" "), row.change]) : price]
        }
        if let range {
            if height - lines.count < Self.fullChartRows { lines.append(rangeLine(range, width: width)) }
        } else if !spark.isEmpty {
            lines.append(sparkLine)
        } else {
            lines.append(Line([Span(Self.noSparkline, style: theme.label)]))
        }
        return Array(lines.prefix(max(0, height)))
    }
}
