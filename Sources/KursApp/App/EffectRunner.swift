import Foundation
import KursCore

/// Performs the data effects against a `MarketDataSource` through its `TimelineProvider`s (`BankRatesProvider`,
/// `MidMarketRatesProvider`, `MarketsProvider`, `CoinDetailProvider`): snapshots synchronously (they never touch the
/// network), fetches in tasks whose results come back through the inbox, tagged with their generation.
/// The weather pane's effects run against a `WeatherDataSource` and the `CityStore` (the only file I/O the
/// weather pane causes); offline, forecasts and searches come from the cache only.
struct EffectRunner: Sendable {
    let dataSource: any MarketDataSource
    let inbox: MessageInbox
    /// Places and forecasts; nil: every weather request fails with `.offline`.
    var weather: (any WeatherDataSource)? = nil
    /// Where the city list is saved; nil: not saved (tests).
    var cityStore: CityStore? = nil
    /// `--offline`: weather from the cache only.
    var offline = false
    /// The wall clock giving each fetch its `now`.
    var clock: any TimeSource = SystemClock()

    /// The cached or embedded value of `source`, if there is one: its provider's `snapshot()`.
    func snapshot(_ source: DashboardSource) -> SourceValue? {
        switch source {
        case .bankRates(let kind):
            return BankRatesProvider(source: dataSource, kind: kind).snapshot()?.fetched.map(SourceValue.bankRates)
        case .midMarketRates(let base):
            return MidMarketRatesProvider(source: dataSource, base: base).snapshot()?.fetched.map(SourceValue.midMarketRates)
        case .markets(let vs, let coins):
            return MarketsProvider(source: dataSource, vsCurrency: vs, coins: coins).snapshot()?.fetched
                .map(SourceValue.markets)
        case .coinDetail(let id):
            return CoinDetailProvider(source: dataSource, id: id).snapshot()?.fetched.map(SourceValue.coinDetail)
        }
    }

    /// Starts fetching `source` through its provider's `timeline(now:)`; posts `.loaded` (the entry shown at
    /// the fetch time) or `.failed` tagged `generation` when done.
    func startFetch(_ source: DashboardSource, generation: Int) {
        let dataSource = self.dataSource
        let inbox = self.inbox
        let clock = self.clock
        Task {
            do throws(FetchError) {
                let value = try await Self.fetch(source, from: dataSource, now: clock.now)
                inbox.post(.loaded(source, value, generation: generation, isSnapshot: false))
            } catch {
                inbox.post(.failed(source, error, generation: generation))
            }
        }
    }

    private static func fetch(_ source: DashboardSource, from dataSource: any MarketDataSource, now: Date)
        async throws(FetchError) -> SourceValue
    {
        switch source {
        case .bankRates(let kind):
            return .bankRates(try await latest(BankRatesProvider(source: dataSource, kind: kind), now: now))
        case .midMarketRates(let base):
            return .midMarketRates(try await latest(MidMarketRatesProvider(source: dataSource, base: base), now: now))
        case .markets(let vs, let coins):
            return .markets(try await latest(MarketsProvider(source: dataSource, vsCurrency: vs, coins: coins), now: now))
        case .coinDetail(let id):
            return .coinDetail(try await latest(CoinDetailProvider(source: dataSource, id: id), now: now))
        }
    }

    /// The value of `provider`'s fresh timeline shown at `now` (the latest entry dated ≤ `now`).
    /// - Throws: the provider's `FetchError`; `.unexpectedContent` for a timeline without a loaded entry.
    private static func latest<Provider: TimelineProvider, Value>(_ provider: Provider, now: Date)
        async throws(FetchError) -> Fetched<Value> where Provider.Entry == SourceEntry<Value>
    {
        let timeline = try await provider.timeline(now: now)
        guard let fetched = timeline.entry(at: now)?.value.fetched else { throw .unexpectedContent("empty timeline") }
        return fetched
    }

    /// Runs one weather pane effect: saves the city list now (a failure is dropped: the list stays on
    /// screen and the next save writes it); searches and forecasts in tasks answering through the inbox.
    func run(_ effect: WeatherPaneEffect) {
        switch effect {
        case .saveCities(let list):
            try? cityStore?.save(list)
        case .search(let query):
            let weather = self.weather, inbox = self.inbox, offline = self.offline
            Task {
                do throws(FetchError) {
                    let places = try await Self.places(query, weather: weather, offline: offline)
                    inbox.post(.placesFound(query: query, .success(places)))
                } catch {
                    inbox.post(.placesFound(query: query, .failure(error)))
                }
            }
        case .loadForecast(let city, let units):
            let weather = self.weather, inbox = self.inbox, offline = self.offline
            Task { await Self.loadForecast(city, units: units, weather: weather, offline: offline, inbox: inbox) }
        }
    }

    private static func places(_ query: String, weather: (any WeatherDataSource)?, offline: Bool)
        async throws(FetchError) -> [GeoPlace]
    {
        guard let weather else { throw .offline }
        if offline {
            guard let cached = weather.cachedPlaces(matching: query) else { throw .offline }
            return cached
        }
        return try await weather.places(matching: query)
    }

    /// The forecast of `city`: its point (a configured city without coordinates: the first place the search
    /// finds), then online the cached forecast at once (when there is one) and the network's; offline the
    /// cached one only.
    private static func loadForecast(_ city: WeatherCity, units: WeatherUnits, weather: (any WeatherDataSource)?,
                                     offline: Bool, inbox: MessageInbox) async {
        do throws(FetchError) {
            guard let weather else { throw .offline }
            let point: Coordinates
            if let known = city.coordinates {
                point = known
            } else {
                let found = try await places(city.name, weather: weather, offline: offline).first
                guard let found, let coordinates = Coordinates(latitude: found.latitude, longitude: found.longitude)
                else { throw .notFound(city.name) }
                point = coordinates
            }
            let cached = weather.cachedForecast(at: point, units: units, name: city.name)
            if offline {
                guard let cached else { throw .offline }
                inbox.post(.forecastLoaded(city, .success(cached)))
                return
            }
            if let cached { inbox.post(.forecastLoaded(city, .success(cached))) }
            inbox.post(.forecastLoaded(city, .success(try await weather.freshForecast(at: point, units: units, name: city.name))))
        } catch {
            inbox.post(.forecastLoaded(city, .failure(error)))
        }
    }
}
