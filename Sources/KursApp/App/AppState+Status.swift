public import Foundation
import KursCore

/// The per-source status the store exposes, derived from the loaded values and the scheduler.
extension AppState {
    /// The status of `source` at `now`: placeholder (nothing loaded), failed (the last fetch failed; the last
    /// good value is kept), stale (past its reload date, or the embedded sample), else fresh.
    public func status(of source: DashboardSource, now: Date) -> SourceStatus {
        let schedule = scheduler.status(of: source.sourceID, now: now)
        if let error = schedule.lastError { return .failed(error) }
        guard let loaded = loaded(source) else { return .placeholder }
        if case .embeddedSample = loaded.origin { return .stale }
        return schedule.isStale(now: now) ? .stale : .fresh
    }

    /// A fetch of `source` is in flight.
    public func isFetching(_ source: DashboardSource) -> Bool {
        scheduler.status(of: source.sourceID, now: .distantPast).isFetching
    }

    /// The source of the focused pane (`R` reloads it): the open coin's detail, else the rates, the converter's
    /// rates (bank or mid-market, as it prices) or the coins.
    public var focusedSource: DashboardSource {
        if case .coinDetail(let id) = route { return .coinDetail(id: id) }
        if case .coin(let id) = paneMode { return .coinDetail(id: id) }
        switch focus {
        case .rates: return .bankRates(bankRateKind)
        case .converter: return converter.mode == .bank ? .bankRates(bankRateKind) : .midMarketRates(base: midMarketBase)
        case .coins: return marketsSource
        }
    }

    /// The weather pane is on screen (its route, or `kurs pane weather`): its hour advances on the hour.
    public var isWeatherVisible: Bool { route == .weather || paneMode == .weather }

    /// The sources the status bar describes: PrivatBank and CoinGecko on the list, the markets and the open
    /// coin's detail on a detail screen.
    public var statusBarSources: [DashboardSource] {
        if case .coinDetail(let id) = route { return [marketsSource, .coinDetail(id: id)] }
        return [.bankRates(bankRateKind), marketsSource]
    }

    /// The rates and the coins both show data worth waiting for: loaded, and not the embedded sample while
    /// online (unless its fetch failed). The benchmark hook `KURS_EXIT_AFTER_FIRST_FRAME` waits for this.
    public func showsData(now: Date) -> Bool {
        [DashboardSource.bankRates(bankRateKind), marketsSource].allSatisfy { source in
            guard let loaded = loaded(source) else { return false }
            guard case .embeddedSample = loaded.origin, !isOffline else { return true }
            if case .failed = status(of: source, now: now) { return true }
            return false
        }
    }
}
