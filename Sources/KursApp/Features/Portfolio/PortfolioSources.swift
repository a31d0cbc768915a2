import Foundation
import KursCore

/// Where the portfolio pane's prices come from: the dashboard's markets list, and for the coins it lacks one
/// CoinGecko request for all of them (`/coins/markets?ids=a,b`, `PortfolioPricing`'s resource), a scheduler source
/// like the others (registered online, its snapshot loaded at once); cash in any currency by the cross rate of the
/// open.er-api rates the dashboard loads (those of config `baseCurrency`, `CashPrice.perUnit`).
enum PortfolioSources {
    /// The markets resource of the coins held that the shown list lacks, in the vs currency it was made for; nil
    /// when there are none.
    static func extraResource(_ state: AppState) -> Resource<DecodedList<Coin>>? {
        resource(ids: state.portfolio.pricedIDs, vsCurrency: state.portfolio.pricedVsCurrency ?? state.settings.vsCurrency)
    }

    private static func resource(ids: [String], vsCurrency: String) -> Resource<DecodedList<Coin>>? {
        ids.isEmpty ? nil : .markets(vsCurrency: vsCurrency, coins: .ids(ids))
    }

    /// The coin ids held that the shown markets list lacks (all of them while it is not loaded), in holding order.
    static func missingIDs(_ state: AppState) -> [String] {
        let shown = Set((state.markets?.value.elements ?? []).map(\.id))
        return state.portfolio.portfolio.holdings.filter { $0.kind == .coin && !shown.contains($0.id) }.map(\.id)
    }

    /// Brings the extra resource in line with the holdings, the shown list and the vs currency: a changed set of ids
    /// or another vs currency (`v`) unregisters the old request (its prices are in the old currency: dropped) and
    /// registers the new one (online), loading its snapshot; the same request does nothing. Waits for the markets
    /// list (nothing while it is not loaded, so no coin is asked for twice).
    static func sync(_ state: inout AppState) -> [Effect] {
        guard state.markets != nil else { return [] }
        let wanted = resource(ids: missingIDs(state), vsCurrency: state.settings.vsCurrency)
        let old = extraResource(state)
        guard wanted?.id != old?.id else { return [] }
        if let old {
            state.sources.scheduler.unregister(old.id)
            state.sources.registered[old.id] = nil
            state.sources.values[old.id] = nil
        }
        state.portfolio.pricedIDs = missingIDs(state)
        state.portfolio.pricedVsCurrency = state.settings.vsCurrency
        guard let resource = wanted else { return [] }
        return AppReducer.begin(AnyResource(resource), state: &state)
    }
}

extension AppState {
    /// The coins the portfolio is priced from: the shown markets list, then the extra request's.
    var portfolioCoins: [Coin] {
        let extra = PortfolioSources.extraResource(self).flatMap { current($0)?.value.elements } ?? []
        return (markets?.value.elements ?? []) + extra
    }

    /// The portfolio valued now in the vs currency, exact (`PortfolioPricing.valuation`, as `kurs portfolio`).
    var portfolioValuation: PortfolioValuation {
        PortfolioPricing.valuation(
            portfolio.portfolio, vsCurrency: settings.vsCurrency, coins: portfolioCoins, rates: midMarketRates?.value)
    }

    /// The portfolio's total in UAH at PrivatBank's cash buy rate of the vs currency — what the bank would pay;
    /// nil while that rate is not loaded.
    func portfolioValueInUAH(_ valuation: PortfolioValuation) -> Decimal? {
        let rows = sources.values[HistorySource.privatbank.todayResource.id].flatMap { HistorySource.privatbank.quotes(in: $0) }
        return valuation.valueInUAH(atBuy: { code in rows.flatMap { RateQuote.inHryvnias(code, in: $0.value)?.buy } })
    }

    /// The portfolio screen (`p`) or `kurs pane portfolio` is on screen: its keys come first.
    var isPortfolioVisible: Bool { route == .portfolio || settings.paneMode == .portfolio }
}
