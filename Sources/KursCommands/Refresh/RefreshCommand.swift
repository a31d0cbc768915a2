import Foundation
import KursApp
import KursCore

/// `kurs refresh`: fetches each source now through `DataRepository` (cache updated; each resource under its
/// cross-process lock), all at once.
///
/// Prints one line per resource on stdout ("privatbank cash: updated", "erapi USD: updated", "weather Kyiv:
/// updated", "coingecko markets usd: up to date (fetched by another kurs process)", with `--stale-only` also "…: fresh, not fetched"), and each
/// failure on stderr ("kurs: coingecko markets usd: rate limited · retry in 1:59"). `--quiet` drops the stdout
/// lines. Exit 0 when at least one resource is up to date, 1 when all failed or the cache directory is not writable. `--stale-only` skips fresh entries
/// and exits 0 at once when another `--stale-only` refresh holds `status-refresh.lock`. After fetching, the alerts of
/// `alerts.json` are checked against the data (`AlertData`, `AlertsCommand.record`) and the result recorded;
/// each alert that triggered now is said on stdout ("alert triggered: bitcoin ≥ 70000 usd: 71000.5"), a state
/// file that can't be used on stderr (the exit status stays the fetches').
enum RefreshCommand {
    /// One resource to fetch, with its name in the output.
    struct Job: Sendable {
        /// What is fetched.
        enum Target: Sendable, Equatable {
            case resource(AnyResource)
            /// The first city's forecast (its point looked up with the geocoding search when not configured).
            case weather(WeatherCity, WeatherUnits)
        }
        var name: String
        var target: Target

        init<Value>(name: String, resource: Resource<Value>) {
            self.name = name
            self.target = .resource(AnyResource(resource))
        }

        init(name: String, target: Target) {
            self.name = name
            self.target = target
        }
    }

    /// How one job ended.
    enum Outcome: Sendable {
        case updated, fetchedByOther, fresh
        /// Fetched, but the cache could not be written (the reason in words): nothing was stored.
        case notStored(String)
        case failed(FetchError)
    }

    /// - Parameter coins: the config's coin selection: `coingecko` fetches its markets resource
    ///   (`Resource.markets(vsCurrency:coins:)`), the one the dashboard and `kurs status` read.
    static func run(
        _ options: RefreshOptions, repository: DataRepository, base: CurrencyCode, vsCurrency: String,
        coins: CoinSelection = .default, weather: StatusWeather? = nil, alerts: AlertStore? = nil,
        output: any CommandOutput
    ) async -> Int32 {
        let cache = repository.environment.cache
        if let problem = cache.trustProblem {
            output.note(TerminalText.sanitize(problem))
            return 1
        }
        do {
            try cache.checkWritable()
        } catch {
            // Fetching would succeed and store nothing: say so instead of "updated".
            output.note("cache directory \(TerminalText.sanitize(cache.directory.path)) is not writable: \(Self.reason(error))")
            return 1
        }
        var lock: FileLock?
        if options.staleOnly {
            try? cache.createDirectory()
            let url = cache.directory.appendingPathComponent(BackgroundRefresh.lockName)
            guard let held = await FileLock.acquire(url, in: cache.fileSystem, timeout: 0) else { return 0 }
            lock = held
        }
        defer { lock?.release() }
        let jobs = self.jobs(
            for: options.sources, base: base, vsCurrency: vsCurrency.lowercased(), coins: coins, weather: weather)
        let performed = await withTaskGroup(of: (Int, (Outcome, [RateObservation])).self) { group in
            for (index, job) in jobs.enumerated() {
                group.addTask { (index, await perform(job, repository: repository, cache: cache, staleOnly: options.staleOnly)) }
            }
            var performed = [(Outcome, [RateObservation])](repeating: (.fresh, []), count: jobs.count)
            for await (index, result) in group { performed[index] = result }
            return performed
        }
        let recorder = HistoryRecorder(environment: repository.environment, output: output)
        for (_, observations) in performed { recorder.record(observations) }
        var anySucceeded = false
        for (job, outcome) in zip(jobs, performed.map(\.0)) {
            switch outcome {
            case .failed(let error):
                output.note("\(job.name): \(TerminalText.sanitize(error.message))")
            case .notStored(let reason):
                output.note("\(job.name): fetched but not stored: \(TerminalText.sanitize(reason))")
            case .updated, .fetchedByOther, .fresh:
                anySucceeded = true
                if !options.quiet { output.write("\(job.name): \(text(of: outcome))\n") }
            }
        }
        if let alerts { await checkAlerts(alerts, vsCurrency: vsCurrency, repository: repository, quiet: options.quiet, output: output) }
        return anySucceeded ? 0 : 1
    }

    /// Checks the stored alerts against the data just fetched and records the result (nothing without alerts).
    static func checkAlerts(
        _ store: AlertStore, vsCurrency: String, repository: DataRepository, quiet: Bool, output: any CommandOutput
    ) async {
        let (list, warning) = store.read()
        if let warning { return output.note(TerminalText.sanitize(warning)) }
        guard !list.alerts.isEmpty else { return }
        let data = await AlertData.load(for: list.alerts, vsCurrency: vsCurrency, repository: repository)
        data.failures.forEach { output.note("alerts: \($0)") }
        do {
            let update = try AlertsCommand.record(data, vsCurrency: vsCurrency, store: store, now: repository.currentDate())
            if let notice = update.notice { output.note(TerminalText.sanitize(notice)) }
            guard !quiet else { return }
            for alert in update.result { output.write("alert triggered: \(TerminalText.sanitize(AlertChecks.text(alert)))\n") }
        } catch {
            output.note(PortfolioEdit.stateFailure(error, file: store.fileURL).message)
        }
    }

    /// The resources of `sources`, each once, in order: `coingecko` is the markets resource of `coins`.
    /// `weather` is the first city; without one the weather source is skipped.
    static func jobs(
        for sources: [RefreshOptions.Source], base: CurrencyCode, vsCurrency: String, coins: CoinSelection = .default,
        weather: StatusWeather? = nil
    ) -> [Job] {
        var jobs: [Job] = []
        func add<Value>(_ name: String, _ resource: Resource<Value>) {
            let job = Job(name: name, resource: resource)
            if !jobs.contains(where: { $0.target == job.target }) { jobs.append(job) }
        }
        for source in sources {
            switch source {
            case .privatbank:
                add("privatbank cash", Resource.privatBank(.cash))
                add("privatbank card", Resource.privatBank(.card))
            case .privatbankCash: add("privatbank cash", Resource.privatBank(.cash))
            case .privatbankCard: add("privatbank card", Resource.privatBank(.card))
            case .nbu: add(SourceID.nbu.rawValue, Resource.nbu())
            case .monobank: add(SourceID.monobank.rawValue, Resource.monobank())
            case .erapi: add("erapi \(base.rawValue)", Resource.midMarketRates(base: base))
            case .coingecko:
                add("coingecko markets \(vsCurrency)", Resource.markets(vsCurrency: vsCurrency, coins: coins))
            case .weather:
                guard let weather else { continue }
                let target = Job.Target.weather(weather.city, weather.units)
                if !jobs.contains(where: { $0.target == target }) {
                    jobs.append(Job(name: "weather \(TerminalText.sanitize(weather.city.name))", target: target))
                }
            default:
                // Any other registry source: its rates list of today.
                guard let today = SourceRegistry.current.descriptor(source.id)?.rates?.today else { continue }
                if !jobs.contains(where: { $0.target == .resource(today) }) {
                    jobs.append(Job(name: source.rawValue, target: .resource(today)))
                }
            }
        }
        return jobs
    }

    /// Fetches `job` (skipped as `.fresh` when `staleOnly` and its entry is fresh, or when its entry is younger than
    /// the source's minimum interval — Monobank's 5 minutes — whatever the options). A live fetch of a hryvnia
    /// rates source comes with its observations for the history (`RateObservation.observations(of:)`).
    static func perform(_ job: Job, repository: DataRepository, cache: DiskCache, staleOnly: Bool) async
        -> (Outcome, [RateObservation])
    {
        switch job.target {
        case .resource(let resource):
            let now = repository.currentDate()
            if staleOnly, isFresh(resource, environment: repository.environment, cache: cache, now: now) { return (.fresh, []) }
            if isWithinMinimumInterval(resource, environment: repository.environment, cache: cache, now: now) {
                return (.fresh, [])
            }
            do {
                let value = try await resource.fetch(from: repository)
                return (outcome(of: value), RateObservation.observations(of: value))
            } catch {
                return (.failed(error), [])
            }
        case .weather(let city, let units):
            let outcome = await performWeather(
                StatusWeather(city: city, units: units), repository: repository, cache: cache, staleOnly: staleOnly)
            return (outcome, [])
        }
    }

    /// Fetches the first city's forecast (skipped when fresh and `staleOnly`).
    static func performWeather(_ weather: StatusWeather, repository: DataRepository, cache: DiskCache, staleOnly: Bool)
        async -> Outcome
    {
        do {
            let point = try await weather.point(repository: repository)
            let resource = repository.forecastResource(at: point, units: weather.units, name: weather.city.name)
            if staleOnly, isFresh(AnyResource(resource), environment: repository.environment, cache: cache,
                                  now: repository.currentDate()) { return .fresh }
            return outcome(of: LoadedValue(try await repository.fetch(resource), of: resource))
        } catch {
            return .failed(error)
        }
    }

    /// Whether the cache holds a fresh entry for `resource` (`CacheEntry.isFresh`: its URL, not from the future,
    /// younger than its `maxAge`).
    static func isFresh(_ resource: AnyResource, environment: KursEnvironment, cache: DiskCache, now: Date) -> Bool {
        guard let entry = cache.read(resource.id.key) else { return false }
        return entry.isFresh(maxAge: resource.maxAge, now: now, expectedURL: resource.request(environment).redactedURL)
    }

    /// Whether the cache holds an entry for `resource` younger than its schedule's `minimumInterval` (Monobank: one
    /// request per 5 minutes); false for a source without one.
    static func isWithinMinimumInterval(_ resource: AnyResource, environment: KursEnvironment, cache: DiskCache,
                                        now: Date) -> Bool {
        let interval = resource.schedule.minimumInterval
        guard interval > 0, let entry = cache.read(resource.id.key) else { return false }
        return entry.isFresh(maxAge: interval, now: now, expectedURL: resource.request(environment).redactedURL)
    }

    /// What a fetch's value says about the job: stored live, fetched by another process, or not stored.
    static func outcome(of value: LoadedValue) -> Outcome {
        if let problem = value.loaded.cacheProblem { return .notStored(problem) }
        return value.origin == .live ? .updated : .fetchedByOther
    }

    static func text(of outcome: Outcome) -> String {
        switch outcome {
        case .updated: return "updated"
        case .fetchedByOther: return "up to date (fetched by another kurs process)"
        case .fresh: return "fresh, not fetched"
        case .notStored(let reason): return "fetched but not stored: \(TerminalText.sanitize(reason))"
        case .failed(let error): return TerminalText.sanitize(error.message)
        }
    }

    /// Why a cache directory can't be written, in words: the system's error text ("Read-only file system", "Not a
    /// directory", "Permission denied"), not Foundation's generic "The operation could not be completed".
    static func reason(_ error: any Error) -> String {
        TerminalText.sanitize(FileErrorText.systemReason(error))
    }
}

extension RefreshOptions: KursCommand {
    /// `refresh` says an untrusted cache itself, and exits 1.
    static var readsCache: Bool { false }

    func job(_ context: CommandContext) -> KursCommandLine.Job {
        let config = context.config
        let dependencies = context.dependencies
        return .fetching { await RefreshCommand.run(
            self, repository: context.repository, base: config.baseCurrency,
            vsCurrency: config.vsCurrency, coins: config.coins.normalized,
            weather: StatusWeather.first(store: dependencies.cityStore, settings: config.weather),
            alerts: dependencies.alertStore, output: context.output) }
    }
}
