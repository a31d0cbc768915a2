import Foundation
package import KursCore
import TerminalUI

/// The dashboard's alerts: checked whenever new data arrives (a `.loaded` of the markets list, the portfolio's
/// extra prices or a bank source — never by polling) with `AlertEvaluator` against what the dashboard holds;
/// a change is recorded in `alerts.json` (`.recordAlerts`), each alert that crossed now rings the bell once
/// (`.bell`) and, with config `alerts.notify`, sends a desktop notification (`.notify`). An alert re-arms when the
/// value crosses back, so the next crossing rings again. With an alerts file (`DashboardAlerts.watchesFile`) new
/// data first re-reads it when another process changed it (`.reloadAlerts`, a `stat` otherwise), so alerts added
/// with `kurs alert add` while the dashboard runs are checked at its next data.
package enum AlertChecks {
    /// What new data of a watched resource asks for: the alerts file re-read when it changed, and the check.
    static func dataArrived(_ state: inout AppState, now: Date) -> [Effect] {
        let reload: [Effect] = state.alerts.watchesFile ? [.reloadAlerts(since: state.alerts.fileStatus)] : []
        return reload + check(&state, now: now)
    }

    /// The alerts file as another process left it (`.reloadAlerts`' answer): its alerts, each keeping the state the
    /// dashboard evaluated for it (`AlertList.record`: added ones join, removed ones go), then checked at once.
    static func reloaded(_ file: AlertList, status: FileStatus?, problem: String?, state: inout AppState, now: Date)
        -> [Effect]
    {
        var list = file
        list.record(state.alerts.list.alerts)
        state.alerts.list = list
        state.alerts.fileStatus = status
        state.alerts.problem = problem
        return check(&state, now: now)
    }

    /// Whether a value of `id` is data alerts are checked against.
    static func watches(_ id: ResourceID, state: AppState) -> Bool {
        if id == state.marketsResource.id || id == PortfolioSources.extraResource(state)?.id { return true }
        return HistorySource.compared.contains { $0.todayResource.id == id }
    }

    /// The values alerts are checked against: prices and 24 h changes of the shown markets list and the
    /// portfolio's extra coins (in the vs currency), and the bank rows of every comparison source loaded — live or
    /// cached data only: the embedded sample (shown online while nothing else is there) is never a crossing.
    static func values(_ state: AppState) -> AlertValues {
        func usable(_ id: ResourceID) -> Bool {
            guard let origin = state.loaded(id)?.origin else { return false }
            if case .embeddedSample = origin { return false }
            return true
        }
        var rates: [HistorySource: [RateQuote]] = [:]
        for source in HistorySource.compared where usable(source.todayResource.id) {
            if let rows = state.sources.values[source.todayResource.id].flatMap({ source.quotes(in: $0) }) {
                rates[source] = rows.value
            }
        }
        var coins = usable(state.marketsResource.id) ? state.markets?.value.elements ?? [] : []
        if let extra = PortfolioSources.extraResource(state), usable(extra.id) {
            coins += state.current(extra)?.value.elements ?? []
        }
        return AlertValues(coins: coins, vsCurrency: state.settings.vsCurrency, rate: AlertValues.rateLookup(rates))
    }

    /// Evaluates the alerts at `now`; the effects: record the list when anything changed, one bell (and one
    /// notification when turned on) per alert that triggered now.
    static func check(_ state: inout AppState, now: Date) -> [Effect] {
        guard !state.alerts.list.alerts.isEmpty else { return [] }
        var list = state.alerts.list
        let triggered = list.evaluate(values(state), now: now)
        guard list != state.alerts.list else { return [] }
        state.alerts.list = list
        var effects: [Effect] = [.recordAlerts(list.alerts)]
        for alert in triggered {
            effects.append(.bell)
            if state.settings.notifyAlerts { effects.append(.notify(text(alert))) }
        }
        return effects
    }

    /// "bitcoin ≥ 70000 usd: 71000.5" — the alert and the value that triggered it.
    package static func text(_ alert: Alert) -> String {
        alert.summary + (alert.value.map { ": \($0)" } ?? "")
    }

    /// The status bar's alert segment: "! alert: bitcoin ≥ 70000 usd" / "! 2 alerts: …, …" for the triggered ones
    /// (bold, in the accent colour), and the alerts file's problem in red; nothing when neither. `tight` (the
    /// status bar's shortest forms): the first triggered alert and how many more ("! 5 alerts: bitcoin ≥ 70000 usd
    /// +4"), so a long list shortens instead of being left out whole; the problem in its short form.
    static func statusSpans(_ state: AppState, theme: PaneTheme, tight: Bool = false) -> [Span] {
        var spans: [Span] = []
        let triggered = state.alerts.list.alerts.filter(\.isTriggered)
        if let first = triggered.first {
            let label = triggered.count == 1 ? "alert" : "\(triggered.count) alerts"
            let shown = tight ? TerminalText.sanitize(first.summary) + (triggered.count > 1 ? " +\(triggered.count - 1)" : "")
                : triggered.map { TerminalText.sanitize($0.summary) }.joined(separator: ", ")
            spans.append(Span("! \(label): " + shown,
                              style: theme.colors ? Style(foreground: theme.accentColor, modifiers: .bold) : theme.title))
        }
        if let problem = state.alerts.problem {
            let text = TerminalText.sanitize(problem)
            spans.append(Span(tight ? StatusBarSegments.shortNotice(text, ascii: theme.ascii) : text, style: theme.error))
        }
        return spans
    }

    /// The coin ids of triggered price and move alerts (marked in the coin list).
    static func marks(_ state: AppState) -> Set<String> {
        Set(state.alerts.list.alerts.filter { $0.isTriggered && $0.kind != .rate }.map(\.target))
    }
}

/// The dashboard's alerts: the list as last read or recorded (`alerts.json`), and what the file said.
struct DashboardAlerts: Equatable, Sendable {
    /// The alerts with their states.
    var list = AlertList()
    /// The alerts file could not be used or written ("alerts … cannot be used"); said in the status bar.
    var problem: String?
    /// There is an alerts file to re-read when another process changes it (the dashboard with an `AlertStore`).
    var watchesFile = false
    /// The file's status when it was last read (nil: there was none), to tell whether it changed since.
    var fileStatus: FileStatus?
}
