import Foundation
import KursCore
import TerminalUI

/// Everything one dashboard frame shows, as plain values: mostly each pane's view value, computed by its feature
/// from its slice of the app state (`DashboardModelMapping` sets them), and `DashboardScreen.render(model:size:)`
/// turns it into cells. No I/O, no references to the store.
struct DashboardScreenModel: Sendable {
    /// Which screen is open.
    enum Route: Equatable, Sendable {
        /// Rates and the coin list.
        case list
        /// One coin's detail (replaces the coin list).
        case detail(Coin)
        /// The weather pane over the whole body.
        case weather
        /// One currency's detail over the whole body (`CurrencyDetailView.of`).
        case currency(CurrencyDetailView)
        /// The portfolio pane over the whole body.
        case portfolio
    }

    /// The rates pane's rows, groups, selection and message (`RatesView.of`).
    var rates = RatesView()

    /// The coin list's rows, selection, filter and message (`CoinListView.of`); its message is also the single
    /// coin pane's.
    var coinList = CoinListView()
    /// Put before money values, e.g. "$" for USD.
    var currencySymbol: String = "$"
    /// A CoinGecko search shown in the coin list's place: the query, its results (nil: no answer yet), the
    /// selected row and the message while there are no results; nil when none is shown.
    var coinSearch: (query: String, results: [SearchCoin]?, selected: Int, message: Span?)?

    /// Which pane has the keyboard focus on the list screen.
    var focus: FocusedPane = .coins
    /// Which screen is open.
    var route: Route = .list
    /// The open coin's details, description and chart (`CoinDetailView.of`); `kurs pane coin ID` draws its chart.
    var coinDetail = CoinDetailView()

    /// The converter's state and rates (`ConverterView.of`); no converter pane when nil.
    var converter: ConverterView?
    /// The weather pane's state (drawn on `.weather` and in the single weather pane).
    var weather: WeatherPaneState?
    /// The dashboard may show the weather tile (`WeatherTile.mayShow`); it does when the rows are there.
    var showsWeatherTile = false
    /// The portfolio valued now, for its pane and tile; nil draws neither.
    var portfolio: PortfolioDisplay?
    /// The dashboard shows the portfolio tile (`PortfolioTile.mayShow`) when the rows are there, before the weather.
    var showsPortfolioTile = false
    /// `kurs pane NAME`: draw only this pane, filling the terminal, without the status bar (`SinglePaneView.of`);
    /// nil: the dashboard.
    var singlePane: SinglePaneView?
    /// The time zone of times the panes show (the converter's bank rate time).
    var timeZone: TimeZone = .current

    /// The help overlay drawn on top (`HelpView.of`); nil while it is closed.
    var help: HelpView?
    /// The status bar's segments and hints (`StatusBarView.of`).
    var statusBar = StatusBarView()
    /// The current time (injected; used for ages in texts the caller builds).
    var now: Date = Date(timeIntervalSince1970: 0)
    /// The styles every pane draws with: colours on or off (`NO_COLOR`), ASCII forms for arrows, sparklines and
    /// the chart, and the colours of rises, falls and the accent (config `colors`).
    var theme = PaneTheme(colors: true, ascii: false, settings: ColorSettings())

    /// A model with everything empty; set the fields you need.
    init() {}
}
