import Foundation
import KursCore
import TerminalUI

/// What a coin's detail shows of the app state besides its markets row: the `/coins/{id}` details or why not,
/// the description's expansion and scroll, the chart's range and series. The coin detail feature computes it
/// from its slice; `kurs pane coin ID` draws its range and chart too.
struct CoinDetailView: Sendable {
    /// The open coin's details (`/coins/{id}`), nil while loading or after a failure.
    var detail: CoinDetail?
    /// Shown in place of the description while `detail` is nil ("loading details…" when nil), e.g. an error.
    var message: Span?
    /// Show the whole description.
    var descriptionExpanded = false
    /// First description row when expanded.
    var descriptionOffset = 0
    /// The chart's range.
    var range = ChartRange.week
    /// The chart of `range`, or why there is none; nil: no chart.
    var chart: CoinChartState?
    /// When the markets list was fetched (the chart's end date when a coin has no `lastUpdated`).
    var fetchedAt: Date?

    /// The detail of the coin `screen` opens in `state` at `now`, messages in `theme`.
    static func of(_ state: AppState, screen: CoinDetailScreen, now: Date, theme: PaneTheme) -> CoinDetailView {
        var view = CoinDetailView(detail: state.coinDetail(screen.id)?.value,
                                  descriptionExpanded: screen.isDescriptionExpanded,
                                  descriptionOffset: screen.descriptionOffset, range: screen.range,
                                  chart: DashboardModelMapping.chartState(state, detail: screen, now: now),
                                  fetchedAt: state.markets?.fetchedAt)
        if view.detail == nil {
            view.message = state.settings.isOffline
                ? Span(CoinDescription.unavailableOffline, style: theme.label)
                : DashboardModelMapping.message(for: state.status(of: Resource.coinDetail(id: screen.id).id, now: now),
                                                theme: theme)
        }
        return view
    }

    /// The pane that draws `coin` with these details, prices after `currencySymbol`, times in `timeZone`.
    func pane(coin: Coin, currencySymbol: String, timeZone: TimeZone, theme: PaneTheme) -> CoinDetailPane {
        CoinDetailPane(coin: coin, detail: detail, detailMessage: message, currencySymbol: currencySymbol,
                       fetchedAt: fetchedAt, descriptionExpanded: descriptionExpanded,
                       descriptionOffset: descriptionOffset, focused: true, range: range, chart: chart,
                       timeZone: timeZone, theme: theme)
    }
}
