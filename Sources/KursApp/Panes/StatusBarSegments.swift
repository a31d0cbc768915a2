import Foundation
import KursCore
import TerminalUI

/// The status bar's segments for a state, at each length `SourceStatusLine.Form` allows: "offline" first when
/// kurs runs offline, then one segment per source on screen (`AppState.statusBarSources`) — "PrivatBank · live
/// 14:00 · next 15:00", "CoinGecko · sample 2026-09-26" — red while the source is failing, then in red the
/// configured coin ids the markets list lacks and the config's warning. The status bar draws the longest form
/// that fits.
enum StatusBarSegments {
    /// The spans of every form, longest first (`SourceStatusLine.Form`: full; full names without reload times;
    /// short names; short names without reload times).
    static func forms(_ state: AppState, now: Date, theme: PaneTheme) -> [[Span]] {
        SourceStatusLine.Form.allCases.map { form in spans(state, now: now, theme: theme, form: form) }
    }

    /// The spans of one form.
    static func spans(_ state: AppState, now: Date, theme: PaneTheme, form: SourceStatusLine.Form) -> [Span] {
        let offline = state.settings.isOffline
        var spans: [Span] = offline ? [Span("offline", style: theme.label)] : []
        for source in state.statusBarSources {
            let schedule = state.sources.scheduler.status(of: source.id, now: now)
            let text = SourceStatusLine.text(
                source: source.source, origin: source.origin, fetchedAt: source.fetchedAt, status: schedule, now: now,
                timeZone: state.settings.timeZone, offline: offline, form: form, part: source.part)
            guard !spans.contains(where: { $0.text == text }) else { continue }
            let failing = !offline && (schedule.lastError != nil || schedule.rateLimitedUntil != nil)
            spans.append(failing ? Span(text, style: theme.error) : Span(text))
        }
        if let missing = DashboardModelMapping.missingCoinsText(state) { spans.append(Span(missing, style: theme.error)) }
        if let warning = state.screen.configWarning { spans.append(Span(warning, style: theme.error)) }
        return spans
    }
}
