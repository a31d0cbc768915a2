import Foundation

/// One field of `Coin` as CoinGecko `/coins/markets` sends it: its JSON key, what kind of value it holds, and how to
/// get and set it on a coin. `Coin.fields` lists every one; the `JSONDecoder` path (`CoinGeckoMarketCoin`), the
/// one-pass reader (`MarketsFastPath`) and the decoded copy (`DecodedCopyCoding.coinList`) each walk that list.
struct CoinField: Sendable {
    /// The member's key in a `/coins/markets` coin object, e.g. "current_price".
    let key: StaticString
    /// The value's kind, with its accessors.
    let value: Value

    /// The kinds of value a coin holds; each case carries the getter and setter of its field. Closures, not key
    /// paths: a key path read or write costs the one-pass reader several times its parsing of a number.
    enum Value: Sendable {
        /// A string every coin must have (the coin is dropped without it).
        case text(Text, get: @Sendable (Coin) -> String, set: @Sendable (inout Coin, String) -> Void)
        /// An exact number from the JSON text (`Decimal`, never through `Double`), or null.
        case decimal(get: @Sendable (Coin) -> Decimal?, set: @Sendable (inout Coin, Decimal?) -> Void)
        /// A whole number within `Int32` (`JSONInteger`: `10` or `10.0`), or null.
        case integer(get: @Sendable (Coin) -> Int?, set: @Sendable (inout Coin, Int?) -> Void)
        /// An ISO 8601 string with or without fractional seconds (`ISO8601Field`), or null; unparseable text is nil.
        case date(get: @Sendable (Coin) -> Date?, set: @Sendable (inout Coin, Date?) -> Void)
        /// An object whose `price` is an array of numbers and nulls (the numbers kept), or null.
        case sparkline(get: @Sendable (Coin) -> [Double]?, set: @Sendable (inout Coin, [Double]?) -> Void)
    }

    /// The kind's name, e.g. "decimal", for the decoded copy's layout (`CoinCopyLayout.kind`).
    var kindName: String {
        switch value {
        case .text: "text"
        case .decimal: "decimal"
        case .integer: "integer"
        case .date: "date"
        case .sparkline: "sparkline"
        }
    }

    /// How a required string is taken.
    enum Text: Sendable {
        /// Kept as sent, and must not be empty (CoinGecko's id).
        case identifier
        /// Shown on screen: control and bidirectional characters made harmless (`TerminalText.sanitize`).
        case label

        /// `text` as the coin keeps it; nil when the coin is to be dropped.
        func taken(_ text: String) -> String? {
            switch self {
            case .identifier: text.isEmpty ? nil : text
            case .label: TerminalText.sanitize(text)
            }
        }
    }

    /// `key` as a `String`.
    var name: String { key.description }

    /// Whether the key is `bytes` (UTF-8).
    func hasKey(_ bytes: UnsafeRawBufferPointer) -> Bool {
        key.utf8CodeUnitCount == bytes.count && memcmp(key.utf8Start, bytes.baseAddress!, bytes.count) == 0
    }
}
