import KursCore
public import TerminalUI

/// The size of a terminal, in cells.
public struct ScreenSize: Equatable, Hashable, Sendable {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }
}

/// Composes the whole dashboard frame from a `DashboardScreenModel`:
/// - 100+ columns: rates on the left (38 columns), the coin list on the right;
/// - narrower: rates on top (every row when they fit in a third, else the cash rows while the list keeps 8 rows),
///   the coin list below; a coin's detail takes the whole area above the status bar;
/// - the status bar on the last row; the help overlay on top when visible;
/// - below 60x15: `TooSmallScreen` instead.
public enum DashboardScreen {
    /// Width of the rates pane in the side-by-side layout, in columns.
    public static let ratesWidth = 38
    /// Terminals at least this wide put rates and coins side by side.
    public static let sideBySideWidth = 100

    /// The frame for a terminal of `size`.
    public static func render(model: DashboardScreenModel, size: ScreenSize) -> Buffer {
        var buffer = Buffer(area: Rect(x: 0, y: 0, width: size.width, height: size.height))
        render(model: model, area: buffer.area, buffer: &buffer)
        return buffer
    }

    /// Draws the frame into `area` of `buffer`.
    public static func render(model: DashboardScreenModel, area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        if TooSmallScreen.isTooSmall(width: area.width, height: area.height) {
            TooSmallScreen().render(area: area, buffer: &buffer)
            return
        }
        let theme = model.theme
        let main = Rect(x: area.x, y: area.y, width: area.width, height: area.height - 1)
        let layout = panes(model: model, main: main)
        if let ratesArea = layout.rates { ratesPane(model).render(area: ratesArea, buffer: &buffer) }
        switch model.route {
        case .list: coinListPane(model).render(area: layout.right, buffer: &buffer)
        case .detail(let coin): coinDetailPane(model, coin: coin).render(area: layout.right, buffer: &buffer)
        }
        StatusBar(sources: model.statusSources, hints: model.statusHints, theme: theme)
            .render(area: area.row(area.height - 1), buffer: &buffer)
        if model.helpVisible { HelpOverlay(theme: theme).render(area: area, buffer: &buffer) }
    }

    /// Where the rates pane (nil when hidden) and the coin list / detail go within `main`.
    public static func panes(model: DashboardScreenModel, main: Rect) -> (rates: Rect?, right: Rect) {
        // A coin's detail takes the whole width: its two grids and chart need it more than the rates do.
        if case .detail = model.route { return (nil, main) }
        if main.width >= sideBySideWidth {
            let columns = Layout.split(main, direction: .horizontal, constraints: [.length(ratesWidth), .fill(1)])
            return (columns[0], columns[1])
        }
        let rates = ratesPane(model)
        let ratesHeight = min(rates.preferredHeight, max(main.height / 3, min(rates.cashHeight, main.height - 8)))
        let rows = Layout.split(main, direction: .vertical, constraints: [.length(ratesHeight), .fill(1)])
        return (rows[0], rows[1])
    }

    static func ratesPane(_ model: DashboardScreenModel) -> RatesPane {
        RatesPane(cash: model.cashRates, card: model.cardRates, selected: model.selectedRate,
                  offset: model.ratesOffset, focused: model.focus == .rates && model.route == .list,
                  message: model.ratesMessage ?? Span("loading…", style: model.theme.label), theme: model.theme)
    }

    static func coinListPane(_ model: DashboardScreenModel) -> CoinListPane {
        CoinListPane(coins: model.coins, currencySymbol: model.currencySymbol, selected: model.selectedCoin,
                     offset: model.coinsOffset, focused: model.focus == .coins, filter: model.filterText,
                     filterActive: model.filterActive,
                     message: model.coinsMessage ?? Span("loading…", style: model.theme.label), theme: model.theme)
    }

    static func coinDetailPane(_ model: DashboardScreenModel, coin: KursCore.Coin) -> CoinDetailPane {
        CoinDetailPane(coin: coin, detail: model.detail, detailMessage: model.detailMessage,
                       currencySymbol: model.currencySymbol, fetchedAt: model.coinsFetchedAt,
                       descriptionExpanded: model.descriptionExpanded, descriptionOffset: model.descriptionOffset,
                       focused: true, theme: model.theme)
    }
}
