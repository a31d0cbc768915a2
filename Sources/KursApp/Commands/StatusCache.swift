import Foundation
import KursCore

/// What `kurs status` reads: only the cache entries its template needs, never the network and never the embedded
/// sample (a status bar must not show old sample data as if current).
struct StatusCache {
    /// The data found, and the resources whose entry is missing or older than `MarketResource.maxAge`.
    struct Reading {
        var data: StatusData
        var stale: [MarketResource]
    }

    let cache: DiskCache
    let base: CurrencyCode
    let vsCurrency: String

    /// Reads the entries `sources` needs at `now`.
    func read(_ sources: StatusSources, now: Date) -> Reading {
        var data = StatusData(coinsVsCurrency: CurrencyCode(vsCurrency))
        var stale: [MarketResource] = []
        func load<Value>(_ resource: MarketResource, _ decode: (Data) throws(FetchError) -> Value) -> Fetched<Value>? {
            guard let entry = cache.read(resource.cacheKey), let value = try? decode(entry.body) else {
                stale.append(resource)
                return nil
            }
            if now.timeIntervalSince(entry.fetchedAt) >= resource.maxAge { stale.append(resource) }
            return Fetched(value: value, fetchedAt: entry.fetchedAt, origin: .cache)
        }
        if sources.needsPrivatBankCash, let list = load(.bankRates(.cash), PrivatBankDecoder.decode) {
            data.bankCash = Fetched(value: list.value.elements, fetchedAt: list.fetchedAt, origin: .cache)
        }
        if sources.needsMidMarket {
            data.midMarket = load(.midMarketRates(base: base), ERAPIDecoder.decode)
        }
        if sources.needsCoinMarkets, let list = load(.markets(vsCurrency: vsCurrency), CoinGeckoDecoder.decodeMarkets) {
            data.coins = Fetched(value: list.value.elements, fetchedAt: list.fetchedAt, origin: .cache)
        }
        return Reading(data: data, stale: stale)
    }
}

extension MarketResource {
    /// The `kurs refresh --only` source that fetches this resource.
    var refreshSource: RefreshOptions.Source {
        switch self {
        case .bankRates(.cash): return .privatbankCash
        case .bankRates(.card): return .privatbankCard
        case .midMarketRates: return .erapi
        case .markets, .coinDetail: return .coingecko
        }
    }
}
