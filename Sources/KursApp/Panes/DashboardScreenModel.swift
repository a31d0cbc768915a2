public import Foundation
public import KursCore
public import TerminalUI

/// Everything one dashboard frame shows, as plain values: the integrator maps the app state to this, and
/// `DashboardScreen.render(model:size:)` turns it into cells. No I/O, no references to the store.
public struct DashboardScreenModel: Sendable {
    /// Which pane has the keyboard focus on the list screen.
    public enum Focus: Equatable, Sendable {
        case rates, converter, coins
    }

    /// Which screen is open.
    public enum Route: Equatable, Sendable {
        /// Rates and the coin list.
        case list
        /// One coin's detail (replaces the coin list).
        case detail(Coin)
        /// The weather pane over the whole body.
        case weather
    }

    /// PrivatBank cash rates (`coursid=5`), UAH per 1 unit; empty while none are loaded.
    public var cashRates: [BankRate] = []
    /// PrivatBank card rates (`coursid=11`), shown under the cash rates when given and when they fit.
    public var cardRates: [BankRate]?
    /// Shown in the rates pane while `cashRates` is empty ("loading…" when nil).
    public var ratesMessage: Span?
    /// Index into `cashRates` of the selected row.
    public var selectedRate: Int = 0

    /// The CoinGecko markets list (all coins; the filter is applied when drawing).
    public var coins: [Coin] = []
    /// Shown in the coin list while `coins` is empty ("loading…" when nil).
    public var coinsMessage: Span?
    /// When the markets list was fetched (the chart's end date when a coin has no `lastUpdated`).
    public var coinsFetchedAt: Date?
    /// Put before money values, e.g. "$" for USD.
    public var currencySymbol: String = "$"
    /// Index into the filtered coins (`CoinFilter.apply(coins, query: filterText)`) of the selected row.
    public var selectedCoin: Int = 0
    /// The coin filter query ("" for none).
    public var filterText: String = ""
    /// Whether the filter line shows (typing or applied).
    public var filterActive: Bool = false

    /// Which pane has the keyboard focus on the list screen.
    public var focus: Focus = .coins
    /// Which screen is open.
    public var route: Route = .list
    /// The open coin's details (`/coins/{id}`), nil while loading or after a failure.
    public var detail: CoinDetail?
    /// Shown in place of the description when `detail` is nil ("loading details…" when nil), e.g. an error.
    public var detailMessage: Span?
    /// Show the whole description.
    public var descriptionExpanded: Bool = false
    /// First description row when expanded.
    public var descriptionOffset: Int = 0

    /// The converter's state and rates; no converter pane when nil.
    public var converter: ConverterState?
    /// The rates the converter prices with and names currencies from (drawn only with `converter`).
    public var converterRates: ConverterRates?
    /// The weather pane's state (drawn on `.weather` and in the single weather pane).
    public var weather: WeatherPaneState?
    /// `kurs pane NAME`: draw only this pane, filling the terminal, without the status bar; nil: the dashboard.
    public var singlePane: PaneMode?
    /// The coin of `kurs pane coin ID` from the markets list; nil while not loaded (or not in the list).
    public var singleCoin: Coin?
    /// The time zone of times the panes show (the converter's bank rate time).
    public var timeZone: TimeZone = .current

    /// Draw the help overlay on top.
    public var helpVisible: Bool = false
    /// The help overlay's first line shown.
    public var helpOffset = 0
    /// One span per source for the status bar (`DashboardModelMapping.statusSources`).
    public var statusSources: [Span] = []
    /// Key hints at the right of the status bar.
    public var statusHints: String = "? help  q quit"
    /// The current time (injected; used for ages in texts the caller builds).
    public var now: Date = Date(timeIntervalSince1970: 0)
    /// Colours on (false under `NO_COLOR`).
    public var colorsEnabled: Bool = true
    /// ASCII forms for arrows, sparklines and the chart.
    public var asciiFallback: Bool = false

    /// The colours of rises, falls and the accent (config `colors`).
    public var colorSettings = ColorSettings()
    /// The key bindings the help overlay lists (config `keys`).
    public var keyBindings = KeyBindings()

    /// A model with everything empty; set the fields you need.
    public init() {}

    /// The theme these flags and colours select.
    public var theme: PaneTheme { PaneTheme(colors: colorsEnabled, ascii: asciiFallback, settings: colorSettings) }
}
