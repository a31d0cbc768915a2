package import Foundation

/// Config `api`: the base URL of each data source (http or https). The `KURS_*_URL` environment variables
/// win over these (`applying(environment:)`).
package struct APIEndpoints: Equatable, Sendable, Decodable {
    /// PrivatBank, default `https://api.privatbank.ua` (`/p24api/pubinfo?json&exchange&coursid=5|11`).
    package var privatbankURL: URL
    /// open.er-api, default `https://open.er-api.com` (`/v6/latest/{CODE}`).
    package var erapiURL: URL
    /// CoinGecko, default `https://api.coingecko.com/api/v3` (`/coins/markets`, `/coins/{id}`).
    package var coingeckoURL: URL
    /// Open-Meteo forecasts, default `https://api.open-meteo.com`.
    package var openMeteoURL: URL
    /// Open-Meteo geocoding, default `https://geocoding-api.open-meteo.com`.
    package var geocodingURL: URL
    /// Pirate Weather (Dark Sky format), default `https://api.pirateweather.net`.
    package var pirateWeatherURL: URL

    /// The public endpoints (DESIGN §4).
    package init() {
        privatbankURL = URL(string: "https://api.privatbank.ua")!
        erapiURL = URL(string: "https://open.er-api.com")!
        coingeckoURL = URL(string: "https://api.coingecko.com/api/v3")!
        openMeteoURL = URL(string: "https://api.open-meteo.com")!
        geocodingURL = URL(string: "https://geocoding-api.open-meteo.com")!
        pirateWeatherURL = URL(string: "https://api.pirateweather.net")!
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case privatbankURL, erapiURL, coingeckoURL, openMeteoURL, geocodingURL, pirateWeatherURL

        /// The environment variable that overrides this endpoint.
        var environmentVariable: String {
            switch self {
            case .privatbankURL: return "KURS_PRIVATBANK_URL"
            case .erapiURL: return "KURS_ERAPI_URL"
            case .coingeckoURL: return "KURS_COINGECKO_URL"
            case .openMeteoURL: return "KURS_OPENMETEO_URL"
            case .geocodingURL: return "KURS_GEOCODING_URL"
            case .pirateWeatherURL: return "KURS_PIRATEWEATHER_URL"
            }
        }
    }

    private var keyPaths: [(CodingKeys, WritableKeyPath<APIEndpoints, URL>)] {
        [(.privatbankURL, \.privatbankURL), (.erapiURL, \.erapiURL), (.coingeckoURL, \.coingeckoURL),
         (.openMeteoURL, \.openMeteoURL), (.geocodingURL, \.geocodingURL), (.pirateWeatherURL, \.pirateWeatherURL)]
    }

    /// Each endpoint by its config key name ("privatbankURL" …), in declaration order.
    package var all: [(key: String, url: URL)] { keyPaths.map { ($0.0.stringValue, self[keyPath: $0.1]) } }

    /// These endpoints with every non-empty `KURS_*_URL` variable of `environment` put in place (the variable
    /// wins; one that is not an http(s) URL is ignored).
    package func applying(environment: [String: String]) -> APIEndpoints {
        var result = self
        for (key, path) in keyPaths {
            if let text = environment[key.environmentVariable], let url = URL(string: text),
               ["http", "https"].contains(url.scheme?.lowercased() ?? "")
            {
                result[keyPath: path] = url
            }
        }
        return result
    }

    static let shape = ConfigShape.object(
        Dictionary(uniqueKeysWithValues: CodingKeys.allCases.map { ($0.stringValue, ConfigShape.string) }))

    /// Decodes `api`; absent members take their defaults. Throws `DecodingError` on a wrong type or a string
    /// that is not a URL at all (the scheme is checked by `ConfigCheck`).
    package init(from decoder: any Decoder) throws {
        self.init()
        let container = try decoder.container(keyedBy: CodingKeys.self)
        for (key, path) in keyPaths {
            guard let text = try container.decodeIfPresent(String.self, forKey: key) else { continue }
            guard let url = URL(string: text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container, debugDescription: "expected an http or https URL")
            }
            self[keyPath: path] = url
        }
    }
}
