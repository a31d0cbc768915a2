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

    /// The sources the status bar describes, one per source on screen: PrivatBank, open.er-api while the converter
    /// is on screen (it prices mid-market and names currencies from it: 100+ columns, or focused) and CoinGecko on
    /// the list; the markets and the open coin's detail ("CoinGecko detail") on a detail screen; the shown city's
    /// forecast (Open-Meteo or Pirate Weather) on the weather screen; Monobank and the NBU when the comparison shows
    /// them (the weather tile names its forecast's source and time on its own border); PrivatBank and the NBU in a
    /// currency's detail.
    var statusBarSources: [StatusBarSource] {
        switch route {
        case .coinDetail(let detail):
            // The chart's own source once it is asked for (7d draws the markets row's sparkline until then).
            let chart = AnyResource(chartResource(detail))
            let chartShown = sources.values[chart.id] != nil || sources.registered[chart.id] != nil
            return [entry(AnyResource(marketsResource)), entry(AnyResource(Resource.coinDetail(id: detail.id)), part: "detail")]
                + (chartShown ? [entry(chart, part: "chart")] : [])
        case .weather:
            return weather.selectedCity.map { [forecastEntry($0)] } ?? []
        case .currencyDetail:
            return [entry(HistorySource.privatbank.todayResource), entry(HistorySource.nbu.todayResource)]
        case .portfolio:
            return [entry(AnyResource(marketsResource))] + portfolioPriceEntries
        case .dashboard:
            // open.er-api prices the converter and the comparison's mid-market column.
            let converterShown = screen.size.width >= DashboardScreen.sideBySideWidth || screen.focus == .converter
            let midShown = converterShown || midMarketRates != nil
            // Monobank and the NBU always: loaded, loading, failing or (offline) without data — a source the
            // comparison lacks is said, never silently missing.
            let others = HistorySource.compared.filter { $0 != .privatbank && $0 != .privatbankCard }
            return [entry(AnyResource(bankRatesResource))]
                + others.map { entry($0.todayResource) }
                + (midShown ? [entry(AnyResource(midMarketResource))] : [])
                + [entry(AnyResource(marketsResource))]
        }
    }

    /// The portfolio's own sources on its screen: the extra prices ("CoinGecko portfolio") and PrivatBank (the
    /// UAH value at its buy rate).
    private var portfolioPriceEntries: [StatusBarSource] {
        let extra = PortfolioSources.extraResource(self).map { [entry(AnyResource($0), part: "portfolio")] } ?? []
        return extra + [entry(HistorySource.privatbank.todayResource)]
    }

    /// The status-bar entry of a resource: its loaded value's origin and time.
    private func entry(_ resource: AnyResource, part: String? = nil) -> StatusBarSource {
        let value = loaded(resource.id)
        return StatusBarSource(id: resource.id, source: resource.source, part: part, origin: value?.origin,
                               fetchedAt: value?.fetchedAt)
    }

    /// The status-bar entry of `city`'s forecast: its source as the forecast says (before any forecast: the one
    /// another city's forecast came from, else Open-Meteo).
    private func forecastEntry(_ city: WeatherCity) -> StatusBarSource {
        let fetched = weather.forecast(for: city).fetched
        let anySource = fetched?.value.source ?? weather.forecasts.values.lazy.compactMap(\.fetched?.value.source).first
        let source: DataSourceName = anySource == .pirateWeather ? .pirateWeather : .openMeteo
        return StatusBarSource(id: WeatherSources.id(for: city), source: source, part: nil, origin: fetched?.origin,
                               fetchedAt: fetched?.fetchedAt)
    }

    /// Where `kurs pane NAME`'s data is from, for its bottom border (the pane has no status bar to say so): the
    /// origin and the data's time as the status bar says them — "live 14:00", "cache 25 Sep 13:00", "sample
    /// 2026-09-26" — of the rates, the coins, or the converter's bank or mid-market rates as it prices, and for a coin
    /// pane showing a range chart the chart's too ("cache 03:23 · chart sample 2026-09-26"); nil for the weather pane
    /// (its border names its forecast) and before any data.
    func singlePaneSourceLabel(now: Date) -> String? {
        let id: ResourceID
        switch settings.paneMode {
        case .rates?: id = bankRatesResource.id
        case .converter?: id = converter.mode == .bank ? bankRatesResource.id : midMarketResource.id
        case .coins?, .coin?, .portfolio?: id = marketsResource.id
        case .weather?, nil: return nil
        }
        let value = loaded(id)
        let label = SourceStatusLine.shownParts(origin: value?.origin, fetchedAt: value?.fetchedAt, now: now,
                                                timeZone: settings.timeZone, brief: false).map { "\($0.origin) \($0.time)" }
        // `kurs pane coin ID` with a range chart drawn: the chart's own origin and time too (it may be the embedded
        // sample while the price is from the cache).
        guard case .coin? = settings.paneMode, screen.paneCoinRange != nil, let chart = openChartResource,
              let drawn = loaded(chart.id),
              let part = SourceStatusLine.shownParts(origin: drawn.origin, fetchedAt: drawn.fetchedAt, now: now,
                                                     timeZone: settings.timeZone, brief: false)
        else { return label }
        return (label.map { "\($0) · " } ?? "") + "chart \(part.origin) \(part.time)"
    }

    /// The dashboard's main sources: the bank rates and the coin list (their fetches are urgent, and the first frame
    /// showing both is drawn at once).
    var mainSourceIDs: [ResourceID] { [bankRatesResource.id, marketsResource.id] }

    /// Whether a fetch of `id` is urgent: a main source, or one the dashboard does not load in the background (a
    /// coin's detail or chart, a search: what the user opened, and `kurs pane coin ID`'s whole content).
    func isUrgent(_ id: ResourceID) -> Bool {
        mainSourceIDs.contains(id) || !dashboardSources.contains { $0.id == id }
    }

    /// The rates and the coins both show data worth waiting for: loaded, and not the embedded sample while
    /// online (unless its fetch failed). The benchmark hook `KURS_EXIT_AFTER_FIRST_FRAME` waits for this.
    func showsData(now: Date) -> Bool {
        mainSourceIDs.allSatisfy { source in
            guard let loaded = loaded(source) else { return false }
            guard case .embeddedSample = loaded.origin, !settings.isOffline else { return true }
            if case .failed = status(of: source, now: now) { return true }
            return false
        }
    }
}
