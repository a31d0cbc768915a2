import Foundation
import KursCore

extension WeatherPaneEffect: EffectCommand {
    /// The cached forecast is read now and answered with `.forecastSnapshot`; the rest runs in `EffectRunner.run`.
    func perform(_ context: EffectContext) -> [AppMessage] {
        if case .cachedForecast(let city, let units) = self {
            return context.runner.cachedForecast(city, units: units).map { [.forecastSnapshot(city, $0)] } ?? []
        }
        context.runner.run(self)
        return []
    }

    /// A forecast the scheduler started (tagged with a generation) waits for the urgent fetches.
    var isBackgroundFetch: Bool {
        if case .loadForecast(_, _, generation: .some) = self { true } else { false }
    }
}

extension Effect {
    /// The weather pane's work (`WeatherPaneEffect`).
    static func weather(_ effect: WeatherPaneEffect) -> Effect { .command(effect) }
}

extension EffectRunner {
    /// Runs one weather pane effect: saves the city list now (a failure is dropped: the list stays on
    /// screen and the next save writes it); searches and forecasts in tasks answering through the inbox.
    func run(_ effect: WeatherPaneEffect) {
        switch effect {
        case .saveCities(let list):
            try? cityStore?.save(list)
        case .search(let query):
            let weather = self.weather, inbox = self.inbox, offline = self.offline
            EffectExecutor.run {
                do throws(FetchError) {
                    let places = try await Self.places(query, weather: weather, offline: offline)
                    inbox.post(.placesFound(query: query, .success(places)))
                } catch {
                    inbox.post(.placesFound(query: query, .failure(error)))
                }
            }
        case .cachedForecast:
            break  // synchronous: `perform` reads it with `cachedForecast(_:units:)` and answers at once
        case .loadForecast(let city, let units, let generation):
            let weather = self.weather, inbox = self.inbox, offline = self.offline
            EffectExecutor.run {
                await Self.loadForecast(
                    city, units: units, generation: generation, weather: weather, offline: offline, inbox: inbox)
            }
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

    /// `city`'s cached forecast in `units`, any age, read now (a configured city without coordinates at its cached
    /// geocoding answer's first place); nil when there is none or no weather source. Never the network.
    func cachedForecast(_ city: WeatherCity, units: WeatherUnits) -> Fetched<Forecast>? {
        guard let weather else { return nil }
        let found = city.coordinates == nil ? weather.cachedPlaces(matching: city.name)?.first : nil
        guard let point = city.coordinates ?? found.flatMap({ Coordinates(latitude: $0.latitude, longitude: $0.longitude) })
        else { return nil }
        return weather.cachedForecast(at: point, units: units, name: city.name)
    }

    /// The forecast of `city`: its point (a configured city without coordinates: the first place the search
    /// finds), then online the network's (a city just added, `generation` nil, shows its cached forecast first when
    /// there is one); offline the cached one only.
    private static func loadForecast(_ city: WeatherCity, units: WeatherUnits, generation: Int?,
                                     weather: (any WeatherDataSource)?, offline: Bool, inbox: MessageInbox) async {
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
            if offline {
                guard let cached = weather.cachedForecast(at: point, units: units, name: city.name) else { throw .offline }
                inbox.post(.forecastLoaded(city, .success(cached)))
                return
            }
            // A city just added shows its cached forecast while the network answers. A scheduled fetch does not read
            // the cache again: the start (or the last answer) showed it already, and reading it here would take
            // another dashboard's answer of a moment ago for the one this process saw, and fetch it once more
            // (`DataRepository.fetch` uses a newer entry another process wrote since this one looked).
            if generation == nil, let cached = weather.cachedForecast(at: point, units: units, name: city.name) {
                inbox.post(.forecastLoaded(city, .success(cached)))
            }
            let fresh = try await weather.freshForecast(at: point, units: units, name: city.name)
            inbox.post(.forecastLoaded(city, .success(fresh), generation: generation))
        } catch {
            inbox.post(.forecastLoaded(city, .failure(error), generation: generation))
        }
    }
}
