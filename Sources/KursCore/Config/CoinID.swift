/// CoinGecko coin ids as kurs accepts them, with one rule for every place an id comes from: the command line
/// (`kurs coin ID`, `kurs pane coin ID`) and the config's `coins` list.
package enum CoinID {
    /// The longest id accepted, in characters.
    package static let maximumLength = 100

    /// The rule in words, for messages: "1 to 100 of a-z, 0-9, '-', '_', '.'".
    package static let rule = "1 to \(maximumLength) of a-z, 0-9, '-', '_', '.'"

    /// `text` with A–Z lower-cased when the result is a CoinGecko id (see `isValid`); nil otherwise.
    package static func normalized(_ text: String) -> String? {
        let lowered = String(String.UnicodeScalarView(text.unicodeScalars.map {
            ("A"..."Z").contains($0) ? Unicode.Scalar($0.value + 32)! : $0
        }))
        return isValid(lowered) ? lowered : nil
    }

    /// Whether `text` is a CoinGecko id as written: 1…100 lower-case ASCII letters, digits, "-", "_" and ".",
    /// at least one of them a letter or digit (so "." and ".." can never become path segments).
    package static func isValid(_ text: String) -> Bool {
        (1...maximumLength).contains(text.unicodeScalars.count)
            && text.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" || $0 == "."
            }
            && text.unicodeScalars.contains { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
    }
}
