/// What an ID argument of `kurs portfolio` / `kurs alert add` (and the dashboard's portfolio input) stands for: an
/// ISO 4217 code (`Locale`'s common codes, any case: "eur", "UAH") is cash or a currency; anything else is a
/// CoinGecko coin id.
package enum HoldingTarget {
    /// `.cash` with the upper-cased code for a currency code, else `.coin` with the id checked and lower-cased.
    /// - Throws: an empty id or one outside CoinGecko's alphabet (`usage` completes the message).
    package static func parse(_ text: String, usage: String) throws(UsageError) -> (Holding.Kind, String) {
        if isCurrencyCode(text) { return (.cash, text.uppercased()) }
        return (.coin, try CoinID.argument(text, usage: usage))
    }

    /// Whether `text` is an ISO 4217 code `Locale` knows (case-insensitive).
    package static func isCurrencyCode(_ text: String) -> Bool {
        text.count == 3 && text.allSatisfy { $0.isASCII && $0.isLetter } && CurrencyCode.commonISOCodes.contains(text.uppercased())
    }
}
