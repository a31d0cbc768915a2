import Foundation
import KursCore

/// What happens to a currency detail (its child actions): a key chose a period, or a history answered.
enum CurrencyDetailAction: Equatable, Sendable {
    /// A key chose the period of `days` days.
    case choosePeriod(days: Int)
    /// The history of `code` over `days` days answered (`.historyLoaded`).
    case historyLoaded(code: CurrencyCode, days: Int, CurrencyHistoryLoad)
}

/// The currency detail's reducer over its own screen state (the route stack holds it, `ScreenState.scope`); it
/// never reads the app state. Leaving the detail is the parent's: it owns the stack.
enum CurrencyDetailReducer {
    /// A new detail of `code` (30 days) and the load of its history.
    static func open(_ code: CurrencyCode) -> (CurrencyDetailScreen, [Effect]) {
        let detail = CurrencyDetailScreen(code: code)
        return (detail, [.loadHistory(code: code, days: detail.days)])
    }

    /// The detail's action for a key's `command` in its context (1–4: a period); nil for the others.
    static func action(for command: KeyCommand?) -> CurrencyDetailAction? {
        guard case .chartRange(let days)? = command else { return nil }
        return .choosePeriod(days: days)
    }

    /// Applies `action`: a new period is loaded (the one shown is not asked for again); a history answer is kept
    /// when it is for the period shown, dropped otherwise.
    static func reduce(_ detail: inout CurrencyDetailScreen, _ action: CurrencyDetailAction) -> [Effect] {
        switch action {
        case .choosePeriod(let days):
            guard days != detail.days else { return [] }
            detail.days = days
            detail.history = .loading
            return [.loadHistory(code: detail.code, days: days)]
        case .historyLoaded(let code, let days, let history):
            guard detail.code == code, detail.days == days else { return [] }
            detail.history = history
            return []
        }
    }
}

extension Route {
    /// The currency detail this route shows (nil: another screen); set on another screen, nothing changes.
    var currencyDetailScreen: CurrencyDetailScreen? {
        get { if case .currencyDetail(let detail) = self { detail } else { nil } }
        set { if let newValue, case .currencyDetail = self { self = .currencyDetail(newValue) } }
    }
}
