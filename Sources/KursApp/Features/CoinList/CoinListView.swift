import Foundation
import KursCore
import TerminalUI

/// What the coin list shows of the app state: the markets rows, the selection, the filter, favourites and sort,
/// the alert marks and the message while there are no rows. The coin list feature computes it from its slice;
/// the dashboard adds the currency symbol, focus and theme.
struct CoinListView: Sendable {
    /// The CoinGecko markets list (all coins; the filter is applied when drawing).
    var coins: [Coin] = []
    /// Index into the rows shown (`rows.apply(coins)`) of the selected row.
    var selected = 0
    /// The filter query ("" for none).
    var filter = ""
    /// Whether the filter line shows (typing or applied).
    var filterActive = false
    /// The favourites, the favourites-only view and the sort (the filter is `filter`).
    var rows = CoinListRows()
    /// The coin ids of triggered price and move alerts, marked in the list.
    var alertMarks: Set<String> = []
    /// Shown while `coins` is empty ("loading…" when nil), e.g. the last fetch's error.
    var message: Span?

    /// The coin list of `state` without its message (which needs the clock).
    static func of(_ state: AppState) -> CoinListView {
        CoinListView(coins: state.markets?.value.elements ?? [], selected: state.screen.coinsSelection,
                     filter: state.screen.filter, filterActive: state.screen.isEditingFilter || !state.screen.filter.isEmpty,
                     rows: state.coinListRows, alertMarks: AlertChecks.marks(state))
    }

    /// The pane that draws this list, prices after `currencySymbol`.
    func pane(currencySymbol: String, focused: Bool, theme: PaneTheme) -> CoinListPane {
        var pane = CoinListPane(coins: coins, currencySymbol: currencySymbol, selected: selected, focused: focused,
                                filter: filter, filterActive: filterActive,
                                message: message ?? Span("loading…", style: theme.label), rows: rows, theme: theme)
        pane.alertMarks = alertMarks
        return pane
    }
}
