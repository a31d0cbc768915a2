package import Foundation

/// Config `api`: the base URL of each data source (http or https), one member per source with an endpoint in the
/// source registry (`privatbankURL`, `erapiURL`, `coingeckoURL`, `openMeteoURL`, `geocodingURL`,
/// `pirateWeatherURL`, `nbuURL`, `monobankURL`). The `KURS_*_URL` environment variables win over these
/// (`applying(environment:)`).
package struct APIEndpoints: Equatable, Sendable, Decodable {
    /// Each source's base URL; a source missing here has its registry default.
    private var urls: [SourceID: URL] = [:]

    /// The public endpoints (DESIGN §4, §5): every registry source at its default URL.
    package init() {}

    /// The base URL of `source`: the configured one, else its registry default; nil for a source without an
    /// endpoint.
    package func url(for source: SourceID) -> URL? {
        urls[source] ?? SourceRegistry.current.descriptor(source)?.endpoint.flatMap { URL(string: $0.defaultURL) }
    }

    /// Sets the base URL of `source`.
    package mutating func set(_ url: URL, for source: SourceID) { urls[source] = url }

    /// PrivatBank, default `https://api.privatbank.ua` (`/p24api/pubinfo?json&exchange&coursid=5|11`).
    package var privatbankURL: URL { get { self[.privatbank] } set { urls[.privatbank] = newValue } }
    /// open.er-api, default `https://open.er-api.com` (`/v6/latest/{CODE}`).
    package var erapiURL: URL { get { self[.erapi] } set { urls[.erapi] = newValue } }
    /// CoinGecko, default `https://api.coingecko.com/api/v3` (`/coins/markets`, `/coins/{id}`).
    package var coingeckoURL: URL { get { self[.coingecko] } set { urls[.coingecko] = newValue } }
    /// Open-Meteo forecasts, default `https://api.open-meteo.com`.
    package var openMeteoURL: URL { get { self[.openMeteo] } set { urls[.openMeteo] = newValue } }
    /// Open-Meteo geocoding, default `https://geocoding-api.open-meteo.com`.
    package var geocodingURL: URL { get { self[.geocoding] } set { urls[.geocoding] = newValue } }
    /// Pirate Weather (Dark Sky format), default `https://api.pirateweather.net`.
    package var pirateWeatherURL: URL { get { self[.pirateWeather] } set { urls[.pirateWeather] = newValue } }
    /// The NBU, default `https://bank.gov.ua` (`/NBUStatService/v1/statdirectory/exchange`).
    package var nbuURL: URL { get { self[.nbu] } set { urls[.nbu] = newValue } }
    /// Monobank, default `https://api.monobank.ua` (`/bank/currency`).
    package var monobankURL: URL { get { self[.monobank] } set { urls[.monobank] = newValue } }

    /// Equal when every source has the same URL (a default written out equals one left out).
    package static func == (lhs: APIEndpoints, rhs: APIEndpoints) -> Bool {
        Set(lhs.urls.keys).union(rhs.urls.keys).allSatisfy { lhs.url(for: $0) == rhs.url(for: $0) }
    }

    /// A standard source's URL (every standard source with an endpoint has a valid default).
    private subscript(source: SourceID) -> URL { url(for: source)! }

    /// Each endpoint by its config key name ("privatbankURL" …), in registry order.
    package var all: [(key: String, url: URL)] {
        SourceRegistry.current.endpoints.compactMap { id, endpoint in url(for: id).map { (endpoint.configKey, $0) } }
    }

    /// The `KURS_*_URL` variables for the endpoints set to something other than their default, in registry order:
    /// what the config adds to the process environment (a default needs no variable; CoinGecko's default also
    /// depends on the key, so passing it on would hide the pro URL).
    package var changedVariables: [(variable: String, url: URL)] {
        SourceRegistry.current.endpoints.compactMap { id, endpoint in
            guard let url = urls[id], url != URL(string: endpoint.defaultURL) else { return nil }
            return (endpoint.environmentVariable, url)
        }
    }

    /// These endpoints with every non-empty `KURS_*_URL` variable of `environment` put in place (the variable
    /// wins; one that is not an http(s) URL is ignored).
    package func applying(environment: [String: String]) -> APIEndpoints {
        var result = self
        for (id, endpoint) in SourceRegistry.current.endpoints {
            if let text = environment[endpoint.environmentVariable], let url = URL(string: text),
               ["http", "https"].contains(url.scheme?.lowercased() ?? "")
            {
                result.urls[id] = url
            }
        }
        return result
    }

    static var shape: ConfigShape {
        .object(Dictionary(uniqueKeysWithValues: SourceRegistry.current.endpoints.map { ($0.endpoint.configKey, ConfigShape.string) }))
    }

    /// A config key of `api`.
    private struct Key: CodingKey {
        let stringValue: String
        init(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    /// Decodes `api`; absent members take their defaults. Throws `DecodingError` on a wrong type or a string
    /// that is not a URL at all (the scheme is checked by `ConfigCheck`).
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        for (id, endpoint) in SourceRegistry.current.endpoints {
            let key = Key(stringValue: endpoint.configKey)
            guard let text = try container.decodeIfPresent(String.self, forKey: key) else { continue }
            guard let url = URL(string: text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container, debugDescription: "expected an http or https URL")
            }
            urls[id] = url
        }
    }
}
