import Foundation
import KursCore

/// The per-source status the store exposes, derived from the loaded values and the scheduler.
extension AppState {
    /// The status of `source` at `now`: placeholder (nothing loaded), failed (the last fetch failed; the last
    /// good value is kept), stale (past its reload date, or the embedded sample), else fresh.
    func status(of source: ResourceID, now: Date) -> SourceStatus {
        let schedule = sources.scheduler.status(of: source, now: now)
        if let error = schedule.lastError { return .failed(error) }
        guard let loaded = loaded(source) else { return .placeholder }
        if case .embeddedSample = loaded.origin { return .stale }
        return schedule.isStale(now: now) ? .stale : .fresh
    }

    /// A fetch of `source` is in flight.
    func isFetching(_ source: ResourceID) -> Bool {
        sources.scheduler.status(of: source, now: .distantPast).isFetching
    }

    /// The source of the focused pane (`R` reloads it): the open coin's detail, else the rates, the converter's
    /// rates (bank or mid-market, as it prices) or the coins.
    var focusedSource: AnyResource {
        if let id = openCoinID { return AnyResource(Resource.coinDetail(id: id)) }
        switch screen.focus {
        case .rates: return AnyResource(bankRatesResource)
        case .converter:
            if let source = converter.hryvniaSource { return source.todayResource }
            return converter.mode == .bank ? AnyResource(bankRatesResource) : AnyResource(midMarketResource)
        case .coins: return AnyResource(marketsResource)
        }
    }

    /// The weather pane is on screen (its route, or `kurs pane weather`): its hour advances on the hour.
    var isWeatherVisible: Bool { route == .weather || settings.paneMode == .weather }

    /// The sources the status bar describes: PrivatBank and CoinGecko on the list, the markets and the open
    /// coin's detail on a detail screen.
    var statusBarSources: [AnyResource] {
        if case .coinDetail(let detail) = route {
            return [AnyResource(marketsResource), AnyResource(Resource.coinDetail(id: detail.id))]
        }
        return [AnyResource(bankRatesResource), AnyResource(marketsResource)]
    }

    /// The rates and the coins both show data worth waiting for: loaded, and not the embedded sample while
    /// online (unless its fetch failed). The benchmark hook `KURS_EXIT_AFTER_FIRST_FRAME` waits for this.
    func showsData(now: Date) -> Bool {
        [bankRatesResource.id, marketsResource.id].allSatisfy { source in
            guard let loaded = loaded(source) else { return false }
            guard case .embeddedSample = loaded.origin, !settings.isOffline else { return true }
            if case .failed = status(of: source, now: now) { return true }
            return false
        }
    }
}
