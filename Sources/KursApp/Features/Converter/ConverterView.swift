import Foundation
import TerminalUI

/// What the converter pane shows of the app state: its own state (amount, currencies, mode, picker, last
/// conversion) and the rates it prices with and names currencies from. The dashboard adds focus, time zone and theme.
struct ConverterView: Sendable {
    /// The converter's amount, currencies, mode, picker and last conversion.
    var state: ConverterState
    /// The rates the converter prices with and names currencies from.
    var rates: ConverterRates

    /// The converter of `app`.
    static func of(_ app: AppState) -> ConverterView { ConverterView(state: app.converter, rates: app.converterRates) }

    /// The pane that draws it, the bank rate's time in `timeZone`.
    func pane(focused: Bool, timeZone: TimeZone, theme: PaneTheme) -> ConverterPane {
        ConverterPane(state: state, rates: rates, focused: focused, timeZone: timeZone, theme: theme)
    }
}
