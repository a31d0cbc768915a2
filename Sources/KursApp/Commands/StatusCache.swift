import Foundation
import KursCore

/// What `kurs status` reads: only the cache entries its template needs, never the network and never the embedded
/// sample (a status bar must not show old sample data as if current). `{weather}` reads the cached forecast of
/// the first effective city (`StatusWeather`).
struct StatusCache {
    /// The data found, and the resources whose entry is missing or older than `MarketResource.maxAge`.
    struct Reading {
        var data: StatusData
        var stale: [MarketResource]
        /// The forecast `{weather}` needs is missing or stale.
        var weatherStale = false

        /// The `kurs refresh` sources to run for what is stale, each once.
        var refreshSources: [RefreshOptions.Source] {
            var sources: [RefreshOptions.Source] = []
            for source in stale.map(\.refreshSource) where !sources.contains(source) { sources.append(source) }
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

    /// Reads the entries `sources` needs at `now`.
    func read(_ sources: StatusSources, now: Date) -> Reading {
        var data = StatusData(coinsVsCurrency: CurrencyCode(vsCurrency))
        var stale: [MarketResource] = []
        func load<Value>(
            _ resource: MarketResource, _ decode: (Data) throws(FetchError) -> Value, copy: DecodedCopyCoding<Value>? = nil
        ) -> Fetched<Value>? {
            guard let (value, fetchedAt) = cache.readValue(resource.cacheKey, decode: decode, copy: copy) else {
                stale.append(resource)
                return nil
            }
            if now.timeIntervalSince(fetchedAt) >= resource.maxAge { stale.append(resource) }
            return Fetched(value: value, fetchedAt: fetchedAt, origin: .cache)
        }
        if sources.needsPrivatBankCash, let list = load(.bankRates(.cash), PrivatBankDecoder.decode, copy: .bankRates) {
            data.bankCash = Fetched(value: list.value.elements, fetchedAt: list.fetchedAt, origin: .cache)
        }
        if sources.needsMidMarket {
            data.midMarket = load(.midMarketRates(base: base), ERAPIDecoder.decode, copy: .midMarketRates)
        }
        if sources.needsCoinMarkets {
            if let list = load(configuredMarkets, CoinGeckoDecoder.decodeMarkets, copy: .coinList) {
                data.coins = Fetched(value: list.value.elements, fetchedAt: list.fetchedAt, origin: .cache)
            }
            data.fallbackCoins = fallbackCoins(for: sources.coinIDs, besides: data.coins?.value ?? [])
        }
        var reading = Reading(data: data, stale: stale)
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

extension MarketResource {
    /// The `kurs refresh --only` source that fetches this resource.
    var refreshSource: RefreshOptions.Source {
        switch self {
        case .bankRates(.cash): return .privatbankCash
        case .bankRates(.card): return .privatbankCard
        case .midMarketRates: return .erapi
        case .markets, .marketsTop, .marketsIDs, .coinDetail: return .coingecko
        }
    }
}
