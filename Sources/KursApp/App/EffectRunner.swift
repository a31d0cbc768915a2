import Foundation
import KursCore

/// Performs the data effects against the resource pipeline (`ResourceLoading`, `DataRepository` in the app):
/// snapshots synchronously (they never touch the network), fetches in tasks whose results come back through the
/// inbox, tagged with their generation. The weather pane's effects run against a `WeatherDataSource` and the
/// `CityStore` (the only file I/O the weather pane causes); offline, forecasts and searches come from the cache only.
struct EffectRunner: Sendable {
    let dataSource: any ResourceLoading
    let inbox: MessageInbox
    /// Places and forecasts; nil: every weather request fails with `.offline`.
    var weather: (any WeatherDataSource)? = nil
    /// Where the city list is saved; nil: not saved (tests).
    var cityStore: CityStore? = nil
    /// `--offline`: weather from the cache only.
    var offline = false
    /// The rate history: live rates fetches are recorded in it, currency details read it (nil: "history not
    /// available" for every detail, nothing recorded).
    var history: DashboardHistory? = nil
    /// `favourites.json`; nil: favourites are not saved (tests).
    var favourites: StateFile<FavouritesFile>? = nil
    /// Where the portfolio pane's edits are written; nil: every edit fails "not saved" (tests without files).
    var portfolioStore: PortfolioStore? = nil
    /// Where evaluated alerts are recorded; nil: not recorded.
    var alertStore: AlertStore? = nil
    /// `PATH`, where `notify-send` is looked for.
    var searchPath: String? = nil
    /// The clock of the state files' notices (when an unreadable file was kept aside).
    var now: @Sendable () -> Date = { Date() }

    /// Applies `change` to `portfolio.json` under its lock, now (a small file), and posts `.portfolioSaved` with the
    /// file's portfolio after it — or the reason it was not written (the change refused, the lock busy, disk full).
    func save(_ change: PortfolioChange) {
        guard let portfolioStore else {
            return inbox.post(.portfolioSaved(.failure(PortfolioSaveFailure(message: "the portfolio is not saved"))))
        }
        do {
            let update = try portfolioStore.update(now: now()) { portfolio in
                try change.apply(to: &portfolio)
                return portfolio
            }
            inbox.post(.portfolioSaved(.success(PortfolioSaveResult(
                portfolio: update.result, notice: update.notice.map { TerminalText.sanitize($0) }))))
        } catch let error as PortfolioError {
            inbox.post(.portfolioSaved(.failure(PortfolioSaveFailure(message: error.description))))
        } catch let error as PortfolioChange.NotHeld {
            inbox.post(.portfolioSaved(.failure(PortfolioSaveFailure(message: error.description))))
        } catch {
            let failure = PortfolioEdit.stateFailure(error, file: portfolioStore.fileURL)
            inbox.post(.portfolioSaved(.failure(PortfolioSaveFailure(message: failure.message))))
        }
    }

    /// Asks whether CoinGecko knows coin `id` (`CoinCheck`): online in a task, `/coins/markets?ids=ID` through the
    /// pipeline (its 429 pause and cache included); offline from the cached or built-in markets lists at once. Posts
    /// `.coinChecked`.
    func checkCoin(id: String, vsCurrency: String) {
        let inbox = self.inbox, dataSource = self.dataSource
        if offline {
            let known = CoinCheck.knownOffline(id: id, vsCurrency: vsCurrency, loader: dataSource)
            return inbox.post(.coinChecked(id: id, known ? .known : .cannotCheck("offline: not in the cached or built-in markets list")))
        }
        EffectExecutor.run {
            let answer: Result<[Coin], FetchError>
            do throws(FetchError) {
                answer = .success(try await dataSource.fetch(CoinCheck.resource(id: id, vsCurrency: vsCurrency)).value.elements)
            } catch {
                answer = .failure(error)
            }
            inbox.post(.coinChecked(id: id, CoinCheck.verdict(id: id, answer)))
        }
    }

    /// Records `alerts`' states in `alerts.json` under its lock (`AlertList.record`: alerts added or removed
    /// meanwhile are kept so) and posts `.alertsRecorded` with the file's list.
    func record(_ alerts: [Alert]) {
        guard let alertStore else { return }
        do {
            let update = try alertStore.update(now: now()) { list in
                list.record(alerts)
                return list
            }
            inbox.post(.alertsRecorded(.success(update.result), notice: update.notice.map { TerminalText.sanitize($0) },
                                       status: alertStore.status()))
        } catch {
            let failure = PortfolioEdit.stateFailure(error, file: alertStore.fileURL)
            inbox.post(.alertsRecorded(.failure(PortfolioSaveFailure(message: failure.message)), notice: nil))
        }
    }

    /// `alerts.json` when another process changed it since `since` (`AlertStore.readIfChanged`; the problem
    /// sanitized); nil when unchanged or there is no store.
    func alertsIfChanged(since: FileStatus?) -> (list: AlertList, problem: String?, status: FileStatus?)? {
        guard let changed = alertStore?.readIfChanged(since: since) else { return nil }
        return (changed.list, changed.warning.map { TerminalText.sanitize($0) }, changed.status)
    }

    /// A desktop notification of `text` (`AlertNotifier`), when `notify-send` is installed.
    func notify(_ text: String) {
        AlertNotifier.notify(text, path: searchPath)
    }

    /// The cached value of `source` (any age), if there is one (`ResourceLoading.cached`).
    func cachedSnapshot(_ source: AnyResource) -> LoadedValue? { source.cached(from: dataSource) }

    /// The embedded sample of `source`, if it has a usable one (`ResourceLoading.embedded`).
    func sample(_ source: AnyResource) -> LoadedValue? { source.embedded(from: dataSource) }

    /// Starts fetching `source`; posts `.loaded` or `.failed` tagged `generation` when done. An `urgent` fetch (the
    /// bank rates', the coin list's, what the user opened) runs at `.high` priority, the others at `.medium` with
    /// every other effect: an urgent answer is decoded before others waiting.
    func startFetch(_ source: AnyResource, generation: Int, urgent: Bool = false) {
        let dataSource = self.dataSource
        let inbox = self.inbox
        EffectExecutor.run(priority: urgent ? .high : .medium) {
            do throws(FetchError) {
                let value = try await source.fetch(from: dataSource)
                // Before the loop hears of it: the loop hands the records over once no fetch is in flight.
                history?.record(value)
                inbox.post(.loaded(value, generation: generation, isSnapshot: false))
            } catch {
                inbox.post(.failed(source.id, error, generation: generation))
            }
        }
    }

    /// Hands the live fetches' observations waiting for it to the process that records them
    /// (`DashboardHistory.flushPendingRecords`); the loop calls it when no fetch is in flight.
    func flushHistoryRecords() {
        history?.flushPendingRecords()
    }

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

    /// Marks `id` a favourite (or not) in the favourites file, read-modify-write under its lock so another kurs
    /// process's edit is kept; a kept-aside unreadable file or a failed write is posted as `.favouritesNotice`.
    func updateFavourite(id: String, isFavourite: Bool) {
        guard let favourites else { return }
        do {
            let update = try favourites.update(initial: FavouritesFile([])) { file in
                var ids = Set(file.coins)
                if isFavourite { ids.insert(id) } else { ids.remove(id) }
                file = FavouritesFile(ids)
            }
            if let notice = update.notice { inbox.post(.favouritesNotice(notice)) }
        } catch {
            inbox.post(.favouritesNotice("favourites.json could not be saved: \(FileErrorText.systemReason(error))"))
        }
    }

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
            break  // synchronous: the event loop reads it with `cachedForecast(_:units:)` before the next message
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
