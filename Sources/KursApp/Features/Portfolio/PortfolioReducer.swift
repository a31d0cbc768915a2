import Foundation
import KursCore
import TerminalUI

/// The portfolio pane's keys (`KeyContext.portfolio`, `.portfolioInput`, `.portfolioConfirm`) as state changes
/// and `.savePortfolio` effects: ↑/↓ move, `a` opens the input line for "ID AMOUNT [COST]", `e` for "AMOUNT
/// [COST]" of the selected holding, `d` asks "delete …? y/n"; Enter saves (bad input stays in the line with the
/// problem said), Esc cancels. While the input line is open every printable key is text. A coin id the dashboard
/// does not know yet (not in the shown markets list nor the portfolio's own markets entry) is first checked with
/// CoinGecko (`.checkCoin`, the line says "checking…"); it is saved only when CoinGecko lists it — an id it does
/// not know, or a check that could not be made (offline, network, 429), keeps the line open with the reason.
///
/// It changes only the pane's own state (`AppState.portfolio`, scoped by the parent): what it needs from outside
/// comes in `PortfolioEnvironment`.
enum PortfolioReducer {
    /// The effects of `key`; nil when the pane does not use it (the app's keys — q, r, ? — then apply).
    static func handle(_ key: Key, state: inout PortfolioPaneState, environment: PortfolioEnvironment) -> [Effect]? {
        let keys = environment.keyMap
        switch state.mode {
        case .list:
            switch keys.command(for: key, in: .portfolio) {
            case .up?: move(by: -1, state: &state)
            case .down?: move(by: 1, state: &state)
            case .addHolding?:
                state.mode = .adding(text: "")
                state.problem = nil
            case .editHolding?:
                guard let holding = state.selected else { return [] }
                let prefill = PortfolioInput.prefill(holding)
                state.mode = .editing(kind: holding.kind, id: holding.id, text: prefill, prefill: prefill)
                state.problem = nil
            case .deleteHolding?:
                guard let holding = state.selected else { return [] }
                state.mode = .confirmDelete(kind: holding.kind, id: holding.id)
                state.problem = nil
            default:
                return nil
            }
            return []
        case .adding(let text):
            return typed(key, text: text, state: &state, environment: environment) { text throws(UsageError) in
                try PortfolioInput.add(text)
            } reopen: { .adding(text: $0) }
        case .editing(let kind, let id, let text, let prefill):
            return typed(key, text: text, state: &state, environment: environment) { text throws(UsageError) in
                text == prefill ? nil : try PortfolioInput.edit(text, kind: kind, id: id)
            } reopen: { .editing(kind: kind, id: id, text: $0, prefill: prefill) }
        case .checking:
            if keys.command(for: key, in: .portfolioInput) == .cancel {
                state.mode = .list
                state.problem = nil
            }
            return []
        case .confirmDelete(let kind, let id):
            state.mode = .list
            guard keys.command(for: key, in: .portfolioConfirm) == .confirm else { return [] }
            return save(.remove(kind: kind, id: id), state: &state)
        }
    }

    /// A key in the input line: Enter parses `text` (`change`; nil: nothing changed) and saves, Esc closes, Backspace
    /// and printable keys edit.
    private static func typed(
        _ key: Key, text: String, state: inout PortfolioPaneState, environment: PortfolioEnvironment,
        _ change: (String) throws(UsageError) -> PortfolioChange?, reopen: (String) -> PortfolioPaneState.Mode
    ) -> [Effect] {
        switch (environment.keyMap.command(for: key, in: .portfolioInput), key) {
        case (.take?, _):
            do {
                guard let change = try change(text) else {
                    state.mode = .list
                    return []
                }
                state.mode = .list
                return submit(change, text: text, state: &state, environment: environment)
            } catch {
                state.problem = error.message
            }
        case (.cancel?, _):
            state.mode = .list
            state.problem = nil
        case (_, .backspace):
            state.mode = reopen(String(text.dropLast()))
        case (_, .char(let character)) where !character.isNewline:
            state.mode = reopen(text + String(character))
        default:
            break
        }
        return []
    }

    /// Saves `change`, or first asks CoinGecko about a coin id the dashboard does not know (`.checkCoin`, answered
    /// with `.coinChecked`); `text` is what was typed, given back to the line if the id is refused.
    private static func submit(_ change: PortfolioChange, text: String, state: inout PortfolioPaneState,
                               environment: PortfolioEnvironment) -> [Effect] {
        guard case .add(.coin, let id, _, _) = change, !environment.isKnown(id) else { return save(change, state: &state) }
        state.mode = .checking(text: text, change: change)
        state.problem = nil
        return [.checkCoin(id: id, vsCurrency: environment.vsCurrency)]
    }

    /// The runner's answer to `.checkCoin`: a known id is saved; an unknown one, or a check that could not be made,
    /// puts the typed line back with the reason. An answer for a line no longer waiting (Esc) is dropped.
    static func checked(id: String, _ verdict: CoinCheck.Verdict, state: inout PortfolioPaneState) -> [Effect] {
        guard case .checking(let text, let change) = state.mode, case .add(_, id, _, _) = change else { return [] }
        switch verdict {
        case .known:
            state.mode = .list
            return save(change, state: &state)
        case .unknown:
            state.mode = .adding(text: text)
            state.problem = "CoinGecko knows no coin '\(id)' — ids are like 'bitcoin'; find one with / search"
        case .cannotCheck(let reason):
            state.mode = .adding(text: text)
            state.problem = "can't check coin '\(id)' with CoinGecko (\(reason)); not saved — Enter tries again"
        }
        return []
    }

    /// Asks the runner to write `change` (answered with `.portfolioSaved`).
    private static func save(_ change: PortfolioChange, state: inout PortfolioPaneState) -> [Effect] {
        state.isSaving = true
        state.problem = nil
        return [.savePortfolio(change)]
    }

    private static func move(by delta: Int, state: inout PortfolioPaneState) {
        state.selection = max(0, min(state.selection + delta, state.portfolio.holdings.count - 1))
    }

    /// The runner's answer to `.savePortfolio`: the file's portfolio after the change (with any edit another process
    /// made), or why it was not written; a notice when an unreadable file was kept aside first. (The parent then asks
    /// for the prices of coins the shown list lacks, `PortfolioSources.sync`.)
    static func saved(_ result: Result<PortfolioSaveResult, PortfolioSaveFailure>, state: inout PortfolioPaneState) {
        state.isSaving = false
        switch result {
        case .success(let saved):
            state.portfolio = saved.portfolio
            state.problem = saved.notice
            state.selection = max(0, min(state.selection, saved.portfolio.holdings.count - 1))
        case .failure(let failure):
            state.problem = failure.message
        }
    }
}

/// What the portfolio reducer reads from outside its state, given by the parent.
struct PortfolioEnvironment {
    /// What each key does (config `keys`).
    var keyMap: KeyMap
    /// The vs currency a new coin is checked in.
    var vsCurrency: String
    /// Whether the dashboard knows coin `id` (the shown markets list or the portfolio's own markets entry).
    var isKnown: (String) -> Bool
}

/// What a portfolio write left in the file, and what `StateFile` said (an unreadable file kept aside).
struct PortfolioSaveResult: Equatable, Sendable {
    /// The portfolio as written.
    var portfolio: Portfolio
    /// "portfolio.json could not be read; kept as …", or nil.
    var notice: String?
}

/// Why a portfolio write did not happen (bad change, lock busy, disk full…), in one line.
struct PortfolioSaveFailure: Error, Equatable, Sendable {
    /// The line the pane shows.
    var message: String
}
