import Foundation
import KursCore

/// `kurs refresh`: fetches each source now through `DataRepository` (cache updated; each resource under its
/// cross-process lock), all at once.
///
/// Prints one line per resource on stdout ("privatbank cash: updated", "erapi USD: updated", "coingecko markets
/// usd: up to date (fetched by another kurs process)", with `--stale-only` also "…: fresh, not fetched"), and each
/// failure on stderr ("kurs: coingecko markets usd: rate limited · retry in 1:59"). `--quiet` drops the stdout
/// lines. Exit 0 when at least one resource is up to date, 1 when all failed. `--stale-only` skips fresh entries
/// and exits 0 at once when another `--stale-only` refresh holds `status-refresh.lock`.
enum RefreshCommand {
    /// One resource to fetch, with its name in the output.
    struct Job: Sendable {
        var name: String
        var resource: MarketResource
    }

    /// How one job ended.
    enum Outcome: Sendable {
        case updated, fetchedByOther, fresh
        case failed(FetchError)
    }

    static func run(
        _ options: RefreshOptions, repository: DataRepository, base: CurrencyCode, vsCurrency: String,
        output: any CommandOutput
    ) async -> Int32 {
        let cache = DiskCache(directory: repository.environment.cacheDirectory)
        var lock: FileLock?
        if options.staleOnly {
            try? cache.createDirectory()
            let url = cache.directory.appendingPathComponent(BackgroundRefresh.lockName)
            guard let held = await FileLock.acquire(url, timeout: 0) else { return 0 }
            lock = held
        }
        defer { lock?.release() }
        let jobs = self.jobs(for: options.sources, base: base, vsCurrency: vsCurrency.lowercased())
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

    /// The resources of `sources`, each once, in order.
    static func jobs(for sources: [RefreshOptions.Source], base: CurrencyCode, vsCurrency: String) -> [Job] {
        var jobs: [Job] = []
        func add(_ name: String, _ resource: MarketResource) {
            if !jobs.contains(where: { $0.resource == resource }) { jobs.append(Job(name: name, resource: resource)) }
        }
        for source in sources {
            switch source {
            case .privatbank:
                add("privatbank cash", .bankRates(.cash))
                add("privatbank card", .bankRates(.card))
            case .privatbankCash: add("privatbank cash", .bankRates(.cash))
            case .privatbankCard: add("privatbank card", .bankRates(.card))
            case .erapi: add("erapi \(base.rawValue)", .midMarketRates(base: base))
            case .coingecko: add("coingecko markets \(vsCurrency)", .markets(vsCurrency: vsCurrency))
            }
        }
        return jobs
    }

    static func perform(_ job: Job, repository: DataRepository, cache: DiskCache, staleOnly: Bool) async -> Outcome {
        if staleOnly, let entry = cache.read(job.resource.cacheKey),
            Date().timeIntervalSince(entry.fetchedAt) < job.resource.maxAge
        {
            return .fresh
        }
        do {
            let origin: DataOrigin
            switch job.resource {
            case .bankRates(let kind): origin = try await repository.fetchBankRates(kind).origin
            case .midMarketRates(let base): origin = try await repository.fetchMidMarketRates(base: base).origin
            case .markets(let vs): origin = try await repository.fetchMarkets(vsCurrency: vs).origin
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
}
