import Foundation
import KursCore
import TerminalUI

/// The label/value pairs of a coin's detail grids. Money values are in the markets list's vs currency,
/// prefixed by `currencySymbol`; absent values are "—" ("n/a" for a hashing algorithm or block time the
/// coin does not have).
enum CoinStats {
    /// Overview: Current Price (with 24h %), Market Capitalization (with 24h %), Rank ("#1"), Volume; each label with
    /// its shorter forms for a narrow grid ("Market Cap", "Mkt Cap").
    static func overview(_ coin: Coin, currencySymbol: String, theme: PaneTheme) -> [StatGrid.Item] {
        [
            StatGrid.Item("Current Price", valueWithChange(
                coin.currentPrice.map { PriceFormat.string($0, prefix: currencySymbol) },
                percent: coin.priceChangePercentage24h, theme: theme), shorter: ["Price"]),
            StatGrid.Item("Market Capitalization", valueWithChange(
                coin.marketCap.map { NumberAbbreviation.string($0, prefix: currencySymbol) },
                percent: coin.marketCapChangePercentage24h, theme: theme), shorter: ["Market Cap", "Mkt Cap"]),
            StatGrid.Item("Rank", Line(coin.marketCapRank.map { "#\($0)" } ?? absentValue)),
            StatGrid.Item("Volume", Line(coin.totalVolume.map { NumberAbbreviation.string($0, prefix: currencySymbol) }
                ?? absentValue)),
        ]
    }

    /// Additional Details: 24h High, 24h Low, 24h Price Change (with %), 24h Market Cap Change (with %),
    /// Block Time ("10 min") and Hashing Algorithm ("SHA-256"). `detail` nil (not loaded yet): the last two
    /// are "—"; loaded but absent: "n/a".
    static func additional(_ coin: Coin, detail: CoinDetail?, currencySymbol: String,
                                  theme: PaneTheme) -> [StatGrid.Item] {
        let algorithm = detail.map { detail in
            detail.hashingAlgorithm.map { TerminalText.sanitize($0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "n/a"
        }
        return [
            StatGrid.Item("24h High", Line(PriceFormat.string(coin.high24h, prefix: currencySymbol))),
            StatGrid.Item("24h Low", Line(PriceFormat.string(coin.low24h, prefix: currencySymbol))),
            StatGrid.Item("24h Price Change", valueWithChange(
                coin.priceChange24h.map { PriceFormat.string($0, prefix: currencySymbol) },
                percent: coin.priceChangePercentage24h, theme: theme), shorter: ["24h Change", "24h Chg"]),
            StatGrid.Item("24h Market Cap Change", valueWithChange(
                coin.marketCapChange24h.map { NumberAbbreviation.string($0, prefix: currencySymbol) },
                percent: coin.marketCapChangePercentage24h, theme: theme),
                shorter: ["24h Mkt Cap Change", "24h Mkt Cap Chg", "Mkt Cap 24h"]),
            StatGrid.Item("Block Time", Line(detail.map { BlockTimeFormat.string(minutes: $0.blockTimeInMinutes) }
                ?? absentValue)),
            StatGrid.Item("Hashing Algorithm", Line(algorithm ?? absentValue), shorter: ["Algorithm"]),
        ]
    }

    /// "text ▲ 0.14%" with the change coloured; just "text" without a percentage; "—" without text.
    static func valueWithChange(_ text: String?, percent: Decimal?, theme: PaneTheme) -> Line {
        guard let text else { return Line(absentValue) }
        guard percent != nil else { return Line(text) }
        return Line([Span(text + " "), theme.changeSpan(percent)])
    }
}
