import Foundation
import TerminalUI

/// What the status bar shows of the app state: one segment per source at full length, the shorter forms for
/// narrow terminals and the key hints of what has the keys. The frame's theme draws it (`StatusBar`).
struct StatusBarView: Sendable {
    /// One span per source at full length (`StatusBarSegments`): "PrivatBank · live 14:00 · next 15:00".
    var sources: [Span] = []
    /// The same segments shorter, longest first (`SourceStatusLine.Form`); made when the bar asks for them.
    var shorterForms = StatusBarForms([])
    /// Key hints at the right (`DashboardModelMapping.hints`).
    var hints = "? help  q quit"

    /// The status bar of `state` at `now`, its spans styled by `theme`.
    static func of(_ state: AppState, now: Date, theme: PaneTheme) -> StatusBarView {
        StatusBarView(
            sources: StatusBarSegments.form(0, of: state, now: now, theme: theme),
            shorterForms: StatusBarForms(count: StatusBarSegments.formCount(state) - 1) { index in
                StatusBarSegments.form(index + 1, of: state, now: now, theme: theme)
            },
            hints: DashboardModelMapping.hints(state))
    }

    /// The bar that draws it in `theme`.
    func bar(theme: PaneTheme) -> StatusBar {
        StatusBar(sources: sources, shorterForms: shorterForms, hints: hints, theme: theme)
    }
}
