extension KursEnvironment {
    /// The secrets this environment sends to APIs: the CoinGecko key (demo or pro, `COINGECKO_API_KEY` /
    /// `COINGECKO_PRO_API_KEY` or the config's `apiKeys`) and the Pirate Weather key (`PIRATEWEATHER_API_KEY` or
    /// `apiKeys.pirateWeather`), when set.
    var secrets: [String] {
        var secrets: [String] = []
        switch coinGeckoKey {
        case .demo(let key), .pro(let key): secrets.append(key.secret)
        case .none: break
        }
        if let key = pirateWeatherKey { secrets.append(key.secret) }
        return secrets
    }

    /// A redactor for `secrets`: apply it to any text from a server before it is shown.
    package var secretRedactor: SecretRedactor { SecretRedactor(secrets: secrets) }
}

extension SecretRedactor {
    /// A redactor for every API key known to this process, used or not: the config's `apiKeys` and the
    /// variables `COINGECKO_API_KEY`, `COINGECKO_PRO_API_KEY` and `PIRATEWEATHER_API_KEY` of `variables`.
    /// The last line of defence before text reaches stdout or stderr.
    package init(keys: APIKeys, variables: [String: String]) {
        let given = APIKeys().applying(environment: variables)
        self.init(secrets: [keys, given].flatMap { [$0.coingecko, $0.coingeckoPro, $0.pirateWeather] }.compactMap { $0 })
    }
}
