import Foundation
import KursCore

/// Records evaluated alerts' states in `alerts.json` under its lock, off the loop thread; answered with
/// `.alertsRecorded`.
struct RecordAlerts: EffectCommand {
    let alerts: [Alert]

    func perform(_ context: EffectContext) -> [AppMessage] {
        EffectExecutor.run { [runner = context.runner, alerts] in runner.record(alerts) }
        return []
    }
}

/// Re-reads `alerts.json` when its status differs from `since` (a `stat`, synchronous); answered at once with
/// `.alertsReloaded` only when it changed.
struct ReloadAlerts: EffectCommand {
    let since: FileStatus?

    func perform(_ context: EffectContext) -> [AppMessage] {
        guard let (list, problem, status) = context.runner.alertsIfChanged(since: since) else { return [] }
        return [.alertsReloaded(list, status: status, problem: problem)]
    }
}

/// Rings the terminal bell once.
struct RingBell: EffectCommand {
    func perform(_ context: EffectContext) -> [AppMessage] {
        context.terminal.bell()
        return []
    }
}

/// Sends a desktop notification with `text` (`notify-send`, when installed).
struct Notify: EffectCommand {
    let text: String

    func perform(_ context: EffectContext) -> [AppMessage] {
        context.runner.notify(text)
        return []
    }
}

extension Effect {
    /// Record these alerts' states (`RecordAlerts`).
    static func recordAlerts(_ alerts: [Alert]) -> Effect { .command(RecordAlerts(alerts: alerts)) }
    /// Re-read the alerts file if it changed (`ReloadAlerts`).
    static func reloadAlerts(since: FileStatus?) -> Effect { .command(ReloadAlerts(since: since)) }
    /// Ring the bell (`RingBell`).
    static var bell: Effect { .command(RingBell()) }
    /// A desktop notification (`Notify`).
    static func notify(_ text: String) -> Effect { .command(Notify(text: text)) }
}

extension EffectRunner {
    /// Records `alerts`' states in `alerts.json` under its lock (`AlertList.record`: alerts added or removed
    /// meanwhile are kept so) and posts `.alertsRecorded` with the file's list.
    func record(_ alerts: [Alert]) {
        guard let alertStore else { return }
        do {
            let update = try alertStore.update(now: now()) { list in
                list.record(alerts)
                return list
            }
            inbox.post(.alertsRecorded(.success(update.result), notice: update.notice.map { TerminalText.sanitize($0) },
                                       status: alertStore.status()))
        } catch {
            inbox.post(.alertsRecorded(.failure(PortfolioSaveFailure(message: FileErrorText.cannotUpdate(alertStore.fileURL, error))), notice: nil))
        }
    }

    /// `alerts.json` when another process changed it since `since` (`AlertStore.readIfChanged`; the problem
    /// sanitized); nil when unchanged or there is no store.
    func alertsIfChanged(since: FileStatus?) -> (list: AlertList, problem: String?, status: FileStatus?)? {
        guard let changed = alertStore?.readIfChanged(since: since) else { return nil }
        return (changed.list, changed.warning.map { TerminalText.sanitize($0) }, changed.status)
    }

    /// A desktop notification of `text` (`AlertNotifier`), when `notify-send` is installed.
    func notify(_ text: String) {
        AlertNotifier.notify(text, path: searchPath)
    }
}
