import Foundation
import KursCore

/// `kurs portfolio add ID AMOUNT [--cost PRICE]` and `kurs portfolio remove ID`: one locked read-modify-write of
/// `portfolio.json` (`PortfolioStore.update`). Prints the holding after the change ("bitcoin: 0.75, cost 22500 usd")
/// or "removed bitcoin". A coin id is first checked with CoinGecko (`/coins/markets?ids=ID`): an answer without it
/// is a usage error (exit 2, "unknown coin 'x'"); no answer at all is exit 1 and nothing changes. Offline the id
/// must be in the cached or built-in markets list (else exit 2: it can't be checked offline). A state file that
/// can't be locked or written: exit 1; one that could not be read is kept aside first (said on stderr).
enum PortfolioEdit {
    /// The holding to remove is not there: exit 2, nothing written.
    struct NotHeld: Error {}

    static func add(
        kind: Holding.Kind, id: String, amount: Decimal, costPerUnit: Decimal?, configVs: String, store: PortfolioStore,
        repository: DataRepository, output: any CommandOutput
    ) async -> Int32 {
        if kind == .coin, let failure = await CoinCheck.problem(id: id, vsCurrency: configVs, repository: repository) {
            return RatesCommand.fail(failure, output)
        }
        do {
            let update = try store.update(now: repository.currentDate()) { portfolio throws(PortfolioError) in
                try portfolio.add(id, kind: kind, amount: amount, costPerUnit: costPerUnit)
            }
            if let notice = update.notice { output.note(TerminalText.sanitize(notice)) }
            let holding = update.result
            let cost = holding.cost.map { ", cost \($0) \(configVs.lowercased())" } ?? ", cost unknown"
            output.write("\(holding.id): \(holding.amount)\(cost)\n")
            return 0
        } catch let error as PortfolioError {
            return RatesCommand.fail(CommandFailure(status: 2, message: error.description), output)
        } catch {
            return RatesCommand.fail(stateFailure(error, file: store.fileURL), output)
        }
    }

    static func remove(kind: Holding.Kind, id: String, store: PortfolioStore, now: Date, output: any CommandOutput) -> Int32 {
        do {
            let update = try store.update(now: now) { portfolio in
                guard let removed = portfolio.remove(id, kind: kind) else { throw NotHeld() }
                return removed
            }
            if let notice = update.notice { output.note(TerminalText.sanitize(notice)) }
            output.write("removed \(update.result.id)\n")
            return 0
        } catch is NotHeld {
            return RatesCommand.fail(CommandFailure(status: 2, message: "no holding '\(id)' in the portfolio"), output)
        } catch {
            return RatesCommand.fail(stateFailure(error, file: store.fileURL), output)
        }
    }

    /// Exit 1 naming the state file and the reason (untrusted directory, lock busy, disk full…).
    static func stateFailure(_ error: any Error, file: URL) -> CommandFailure {
        CommandFailure(status: 1, message: FileErrorText.cannotUpdate(file, error))
    }
}
