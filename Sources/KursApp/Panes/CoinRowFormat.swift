import KursCore
import TerminalUI

/// The cells of one coin list row, as shown. Absent values are "—", never 0.
struct CoinRowFormat: Equatable, Sendable {
    /// Market cap rank, e.g. "1"; "—" when absent.
    var rank: String
    /// Upper-cased ticker, e.g. "BTC".
    var symbol: String
    /// Coin name, e.g. "Bitcoin".
    var name: String
    /// e.g. "$67,291.00", "$0.000000631917"; "—" when absent.
    var price: String
    /// e.g. "▼ 0.33%" in red, "▲ 1.55%" in green, "—" plain.
    var change: Span
    /// e.g. "$1.34Tr"; "—" when absent.
    var marketCap: String

    /// Formats `coin` (CoinGecko `/coins/markets`) with `currencySymbol` (e.g. "$") before money values.
    init(_ coin: Coin, currencySymbol: String, theme: PaneTheme) {
        rank = coin.marketCapRank.map(String.init) ?? absentValue
        symbol = TerminalText.sanitize(coin.symbol).uppercased()
        name = TerminalText.sanitize(coin.name)
        price = PriceFormat.string(coin.currentPrice, prefix: currencySymbol)
        change = theme.changeSpan(coin.priceChangePercentage24h)
        marketCap = coin.marketCap.map { NumberAbbreviation.string($0, prefix: currencySymbol) } ?? absentValue
    }

    /// The 7-day sparkline `width` columns wide: "" when the coin has no series (nil) or an empty one.
    static func sparkline(_ coin: Coin, width: Int, ascii: Bool) -> String {
        guard let values = coin.sparkline7d, !values.isEmpty else { return "" }
        return Sparkline.text(values: values, width: width, ascii: ascii)
    }
}
