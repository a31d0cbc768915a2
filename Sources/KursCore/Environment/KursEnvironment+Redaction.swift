extension KursEnvironment {
    /// The configured API keys (CoinGecko, Pirate Weather): what must never appear in output.
    var secrets: [String] {
        [coinGeckoKey?.header.value, pirateWeatherKey?.secret].compactMap { $0 }
    }

    /// `error` with every configured key removed from its text.
    func redacting(_ error: FetchError) -> FetchError {
        let secrets = self.secrets
        guard !secrets.isEmpty else { return error }
        func clean(_ text: String) -> String {
            secrets.reduce(text) { text, secret in PirateWeatherRequest.redacting(key: secret, in: text) }
        }
        switch error {
        case .unexpectedContent(let text): return .unexpectedContent(clean(text))
        case .unusable(let text): return .unusable(clean(text))
        case .apiError(let text): return .apiError(clean(text))
        case .notFound(let text): return .notFound(clean(text))
        case .transportUnavailable(let text): return .transportUnavailable(clean(text))
        default: return error
        }
    }
}
