/// Config `apiKeys`: optional API keys. The environment variables `COINGECKO_API_KEY`,
/// `COINGECKO_PRO_API_KEY` and `PIRATEWEATHER_API_KEY` win over these. The values are never printed:
/// `description` and reflection show only which keys are set.
package struct APIKeys: Equatable, Sendable, Decodable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// CoinGecko demo key (sent as `x-cg-demo-api-key`).
    package var coingecko: String?
    /// CoinGecko Pro key (sent as `x-cg-pro-api-key`, with the pro base URL).
    package var coingeckoPro: String?
    /// Pirate Weather key (enables the Pirate Weather forecast source).
    package var pirateWeather: String?

    /// Keys; nil means not set.
    package init(coingecko: String? = nil, coingeckoPro: String? = nil, pirateWeather: String? = nil) {
        self.coingecko = coingecko
        self.coingeckoPro = coingeckoPro
        self.pirateWeather = pirateWeather
    }

    /// Whether any key is set (non-empty).
    package var isEmpty: Bool { [coingecko, coingeckoPro, pirateWeather].allSatisfy { ($0 ?? "").isEmpty } }

    /// These keys with each non-empty environment variable put in place (the environment wins).
    package func applying(environment: [String: String]) -> APIKeys {
        func pick(_ variable: String, _ configured: String?) -> String? {
            if let value = environment[variable], !value.isEmpty { return value }
            return configured
        }
        return APIKeys(
            coingecko: pick("COINGECKO_API_KEY", coingecko),
            coingeckoPro: pick("COINGECKO_PRO_API_KEY", coingeckoPro),
            pirateWeather: pick("PIRATEWEATHER_API_KEY", pirateWeather))
    }

    /// Each key by its config name (`apiKeys.<name>`), in order: coingecko, coingeckoPro, pirateWeather.
    package var named: [(name: String, value: String?)] {
        zip(Self.names, [coingecko, coingeckoPro, pirateWeather]).map { ($0, $1) }
    }

    /// The config names of the keys, in order.
    private static let names = ["coingecko", "coingeckoPro", "pirateWeather"]

    /// "APIKeys(set: coingecko, pirateWeather)": names only, never the values.
    package var description: String {
        let set = named.filter { !($0.value ?? "").isEmpty }.map(\.name)
        return "APIKeys(set: \(set.isEmpty ? "none" : set.joined(separator: ", ")))"
    }

    package var debugDescription: String { description }

    /// Reflection shows only `description` (which keys are set), never the values.
    package var customMirror: Mirror { Mirror(self, children: ["description": description]) }

    static let shape = ConfigShape.object(Dictionary(uniqueKeysWithValues: names.map { ($0, ConfigShape.string) }))
}
