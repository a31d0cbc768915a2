import Foundation
import KursCore
import TerminalUI

/// One coin in a bordered pane titled "Bitcoin (BTC)": the chart of the chosen range on top (the ranges and the
/// period's high, low and change on its first row, `CoinChartHeader`; a line saying why when it cannot be drawn), the Overview and Additional
/// Details grids (side by side when wide enough), the description (collapsed to 3 rows or expanded) and the
/// Website / Reddit links. Market values come from the markets list (`coin`), the description, block time,
/// hashing algorithm and links from `/coins/{id}` (`detail`); while that is missing, `detailMessage`
/// ("loading details…" or an error) takes the description's place and the grids still show.
struct CoinDetailPane: Widget, Sendable {
    /// The coin from CoinGecko `/coins/markets`.
    var coin: Coin
    /// Its details from CoinGecko `/coins/{id}`, or nil while loading or after a failure.
    var detail: CoinDetail?
    /// Shown in the description's place when `detail` is nil; nil means "loading details…".
    var detailMessage: Span?
    /// Put before money values, e.g. "$".
    var currencySymbol: String
    /// When the markets list was fetched: the chart's end date when the coin has no `lastUpdated`.
    var fetchedAt: Date?
    /// Show the whole description ("d" toggles).
    var descriptionExpanded: Bool
    /// First description row shown when expanded (clamped so the last page is full).
    var descriptionOffset: Int
    /// Whether the pane has the keyboard focus (highlighted border).
    var focused: Bool
    /// The chart's range (keys 1–6).
    var range: ChartRange
    /// The range's chart, or why there is none; nil: none asked for (7 days draw the markets row's sparkline).
    var chart: CoinChartState?
    /// The time zone of the chart's dates.
    var timeZone: TimeZone
    /// Styles to draw with (colour or `NO_COLOR`).
    var theme: PaneTheme

    /// A coin detail pane; see the properties for the meaning of each input.
    init(coin: Coin, detail: CoinDetail? = nil, detailMessage: Span? = nil, currencySymbol: String = "$",
                fetchedAt: Date? = nil, descriptionExpanded: Bool = false, descriptionOffset: Int = 0,
                focused: Bool = true, range: ChartRange = .week, chart: CoinChartState? = nil,
                timeZone: TimeZone = .gmt, theme: PaneTheme = PaneTheme()) {
        self.coin = coin
        self.detail = detail
        self.detailMessage = detailMessage
        self.currencySymbol = currencySymbol
        self.fetchedAt = fetchedAt
        self.descriptionExpanded = descriptionExpanded
        self.descriptionOffset = descriptionOffset
        self.focused = focused
        self.range = range
        self.chart = chart
        self.timeZone = timeZone
        self.theme = theme
    }

    /// "Bitcoin (BTC)".
    var title: String {
        "\(TerminalText.sanitize(coin.name)) (\(TerminalText.sanitize(coin.symbol).uppercased()))"
    }

    /// The rows each section gets inside the pane's content area.
    struct Sections {
        var chart: Rect
        var grids: Rect
        var description: Rect
        var links: Rect
        var roomy: Bool
    }

    /// Splits `content` into sections: roomy (24+ rows) gets a 12-row chart and blank rows between sections;
    /// smaller areas shrink the chart first, then cut the description and links.
    func sections(_ content: Rect, descriptionRows: Int, linkRows: Int) -> Sections {
        let roomy = content.height >= 24
        let gap = roomy ? 1 : 0
        let gridHeight = content.width >= 56 ? 7 : 12
        let chartHeight = roomy ? 13 : max(4, min(9, content.height - gridHeight - 2))
        let description = descriptionExpanded
            ? max(0, content.height - chartHeight - gridHeight - 3 * gap - (linkRows > 0 ? linkRows + gap : 0))
            : descriptionRows
        let parts = Layout.split(content, direction: .vertical, constraints: [
            .length(chartHeight), .length(gap), .length(gridHeight), .length(gap),
            .length(description + (roomy ? 1 : 0)), .length(linkRows > 0 ? gap : 0), .length(linkRows),
        ])
        return Sections(chart: parts[0], grids: parts[2], description: parts[4], links: parts[6], roomy: roomy)
    }

    /// The first description row of the last page when the description is expanded in a detail drawn over
    /// `area` (the frame's size less the status bar, as the dashboard draws it): where G/End land, so a move
    /// up from there moves at once. 0 without a detail.
    func descriptionBottom(area: Rect) -> Int {
        let content = DetailFrame(title: title, theme: theme).content(area)
        guard let detail, !content.isEmpty else { return 0 }
        let description = CoinDescription(text: detail.description, width: content.width)
        var expanded = self
        expanded.descriptionExpanded = true
        let s = expanded.sections(content, descriptionRows: max(1, description.collapsedHeight),
                                  linkRows: CoinLinks.items(detail).count)
        return description.clampedOffset(Int.max / 2, height: s.description.height - (s.roomy ? 1 : 0))
    }

    func render(area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        let content = DetailFrame(title: title, focused: focused, theme: theme).render(area: area, buffer: &buffer)
        guard !content.isEmpty else { return }
        let description = detail.map { CoinDescription(text: $0.description, width: content.width) }
        let links = detail.map(CoinLinks.items) ?? []
        let s = sections(content, descriptionRows: description.map { max(1, $0.collapsedHeight) } ?? 1,
                         linkRows: links.count)
        drawChart(in: s.chart, buffer: &buffer)
        drawGrids(in: s.grids, buffer: &buffer)
        drawDescription(description, in: s.description, heading: s.roomy, buffer: &buffer)
        for (i, link) in links.enumerated() where i < s.links.height {
            let line = Line([Span(DisplayWidth.pad(link.label, to: 9), style: theme.label), Span(link.url)])
            buffer.setLine(x: s.links.x, y: s.links.y + i, line.truncated(to: s.links.width))
        }
    }

    /// What the chart area shows: the range's series when loaded; for 7 days else the markets row's sparkline;
    /// else why there is nothing ("no chart data" when nothing was asked for).
    var shownChart: CoinChartState {
        if case .series? = chart { return chart! }
        if range == .week, let series = CoinChart.sparklineSeries(of: coin, fetchedAt: fetchedAt) { return .series(series) }
        return chart ?? .unavailable(reason: "no chart data")
    }

    private func drawChart(in area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        let shown = shownChart
        var series: MarketChart?
        if case .series(let chart) = shown { series = chart }
        let fromSparkline: Bool
        if case .series? = chart { fromSparkline = false } else { fromSparkline = true }
        let undated = fromSparkline && coin.lastUpdated ?? fetchedAt == nil
        CoinChartHeader(range: range, chart: series, currencySymbol: currencySymbol, timeZone: timeZone,
                        showsDates: !undated, theme: theme)
            .render(row: area.row(0), buffer: &buffer)
        let plot = Rect(x: area.x, y: area.y + 1, width: area.width, height: area.height - 1)
        guard !plot.isEmpty else { return }
        let line = fromSparkline
            ? CoinChart.lineChart(for: coin, fetchedAt: fetchedAt, currencySymbol: currencySymbol, timeZone: timeZone, theme: theme)
            : series.flatMap { CoinChart.lineChart(for: $0, range: range, currencySymbol: currencySymbol, timeZone: timeZone, theme: theme) }
        if series != nil, let chart = line {
            chart.render(area: plot, buffer: &buffer)
        } else {
            let text = DisplayWidth.truncate(TerminalText.sanitize(shown.message(range: range) ?? "no chart data"), to: plot.width)
            let box = centered(width: DisplayWidth.of(text), height: 1, in: plot)
            buffer.setString(x: box.x, y: box.y, text, style: theme.label)
        }
    }

    private func drawGrids(in area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        let overview = StatGrid(title: Line("Overview"), items: CoinStats.overview(
            coin, currencySymbol: currencySymbol, theme: theme), columns: 1, titleStyle: theme.title,
            labelStyle: theme.label)
        let additional = StatGrid(title: Line("Additional Details"), items: CoinStats.additional(
            coin, detail: detail, currencySymbol: currencySymbol, theme: theme), columns: 1,
            titleStyle: theme.title, labelStyle: theme.label)
        if area.width >= 56 {
            let halves = Layout.split(area, direction: .horizontal, constraints: [.fill(1), .fill(1)], spacing: 4)
            overview.render(area: halves[0], buffer: &buffer)
            additional.render(area: halves[1], buffer: &buffer)
        } else {
            let rows = Layout.split(area, direction: .vertical, constraints: [.length(overview.height), .fill(1)])
            overview.render(area: rows[0], buffer: &buffer)
            additional.render(area: rows[1], buffer: &buffer)
        }
    }

    private func drawDescription(_ description: CoinDescription?, in area: Rect, heading: Bool,
                                 buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        var body = area
        if heading {
            buffer.setString(x: area.x, y: area.y, "Description", style: theme.title, maxWidth: area.width)
            body = Rect(x: area.x, y: area.y + 1, width: area.width, height: area.height - 1)
        }
        guard let description else {
            let message = detailMessage ?? Span("loading details…", style: theme.label)
            Paragraph([Line([message])]).render(area: body, buffer: &buffer)
            return
        }
        guard !description.rows.isEmpty else {
            buffer.setString(x: body.x, y: body.y, "No description.", style: theme.label, maxWidth: body.width)
            return
        }
        let shown = description.visible(expanded: descriptionExpanded, offset: descriptionOffset, height: body.height)
        for (i, row) in shown.rows.enumerated() { buffer.setLine(x: body.x, y: body.y + i, row, maxWidth: body.width) }
        if let hint = shown.hint {
            buffer.setString(x: body.x, y: body.y + shown.rows.count, hint, style: theme.label, maxWidth: body.width)
        }
    }
}
