import Foundation
import KursCore
import TerminalUI

/// What the rates pane shows of the app state: the comparison rows and groups, the selected row and the message
/// while no source is loaded. The rates feature computes it from its slice; the dashboard adds focus and theme.
struct RatesView: Sendable {
    /// Each compared currency (config `currencies`) as the loaded comparison sources quote it, UAH per 1 unit;
    /// empty while no currency is compared.
    var rows: [CurrencyComparison] = []
    /// The comparison sources loaded (PrivatBank cash / card, Monobank, NBU), each a group of the pane.
    var sources: [HistorySource] = []
    /// open.er-api mid-market rates (`/v6/latest/{base}`), the mid-market group; nil leaves it out.
    var midMarket: MidMarketRates?
    /// Index into `rows` of the selected row.
    var selected = 0
    /// Shown while no source is loaded ("loading…" when nil), e.g. the last fetch's error.
    var message: Span?

    /// The rates of `state` at `now`, a failed fetch's message in `theme`.
    static func of(_ state: AppState, now: Date, theme: PaneTheme) -> RatesView {
        RatesView(rows: state.rateComparisons, sources: state.rateSources, midMarket: state.midMarketRates?.value,
                  selected: state.screen.ratesSelection,
                  message: DashboardModelMapping.message(for: state.status(of: state.bankRatesResource.id, now: now),
                                                         theme: theme))
    }

    /// The pane that draws these rates.
    func pane(focused: Bool, theme: PaneTheme) -> RatesPane {
        RatesPane(rows: rows, sources: sources, midMarket: midMarket, selected: selected, focused: focused,
                  message: message ?? Span("loading…", style: theme.label), theme: theme)
    }
}
