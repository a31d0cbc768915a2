import Foundation
import KursCore

/// The process environment with the config's API base URLs and keys filled in where the environment leaves them
/// unset or empty (the environment wins), for `KursEnvironment(variables:…)`.
enum ConfiguredEnvironment {
    static func variables(config: KursConfig, process: [String: String]) -> [String: String] {
        var merged: [String: String] = [
            "KURS_PRIVATBANK_URL": config.api.privatbankURL.absoluteString,
            "KURS_ERAPI_URL": config.api.erapiURL.absoluteString,
            "KURS_OPENMETEO_URL": config.api.openMeteoURL.absoluteString,
            "KURS_GEOCODING_URL": config.api.geocodingURL.absoluteString,
            "KURS_PIRATEWEATHER_URL": config.api.pirateWeatherURL.absoluteString,
        ]
        // The CoinGecko default depends on the key (pro or not): only a URL the config changes is passed on.
        if config.api.coingeckoURL != APIEndpoints().coingeckoURL {
            merged["KURS_COINGECKO_URL"] = config.api.coingeckoURL.absoluteString
        }
        if let key = config.apiKeys.coingecko, !key.isEmpty { merged["COINGECKO_API_KEY"] = key }
        if let key = config.apiKeys.coingeckoPro, !key.isEmpty { merged["COINGECKO_PRO_API_KEY"] = key }
        if let key = config.apiKeys.pirateWeather, !key.isEmpty { merged["PIRATEWEATHER_API_KEY"] = key }
        // Only the few names the config fills in need the (NSString-backed, slow) blank check.
        for (name, value) in process where merged[name] == nil || !value.trimmingBlanks().isEmpty {
            merged[name] = value
        }
        return merged
    }
}
