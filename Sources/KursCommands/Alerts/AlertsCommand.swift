import Foundation
import KursCore

/// `kurs alerts`: checks every alert against the current data (`AlertData`, fetching what is stale), records the
/// result in `alerts.json` under its lock (`AlertStore.update` + `AlertList.evaluate`: an alert that already holds
/// when first checked triggers; one that no longer holds re-arms) and lists them.
///
/// JSON: `{"source":"coingecko,privatbank","fetched_at":<oldest>,"alerts":[{"id","kind","condition","threshold",
/// "value","triggered","triggered_at","target","vs_currency","rate_source","side"}]}` (null where unknown). Table:
/// number, alert, value, state. A source that can't be had is said on stderr and its alerts keep their last
/// state (exit 0); the state file can't be locked or written: exit 1.
enum AlertsCommand {
    static func run(
        _ options: AlertsOptions, vsCurrency: String, store: AlertStore, repository: DataRepository,
        output: any CommandOutput
    ) async -> Int32 {
        let (current, warning) = store.read()
        if let warning {
            output.note(TerminalText.sanitize(warning))
            return 1
        }
        let data = await AlertData.load(for: current.alerts, vsCurrency: vsCurrency, repository: repository)
        data.notes().forEach(output.note)
        let list: AlertList
        do {
            list = try record(data, vsCurrency: vsCurrency, store: store, now: repository.currentDate()).value
        } catch {
            return RatesCommand.fail(PortfolioEdit.stateFailure(error, file: store.fileURL), output)
        }
        if options.json {
            let provenance = data.provenance
            let doc: [(String, JSONValue)] = [
                ("source", .string(provenance.sources.isEmpty ? nil : provenance.sources.joined(separator: ","))),
                ("fetched_at", .date(provenance.oldest)), ("alerts", .array(list.alerts.map { .object(fields($0)) })),
            ]
            output.write(JSONValue.object(doc).serialized() + "\n")
            return 0
        }
        if list.alerts.isEmpty {
            output.note("no alerts: kurs alert add ID above|below|move LEVEL")
            return 0
        }
        output.write(table(list.alerts, terminal: output.isTerminal))
        return 0
    }

    /// Evaluates the stored list (read again under the lock, so an edit made meanwhile is kept) with `data` and
    /// writes it. - Returns: the update; its result holds the alerts that triggered now.
    /// - Throws: the state file's errors (`AlertStore.update`).
    @discardableResult
    static func record(_ data: AlertData, vsCurrency: String, store: AlertStore, now: Date) throws
        -> StateFile<AlertList>.Update<[Alert]>
    {
        try store.update(now: now) { list in
            data.values(vsCurrency: vsCurrency).flatMap { list.evaluate($0, now: now) }
        }
    }

    /// One alert as JSON.
    static func fields(_ alert: Alert) -> [(String, JSONValue)] {
        [
            ("id", .int(alert.id)), ("kind", .string(alert.kind.rawValue)), ("condition", .string(alert.condition.rawValue)),
            ("threshold", .decimal(alert.threshold)), ("value", .decimal(alert.value)), ("triggered", .bool(alert.isTriggered)),
            ("triggered_at", .date(alert.triggeredAt)), ("target", .string(alert.target)),
            ("vs_currency", .string(alert.vsCurrency)), ("rate_source", .string(alert.source)),
            ("side", .string(alert.side?.rawValue)),
        ]
    }

    /// The table: "#", "ALERT" (its summary), "VALUE", "STATE" ("triggered 2026-03-04T05:06:07Z" or "armed").
    static func table(_ alerts: [Alert], terminal: Bool) -> String {
        TextTable(
            headers: ["#", "ALERT", "VALUE", "STATE"], alignments: [.right, .left, .right, .left],
            rows: alerts.map { alert in
                [
                    String(alert.id), TerminalText.sanitize(alert.summary), PlainText.decimal(alert.value, terminal: terminal),
                    alert.isTriggered ? "triggered" + (alert.triggeredAt.map { " \(DateFormat.iso8601($0))" } ?? "") : "armed",
                ]
            }
        ).render(terminal: terminal)
    }
}

extension AlertsOptions: KursCommand {
    func job(_ context: CommandContext) -> KursCommandLine.Job {
        let store = context.dependencies.alertStore
        return .fetching { await AlertsCommand.run(
            self, vsCurrency: context.config.vsCurrency, store: store, repository: context.repository, output: context.output) }
    }
}
