import Foundation
import KursCore

/// `kurs refresh`: fetches each source now through `DataRepository` (cache updated; each resource under its
/// cross-process lock), all at once.
///
/// Prints one line per resource on stdout ("privatbank cash: updated", "erapi USD: updated", "weather Kyiv:
/// updated", "coingecko markets usd: up to date (fetched by another kurs process)", with `--stale-only` also "…: fresh, not fetched"), and each
/// failure on stderr ("kurs: coingecko markets usd: rate limited · retry in 1:59"). `--quiet` drops the stdout
/// lines. Exit 0 when at least one resource is up to date, 1 when all failed or the cache directory is not writable. `--stale-only` skips fresh entries
/// and exits 0 at once when another `--stale-only` refresh holds `status-refresh.lock`.
enum RefreshCommand {
    /// One resource to fetch, with its name in the output.
    struct Job: Sendable {
        /// What is fetched.
        enum Target: Sendable, Equatable {
            case market(MarketResource)
            /// The first city's forecast (its point looked up with the geocoding search when not configured).
            case weather(WeatherCity, WeatherUnits)
        }
        var name: String
        var target: Target

        init(name: String, resource: MarketResource) {
            self.name = name
            self.target = .market(resource)
        }

        init(name: String, target: Target) {
            self.name = name
            self.target = target
        }
    }

    /// How one job ended.
    enum Outcome: Sendable {
        case updated, fetchedByOther, fresh
        case failed(FetchError)
    }

    /// - Parameter coins: the config's coin selection: `coingecko` fetches its markets resource
    ///   (`MarketResource.markets(vsCurrency:coins:)`), the one the dashboard and `kurs status` read.
    static func run(
        _ options: RefreshOptions, repository: DataRepository, base: CurrencyCode, vsCurrency: String,
        coins: CoinSelection = .default, weather: StatusWeather? = nil, output: any CommandOutput
    ) async -> Int32 {
        let cache = DiskCache(directory: repository.environment.cacheDirectory)
        do {
            try cache.checkWritable()
        } catch {
            // Fetching would succeed and store nothing: say so instead of "updated".
            output.note("cache directory \(Sanitizer.clean(cache.directory.path)) is not writable: \(Self.reason(error))")
            return 1
        }
        var lock: FileLock?
        if options.staleOnly {
            try? cache.createDirectory()
            let url = cache.directory.appendingPathComponent(BackgroundRefresh.lockName)
            guard let held = await FileLock.acquire(url, timeout: 0) else { return 0 }
            lock = held
        }
        defer { lock?.release() }
        let jobs = self.jobs(
            for: options.sources, base: base, vsCurrency: vsCurrency.lowercased(), coins: coins, weather: weather)
        let outcomes = await withTaskGroup(of: (Int, Outcome).self) { group in
            for (index, job) in jobs.enumerated() {
                group.addTask { (index, await perform(job, repository: repository, cache: cache, staleOnly: options.staleOnly)) }
            }
            var outcomes = [Outcome](repeating: .fresh, count: jobs.count)
            for await (index, outcome) in group { outcomes[index] = outcome }
            return outcomes
        }
        var anySucceeded = false
        for (job, outcome) in zip(jobs, outcomes) {
            switch outcome {
            case .failed(let error):
                output.note("\(job.name): \(Sanitizer.clean(error.message))")
            case .updated, .fetchedByOther, .fresh:
                anySucceeded = true
                if !options.quiet { output.write("\(job.name): \(text(of: outcome))\n") }
            }
        }
        return anySucceeded ? 0 : 1
    }

    /// The resources of `sources`, each once, in order: `coingecko` is the markets resource of `coins`.
    /// `weather` is the first city; without one the weather source is skipped.
    static func jobs(
        for sources: [RefreshOptions.Source], base: CurrencyCode, vsCurrency: String, coins: CoinSelection = .default,
        weather: StatusWeather? = nil
    ) -> [Job] {
        var jobs: [Job] = []
        func add(_ name: String, _ resource: MarketResource) {
            if !jobs.contains(where: { $0.target == .market(resource) }) { jobs.append(Job(name: name, resource: resource)) }
        }
        for source in sources {
            switch source {
            case .privatbank:
                add("privatbank cash", .bankRates(.cash))
                add("privatbank card", .bankRates(.card))
            case .privatbankCash: add("privatbank cash", .bankRates(.cash))
            case .privatbankCard: add("privatbank card", .bankRates(.card))
            case .erapi: add("erapi \(base.rawValue)", .midMarketRates(base: base))
            case .coingecko:
                add("coingecko markets \(vsCurrency)", MarketResource.markets(vsCurrency: vsCurrency, coins: coins))
            case .weather:
                guard let weather else { continue }
                let target = Job.Target.weather(weather.city, weather.units)
                if !jobs.contains(where: { $0.target == target }) {
                    jobs.append(Job(name: "weather \(Sanitizer.clean(weather.city.name))", target: target))
                }
            }
        }
        return jobs
    }

    static func perform(_ job: Job, repository: DataRepository, cache: DiskCache, staleOnly: Bool) async -> Outcome {
        switch job.target {
        case .market(let resource):
            return await perform(resource, repository: repository, cache: cache, staleOnly: staleOnly)
        case .weather(let city, let units):
            return await performWeather(
                StatusWeather(city: city, units: units), repository: repository, cache: cache, staleOnly: staleOnly)
        }
    }

    /// Fetches the first city's forecast (skipped when fresh and `staleOnly`).
    static func performWeather(_ weather: StatusWeather, repository: DataRepository, cache: DiskCache, staleOnly: Bool)
        async -> Outcome
    {
        do {
            let point = try await weather.point(repository: repository)
            let resource = repository.forecastResource(at: point, units: weather.units)
            if staleOnly, let entry = cache.read(resource.cacheKey), Date().timeIntervalSince(entry.fetchedAt) < resource.maxAge {
                return .fresh
            }
            let fetched = try await repository.fetchForecast(at: point, units: weather.units, name: weather.city.name)
            return fetched.origin == .network ? .updated : .fetchedByOther
        } catch {
            return .failed(error)
        }
    }

    static func perform(_ resource: MarketResource, repository: DataRepository, cache: DiskCache, staleOnly: Bool) async
        -> Outcome
    {
        if staleOnly, let entry = cache.read(resource.cacheKey), Date().timeIntervalSince(entry.fetchedAt) < resource.maxAge {
            return .fresh
        }
        do {
            let origin: DataOrigin
            switch resource {
            case .bankRates(let kind): origin = try await repository.fetchBankRates(kind).origin
            case .midMarketRates(let base): origin = try await repository.fetchMidMarketRates(base: base).origin
            case .markets(let vs): origin = try await repository.fetchMarkets(vsCurrency: vs).origin
            case .marketsTop(let vs, let count): origin = try await repository.fetchMarkets(vsCurrency: vs, top: count).origin
            case .marketsIDs(let vs, let ids):
                origin = try await repository.fetchMarkets(vsCurrency: vs, coins: .ids(ids)).origin
            case .coinDetail(let id): origin = try await repository.fetchCoinDetail(id: id).origin
            }
            return origin == .network ? .updated : .fetchedByOther
        } catch {
            return .failed(error)
        }
    }

    static func text(of outcome: Outcome) -> String {
        switch outcome {
        case .updated: return "updated"
        case .fetchedByOther: return "up to date (fetched by another kurs process)"
        case .fresh: return "fresh, not fetched"
        case .failed(let error): return Sanitizer.clean(error.message)
        }
    }

    /// Why a cache directory can't be written, in words: the system's error text ("Read-only file system", "Not a
    /// directory", "Permission denied"), not Foundation's generic "The operation could not be completed".
    static func reason(_ error: any Error) -> String {
        Sanitizer.clean(FileErrorText.systemReason(error))
    }
}
