import KursCore
import TerminalUI

/// The size of a terminal, in cells.
struct ScreenSize: Equatable, Hashable, Sendable {
    /// Columns.
    var width: Int
    /// Rows.
    var height: Int

    /// A size of `width` columns by `height` rows; negative values become 0.
    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }
}

/// Composes the whole dashboard frame from a `DashboardScreenModel`:
/// - 100+ columns: rates on the left (`leftWidth`: 40–64 columns) with the converter under them (the rows the rates do not
///   need, at least 13 when the rates keep 8), the coin list on the right;
/// - narrower: rates on top (every band of the comparison when they fit in a third, else the first band while
///   the list keeps 8 rows),
///   the coin list below; the converter takes the rates' place while it has the focus; a coin's detail takes
///   the whole area above the status bar;
/// - the weather route: the weather pane over the whole area above the status bar;
/// - the status bar on the last row; the help overlay on top when visible;
/// - below 60x15: `TooSmallScreen` instead;
/// - `kurs pane NAME` (`model.singlePane`): that pane alone over the whole terminal (`renderSinglePane`).
enum DashboardScreen {
    /// Width of the left column (rates and converter) in the side-by-side layout, in columns: 40 from 100
    /// columns, 48 from 120 (the converter's names, rate line and quick picks whole; the bank comparison in two
    /// bands), 56 from 200, 64 from 300; the coin list gets the rest (from 200 its volume, high/low and ATH
    /// columns).
    static func leftWidth(forWidth width: Int) -> Int {
        switch width {
        case ..<120: 40
        case ..<200: 48
        case ..<300: 56
        default: 64
        }
    }
    /// Terminals at least this wide put rates and coins side by side.
    static let sideBySideWidth = 100
    /// Rows of the converter pane under the rates in the side-by-side layout.
    static let converterHeight = 13

    /// Where each pane of the dashboard goes: nil for panes not shown.
    struct Areas: Equatable, Sendable {
        /// The rates pane.
        var rates: Rect?
        /// The converter pane.
        var converter: Rect?
        /// The coin list, a coin's detail or the weather pane.
        var right: Rect
        /// The weather tile under the converter, when there is room for it.
        var weather: Rect? = nil
        /// The portfolio tile under the converter (above the weather tile), when there are holdings and room.
        var portfolio: Rect? = nil
    }

    /// The frame for a terminal of `size`, with the lists scrolled from the top (a single frame: previews, tests).
    static func render(model: DashboardScreenModel, size: ScreenSize) -> Buffer {
        var offsets = ScrollOffsets()
        return render(model: model, size: size, offsets: &offsets)
    }

    /// The frame for a terminal of `size`, the lists scrolled from `offsets` (the previous frame's), which it
    /// settles for the heights this layout gives them.
    static func render(model: DashboardScreenModel, size: ScreenSize, offsets: inout ScrollOffsets) -> Buffer {
        var buffer = Buffer(area: Rect(x: 0, y: 0, width: size.width, height: size.height))
        render(model: model, area: buffer.area, buffer: &buffer, offsets: &offsets)
        return buffer
    }

    /// Draws the frame into `area` of `buffer`, the lists scrolled from the top.
    static func render(model: DashboardScreenModel, area: Rect, buffer: inout Buffer) {
        var offsets = ScrollOffsets()
        render(model: model, area: area, buffer: &buffer, offsets: &offsets)
    }

    /// Draws the frame into `area` of `buffer`, the lists scrolled from `offsets`, which it settles.
    static func render(model: DashboardScreenModel, area: Rect, buffer: inout Buffer,
                              offsets: inout ScrollOffsets) {
        guard !area.isEmpty else { return }
        if let single = model.singlePane {
            renderSinglePane(single.mode, model: model, area: area, buffer: &buffer, offsets: &offsets)
            return
        }
        if TooSmallScreen.isTooSmall(width: area.width, height: area.height) {
            TooSmallScreen().render(area: area, buffer: &buffer)
            return
        }
        let theme = model.theme
        let main = Rect(x: area.x, y: area.y, width: area.width, height: area.height - 1)
        // One rates pane a frame, made only when the route shows it: its prices are formatted when it is made.
        lazy var rates = ratesPane(model)
        let layout = areas(model: model, main: main, rates: rates)
        if let ratesArea = layout.rates { rates.render(area: ratesArea, buffer: &buffer, state: &offsets.rates) }
        if let converterArea = layout.converter, let pane = converterPane(model) {
            pane.render(area: converterArea, buffer: &buffer)
        }
        if let weatherArea = layout.weather, let weather = model.weather {
            WeatherTile(state: weather, now: model.now, theme: theme).render(area: weatherArea, buffer: &buffer)
        }
        if let portfolioArea = layout.portfolio, let portfolio = model.portfolio {
            PortfolioTile(display: portfolio, theme: theme).render(area: portfolioArea, buffer: &buffer)
        }
        switch model.route {
        case .list:
            if let search = model.coinSearch {
                CoinSearchPane(query: search.query, results: search.results, selected: search.selected, message: search.message,
                               focused: model.focus == .coins, theme: theme).render(area: layout.right, buffer: &buffer)
            } else {
                coinListPane(model).render(area: layout.right, buffer: &buffer, state: &offsets.coins)
            }
        case .detail(let coin): coinDetailPane(model, coin: coin).render(area: layout.right, buffer: &buffer)
        case .weather: weatherPane(model, focused: true)?.render(area: layout.right, buffer: &buffer)
        case .portfolio:
            if let portfolio = model.portfolio {
                PortfolioPane(display: portfolio, focused: true, theme: theme).render(area: layout.right, buffer: &buffer)
            }
        case .currency(let currency):
            currency.pane(now: model.now, theme: theme).render(area: layout.right, buffer: &buffer)
        }
        model.statusBar.bar(theme: theme)
            .render(area: area.row(area.height - 1), buffer: &buffer)
        model.help?.overlay(theme: theme).render(area: area, buffer: &buffer)
    }

    /// Where every pane goes within `main` (the frame less the status bar).
    static func areas(model: DashboardScreenModel, main: Rect) -> Areas {
        areas(model: model, main: main, rates: ratesPane(model))
    }

    /// `areas(model:main:)` with the frame's rates pane (`ratesPane(model)`, asked for only when the route shows
    /// the rates).
    static func areas(model: DashboardScreenModel, main: Rect, rates: @autoclosure () -> RatesPane) -> Areas {
        if model.route == .weather { return Areas(rates: nil, converter: nil, right: main) }
        // A coin's detail takes the whole width: its two grids and chart need it more than the rates do.
        if case .detail = model.route { return Areas(rates: nil, converter: nil, right: main) }
        if case .currency = model.route { return Areas(rates: nil, converter: nil, right: main) }
        if model.route == .portfolio { return Areas(rates: nil, converter: nil, right: main) }
        let hasConverter = model.converter != nil
        if main.width >= sideBySideWidth {
            let columns = Layout.split(main, direction: .horizontal, constraints: [.length(leftWidth(forWidth: main.width)), .fill(1)])
            // The rates keep the rows they need (at least 5); the converter takes the rest of the column.
            let ratesHeight = max(5, rates().preferredHeight(width: columns[0].width))
            let height = max(min(converterHeight, columns[0].height - 8), columns[0].height - ratesHeight)
            guard hasConverter, height >= 4 else { return Areas(rates: columns[0], converter: nil, right: columns[1]) }
            // Rows the converter does not need go to the tiles, when they are enough for one: the portfolio first.
            let tiles = tileHeights(spare: height - converterHeight, portfolio: model.showsPortfolioTile,
                                    weather: model.showsWeatherTile)
            let tile = tiles.portfolio + tiles.weather
            let left = Layout.split(columns[0], direction: .vertical,
                                    constraints: [.fill(1), .length(height - tile), .length(tiles.portfolio), .length(tiles.weather)])
            return Areas(rates: left[0], converter: left[1], right: columns[1],
                         weather: tiles.weather > 0 ? left[3] : nil, portfolio: tiles.portfolio > 0 ? left[2] : nil)
        }
        let rates = rates()
        let ratesHeight = min(rates.preferredHeight(width: main.width), max(main.height / 3, min(rates.firstBandHeight, main.height - 8)))
        let rows = Layout.split(main, direction: .vertical, constraints: [.length(ratesHeight), .fill(1)])
        if hasConverter && model.focus == .converter {
            return Areas(rates: nil, converter: rows[0], right: rows[1])
        }
        return Areas(rates: rows[0], converter: nil, right: rows[1])
    }

    /// How the `spare` rows under the converter are shared by the tiles shown: the portfolio first (up to its
    /// preferred height, all of them without the weather), the weather tile the rest when they are enough for it;
    /// a tile that can't have its minimum gets 0 rows.
    static func tileHeights(spare: Int, portfolio: Bool, weather: Bool) -> (portfolio: Int, weather: Int) {
        let room = max(0, spare)
        let wantsWeather = weather && room >= WeatherTile.minimumHeight
        guard portfolio, room >= PortfolioTile.minimumHeight else { return (0, wantsWeather ? room : 0) }
        guard weather, room - PortfolioTile.minimumHeight >= WeatherTile.minimumHeight else { return (room, 0) }
        let portfolioRows = min(PortfolioTile.preferredHeight, room - WeatherTile.minimumHeight)
        return (portfolioRows, room - portfolioRows)
    }

    static func converterPane(_ model: DashboardScreenModel) -> ConverterPane? {
        model.converter?.pane(focused: model.focus == .converter && model.route == .list, timeZone: model.timeZone,
                              theme: model.theme)
    }

    static func weatherPane(_ model: DashboardScreenModel, focused: Bool) -> WeatherPane? {
        model.weather.map { WeatherPane(state: $0, now: model.now, focused: focused, theme: model.theme) }
    }

    static func ratesPane(_ model: DashboardScreenModel) -> RatesPane {
        model.rates.pane(focused: model.focus == .rates && model.route == .list, theme: model.theme)
    }

    static func coinListPane(_ model: DashboardScreenModel) -> CoinListPane {
        model.coinList.pane(currencySymbol: model.currencySymbol, focused: model.focus == .coins, theme: model.theme)
    }

    static func coinDetailPane(_ model: DashboardScreenModel, coin: KursCore.Coin) -> CoinDetailPane {
        model.coinDetail.pane(coin: coin, currencySymbol: model.currencySymbol, timeZone: model.timeZone,
                              theme: model.theme)
    }
}
