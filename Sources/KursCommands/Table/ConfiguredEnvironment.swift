import Foundation
import KursCore

/// The process environment with the config's API base URLs and keys filled in where the environment leaves them
/// unset or empty (the environment wins), for `KursEnvironment(variables:…)`.
enum ConfiguredEnvironment {
    static func variables(config: KursConfig, process: [String: String]) -> [String: String] {
        // Only URLs the config changes are passed on: a default is the environment's default anyway.
        var merged = Dictionary(config.api.changedVariables.map { ($0.variable, $0.url.absoluteString) },
                                uniquingKeysWith: { first, _ in first })
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
