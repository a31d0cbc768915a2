import Foundation
import KursCore
import TerminalUI

/// Maps the app state to the plain model the panes draw (`DashboardScreenModel`): which values, which
/// selection, which messages. Pure; the only place that knows both shapes.
enum DashboardModelMapping {
    /// The model for one frame of `state` at `now`.
    static func model(_ state: AppState, now: Date, colorsEnabled: Bool, asciiFallback: Bool) -> DashboardScreenModel {
        var model = layoutModel(state)
        model.colorsEnabled = colorsEnabled
        model.asciiFallback = asciiFallback
        model.now = now
        let theme = model.theme
        model.ratesMessage = message(for: state.bankRates.meta, hasValue: state.bankRates.current != nil, theme: theme)
        model.coinsMessage = message(for: state.markets.meta, hasValue: state.markets.current != nil, theme: theme)
        model.coinsFetchedAt = state.markets.current?.fetchedAt
        if case .coinDetail(let id) = state.route {
            let detailState = state.coinDetails[id]
            model.detail = detailState?.current?.value
            if model.detail == nil, let meta = detailState?.meta {
                model.detailMessage = message(for: meta, hasValue: false, theme: theme)
            }
        }
        model.statusSources = statusSources(state, now: now, theme: theme)
        model.statusHints = state.isEditingFilter ? "Enter keep  Esc clear" : "? help  q quit"
        return model
    }

    /// The parts of the model that decide the layout (used for scrolling, too).
    static func layoutModel(_ state: AppState) -> DashboardScreenModel {
        var model = DashboardScreenModel()
        model.cashRates = state.rateRows
        model.selectedRate = state.ratesSelection
        model.ratesOffset = state.ratesOffset
        model.coins = state.markets.current?.value.elements ?? []
        model.currencySymbol = currencySymbol(vsCurrency: state.vsCurrency)
        model.selectedCoin = state.coinsSelection
        model.coinsOffset = state.coinsOffset
        model.filterText = state.filter
        model.filterActive = state.isEditingFilter || !state.filter.isEmpty
        model.focus = state.focus == .rates ? .rates : .coins
        if case .coinDetail(let id) = state.route,
            let coin = state.markets.current?.value.elements.first(where: { $0.id == id })
        {
            model.route = .detail(coin)
        }
        model.descriptionExpanded = state.isDescriptionExpanded
        model.descriptionOffset = state.descriptionOffset
        model.helpVisible = state.isHelpVisible
        return model
    }

    /// "$" for usd, else the currency's symbol from Locale, else the upper-cased code and a space.
    static func currencySymbol(vsCurrency: String) -> String {
        let code = CurrencyCode(vsCurrency)
        if let symbol = CurrencySymbols.symbol(for: code) { return symbol }
        return code.rawValue + " "
    }

    /// What a pane shows instead of its table while it has no value: the error in red, else "loading…".
    static func message(for meta: SourceMeta, hasValue: Bool, theme: PaneTheme) -> Span? {
        guard !hasValue else { return nil }
        if case .failed(let error) = meta.status { return Span(error.message, style: theme.error) }
        return Span("loading…", style: theme.label)
    }

    /// One status-bar span per source on screen: where its data came from, its age, and its last error.
    static func statusSources(_ state: AppState, now: Date, theme: PaneTheme) -> [Span] {
        var sources: [DashboardSource] = [.bankRates(state.bankRateKind), .markets(vsCurrency: state.vsCurrency)]
        if case .coinDetail(let id) = state.route { sources = [.markets(vsCurrency: state.vsCurrency), .coinDetail(id: id)] }
        return sources.map { source in
            let loaded = state.loaded(source)
            var error: FetchError?
            if case .failed(let failure) = state[meta: source].status { error = failure }
            return StatusBar.sourceText(
                name: source.displayName, origin: loaded?.origin, fetchedAt: loaded?.fetchedAt, now: now,
                error: error, theme: theme)
        }
    }
}
