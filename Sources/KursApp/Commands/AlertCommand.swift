import Foundation
import KursCore

/// `kurs alert add …` / `kurs alert remove N`: one locked read-modify-write of `alerts.json` (`AlertStore.update`).
/// Prints "alert 3: bitcoin ≥ 70000 usd" or "removed alert 3: …". A price alert's level is in the config's vs
/// currency; a rate alert watches the sale price of PrivatBank cash, PrivatBank card or Monobank, or the NBU's
/// official rate. The coin id is not checked with CoinGecko (an alert on an id CoinGecko doesn't know never has a
/// value: 'kurs alerts' says so). No such alert to remove: exit 2. A state file that can't be locked or written:
/// exit 1.
enum AlertCommand {
    /// No alert has the number to remove: exit 2, nothing written.
    struct NoSuchAlert: Error {}

    static func run(_ action: AlertAction, vsCurrency: String, store: AlertStore, now: Date, output: any CommandOutput) -> Int32 {
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
