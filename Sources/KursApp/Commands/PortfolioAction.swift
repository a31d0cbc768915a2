import Foundation
import KursCore

/// `kurs portfolio [--vs CODE] [--json]` · `kurs portfolio add ID AMOUNT [--cost PRICE]` · `kurs portfolio remove ID`.
enum PortfolioAction: Equatable, Sendable {
    /// The holdings valued now; `vsCurrency` nil: the config's.
    case show(vsCurrency: String?, json: Bool)
    /// Adds `amount` of a coin or cash (`id` normalised), bought at `costPerUnit` (nil: unknown) in the config's
    /// vs currency.
    case add(kind: Holding.Kind, id: String, amount: Decimal, costPerUnit: Decimal?)
    /// Removes the holding of `id`.
    case remove(kind: Holding.Kind, id: String)
}

/// What an ID argument of `kurs portfolio` / `kurs alert add` stands for: an ISO 4217 code (`Locale`'s common codes,
/// any case: "eur", "UAH") is cash or a currency; anything else is a CoinGecko coin id.
enum HoldingTarget {
    /// `.cash` with the upper-cased code for a currency code, else `.coin` with the id checked and lower-cased.
    /// - Throws: an empty id or one outside CoinGecko's alphabet (`usage` completes the message).
    static func parse(_ text: String, usage: String) throws(CommandParser.UsageError) -> (Holding.Kind, String) {
        if isCurrencyCode(text) { return (.cash, text.uppercased()) }
        return (.coin, try CommandParser.coinID(text, usage: usage))
    }

    /// Whether `text` is an ISO 4217 code `Locale` knows (case-insensitive).
    static func isCurrencyCode(_ text: String) -> Bool {
        text.count == 3 && text.allSatisfy { $0.isASCII && $0.isLetter } && CurrencyCode.commonISOCodes.contains(text.uppercased())
    }
}
