import Foundation
import KursCore
import TerminalUI

/// What a currency's detail shows of the app state: its screen (code, period, history), today's quotes of it and
/// where they are from. The currency detail feature computes it from its slice; the dashboard adds time and theme.
struct CurrencyDetailView: Equatable, Sendable {
    /// The open currency, its period and loaded history.
    var screen: CurrencyDetailScreen
    /// Today's quotes of the currency by every loaded comparison source; nil when no source has it.
    var today: CurrencyComparison?
    /// Where today's quotes are from when not live: "sample 2025", "cache"; nil for live.
    var todayOrigin: String?

    /// The detail `screen` opens in `state`.
    static func of(_ state: AppState, screen: CurrencyDetailScreen) -> CurrencyDetailView {
        let today = state.comparison(of: screen.code)
        return CurrencyDetailView(screen: screen, today: today.quotes.isEmpty ? nil : today,
                                  todayOrigin: state.bankRates.flatMap { CurrencyDetailPane.originLabel($0.origin) })
    }

    /// The pane that draws it at `now` in `theme`.
    func pane(now: Date, theme: PaneTheme) -> CurrencyDetailPane {
        CurrencyDetailPane(code: screen.code, days: screen.days, history: screen.history, today: today, theme: theme,
                           now: now, todayOrigin: todayOrigin)
    }
}
