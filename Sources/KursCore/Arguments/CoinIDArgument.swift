extension CoinID {
    /// `text` typed as a CoinGecko id, lower-cased.
    /// - Throws: empty ("empty coin id: `usage`"), or outside CoinGecko's alphabet.
    package static func argument(_ text: String, usage: String) throws(UsageError) -> String {
        guard !text.isEmpty else { throw UsageError("empty coin id: \(usage)") }
        guard let id = normalized(text) else { throw UsageError("invalid coin id '\(UsageError.shown(text))' (CoinGecko ids: \(rule))") }
        return id
    }
}
