import Foundation
import KursCore

/// What `kurs status` reads: only the cache entries its template needs, never the network and never the embedded
/// sample (a status bar must not show old sample data as if current). `{weather}` reads the cached forecast of
/// the first effective city (`StatusWeather`).
struct StatusCache {
    /// The data found, and the `kurs refresh` sources whose entry is missing, unusable or older than its `maxAge`.
    struct Reading {
        var data: StatusData
        var stale: [RefreshOptions.Source]
        /// The forecast `{weather}` needs is missing or stale.
        var weatherStale = false
        /// Why a state file the format reads can't be used ("portfolio /…/portfolio.json cannot be used (…);
        /// ignoring it"), in the words of the commands that read it; said on stderr.
        var warnings: [String] = []

        /// The `kurs refresh` sources to run for what is stale, each once.
        var refreshSources: [RefreshOptions.Source] {
            var sources: [RefreshOptions.Source] = []
            for source in stale where !sources.contains(source) { sources.append(source) }
            if weatherStale { sources.append(.weather) }
            return sources
        }
    }

    let cache: DiskCache
    let base: CurrencyCode
    let vsCurrency: String
    /// The config's coin selection (normalized): `{coin:ID}` reads its markets entry first (`StatusCache+Coins`).
    var coins = CoinSelection.default
    /// The first city and the repository to read its cached forecast from; nil: no city (`{weather}` shows "?").
    var weather: (StatusWeather, DataRepository)?
    /// The portfolio `{portfolio}` values (`StatusCache+Portfolio`); nil: not read.
    var portfolio: PortfolioStore?
    /// The alerts `{alerts}` shows; nil: not read.
    var alerts: AlertStore?

    /// Reads the entries `sources` needs at `now`.
    func read(_ sources: StatusSources, now: Date) -> Reading {
        var data = StatusData(coinsVsCurrency: CurrencyCode(vsCurrency))
        var stale: [RefreshOptions.Source] = []
        func load<Value>(_ resource: Resource<Value>, refresh: RefreshOptions.Source,
                         copy: DecodedCopyCoding<Value>? = nil) -> Fetched<Value>? {
            guard let fetched = Self.cached(resource, in: cache, now: now, copy: copy) else {
                stale.append(refresh)
                return nil
            }
            if now.timeIntervalSince(fetched.fetchedAt) >= resource.maxAge { stale.append(refresh) }
            return fetched
        }
        for source in SourceRegistry.current.banksFirst(.rates) where sources.rateCodes[source.id] != nil {
            guard let rates = source.rates else { continue }
            let (today, refresh) = (rates.today, RefreshOptions.Source.alone(source.id))
            guard let quotes = today.cached(from: CacheReader(cache: cache, now: now)).flatMap(rates.quotes) else {
                stale.append(refresh)
                continue
            }
            if now.timeIntervalSince(quotes.fetchedAt) >= today.maxAge { stale.append(refresh) }
            data.rates[source.id] = quotes
        }
        if sources.needsMidMarket {
            data.midMarket = load(Resource.midMarketRates(base: base), refresh: .erapi)
        }
        if sources.needsCoinMarkets {
            if let list = load(configuredMarkets, refresh: .coingecko, copy: .coinList(keeping: sources.coinIDs)) {
                data.coins = Fetched(value: list.value.elements, fetchedAt: list.fetchedAt, origin: .cache)
            }
            data.fallbackCoins = fallbackCoins(for: sources.coinIDs, besides: data.coins?.value ?? [], now: now)
        }
        var warnings: [String] = []
        if sources.portfolio, let portfolio {
            let (portfolio, warning) = portfolio.read()
            if let warning { warnings.append(warning) } else { data.portfolio = cachedPortfolio(portfolio, now: now) }
        }
        if sources.alerts, let alerts {
            let (list, warning) = alerts.read()
            if let warning { warnings.append(warning) } else { data.alerts = list.alerts }
        }
        var reading = Reading(data: data, stale: stale, warnings: warnings)
        if sources.weather {
            if let (city, repository) = weather {
                let (forecast, isStale) = city.read(repository: repository, now: now)
                reading.data.forecast = forecast
                reading.weatherStale = isStale
            }
        }
        return reading
    }
}

extension StatusCache {
    /// `cached(_:in:now:)` as a loader, so a registry source's `AnyResource` is read the same way.
    struct CacheReader: ResourceLoading {
        let cache: DiskCache
        let now: Date
        func cached<Value>(_ resource: Resource<Value>) -> Loaded<Value>? {
            StatusCache.cached(resource, in: cache, now: now).map { Loaded(source: resource.source, fetched: $0) }
        }
        func embedded<Value>(_ resource: Resource<Value>) -> Loaded<Value>? { nil }
        func fetch<Value>(_ resource: Resource<Value>) async throws(FetchError) -> Loaded<Value> { throw .offline }
    }

    /// `resource`'s usable cache entry (any age; one dated in the future is damaged and skipped), read from its
    /// decoded copy when current (through `copy` when given, e.g. `.coinList(keeping:)`, else the resource's).
    /// Never the network, never the embedded sample.
    static func cached<Value>(
        _ resource: Resource<Value>, in cache: DiskCache, now: Date, copy: DecodedCopyCoding<Value>? = nil
    ) -> Fetched<Value>? {
        guard let (value, fetchedAt) = cache.readValue(resource.id.key, decode: resource.decode, copy: copy ?? resource.copy),
            resource.problem(value) == nil, fetchedAt.timeIntervalSince(now) <= CacheEntry.allowedClockSkew
        else { return nil }
        return Fetched(value: value, fetchedAt: fetchedAt, origin: .cache)
    }
}
