import Foundation
import KursCore

/// `kurs alert add …` / `kurs alert remove N`: one locked read-modify-write of `alerts.json` (`AlertStore.update`).
/// Prints "alert 3: bitcoin ≥ 70000 usd" or "removed alert 3: …". A price alert's level is in the config's vs
/// currency; a rate alert watches the sale price of PrivatBank cash, PrivatBank card or Monobank, or the NBU's
/// official rate. A price or move alert's coin id is first checked with CoinGecko exactly as `kurs portfolio add`
/// checks it (`CoinCheck.problem`: an answer without it is a usage error, exit 2 "unknown coin 'x'"; no answer at
/// all is exit 1; offline the id must be in the cached or built-in markets list, else exit 2) and nothing is written
/// unless it passes; a rate alert's currency code needs no check. No such alert to remove: exit 2. A state file that
/// can't be locked or written: exit 1.
enum AlertCommand {
    /// No alert has the number to remove: exit 2, nothing written.
    struct NoSuchAlert: Error {}

    /// Checks a coin alert's id (see the type), then `edit`.
    static func run(
        _ action: AlertAction, vsCurrency: String, store: AlertStore, repository: DataRepository, output: any CommandOutput
    ) async -> Int32 {
        if case .add(let kind, _, let target, _, _) = action, kind != .rate,
           let failure = await CoinCheck.problem(id: target, vsCurrency: vsCurrency, repository: repository) {
            return RatesCommand.fail(failure, output)
        }
        return edit(action, vsCurrency: vsCurrency, store: store, now: repository.currentDate(), output: output)
    }

    /// The edit itself, with no network: a removal, or an addition whose coin id has passed its check.
    static func edit(_ action: AlertAction, vsCurrency: String, store: AlertStore, now: Date, output: any CommandOutput) -> Int32 {
        do {
            switch action {
            case .add(let kind, let condition, let target, let threshold, let source):
                let update = try store.update(now: now) { list throws(AlertError) in
                    try list.add(
                        kind, condition, target: target, threshold: threshold, vsCurrency: vsCurrency.lowercased(),
                        source: source?.rawValue, side: source.flatMap { $0 == .nbu ? nil : .sale })
                }
                if let notice = update.notice { output.note(TerminalText.sanitize(notice)) }
                output.write("alert \(update.result.id): \(update.result.summary)\n")
            case .remove(let number):
                let update = try store.update(now: now) { list in
                    guard let removed = list.remove(id: number) else { throw NoSuchAlert() }
                    return removed
                }
                if let notice = update.notice { output.note(TerminalText.sanitize(notice)) }
                output.write("removed alert \(number): \(update.result.summary)\n")
            }
            return 0
        } catch let error as AlertError {
            return RatesCommand.fail(CommandFailure(status: 2, message: error.description), output)
        } catch is NoSuchAlert {
            guard case .remove(let number) = action else { return 2 }
            return RatesCommand.fail(CommandFailure(status: 2, message: "no alert \(number) (see kurs alerts)"), output)
        } catch {
            return RatesCommand.fail(PortfolioEdit.stateFailure(error, file: store.fileURL), output)
        }
    }
}

extension AlertAction: KursCommand {
    /// Editing alerts never reads the cache.
    static var readsCache: Bool { false }

    func job(_ context: CommandContext) -> KursCommandLine.Job {
        let store = context.dependencies.alertStore
        let vs = context.config.vsCurrency
        if case .remove = self {
            let clock = context.dependencies.clock
            return .blocking { AlertCommand.edit(self, vsCurrency: vs, store: store, now: clock.now, output: context.output) }
        }
        return .fetching { await AlertCommand.run(self, vsCurrency: vs, store: store, repository: context.repository, output: context.output) }
    }
}
