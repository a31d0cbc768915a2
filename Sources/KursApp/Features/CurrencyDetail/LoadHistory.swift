import Foundation
import KursCore

/// Loads `code`'s history of the last `days` days (online, fetching the days it lacks first); answered with
/// `.historyLoaded`.
struct LoadHistory: EffectCommand {
    let code: CurrencyCode
    let days: Int

    func perform(_ context: EffectContext) -> [AppMessage] {
        context.runner.loadHistory(code: code, days: days)
        return []
    }
}

extension Effect {
    /// Load a currency's history (`LoadHistory`).
    static func loadHistory(code: CurrencyCode, days: Int) -> Effect { .command(LoadHistory(code: code, days: days)) }
}

extension EffectRunner {
    /// Loads `code`'s history of `days` days in a task: posts `.historyLoaded` with what is stored, then, when days
    /// are missing (online), again after they were fetched.
    func loadHistory(code: CurrencyCode, days: Int) {
        let inbox = self.inbox
        guard let history else {
            return inbox.post(.historyLoaded(code: code, days: days, .unavailable("the rate history is not available")))
        }
        EffectExecutor.run {
            let missing = history.missingDays(code: code, days: days)
            let fetching = missing > 0 ? ["fetching \(missing) missing days from the PrivatBank archive and the NBU…"] : []
            inbox.post(.historyLoaded(code: code, days: days, history.stored(code: code, days: days, notes: fetching)))
            guard missing > 0 else { return }
            let notes = await history.backfill(code: code, days: days)
            inbox.post(.historyLoaded(code: code, days: days, history.stored(code: code, days: days, notes: notes)))
        }
    }
}
