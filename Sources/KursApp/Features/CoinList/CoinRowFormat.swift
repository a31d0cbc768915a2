import KursCore
import TerminalUI

/// The cells of one coin list row, as shown. Absent values are "—", never 0.
struct CoinRowFormat: Equatable, Sendable {
    /// Market cap rank, e.g. "1"; "—" when absent.
    var rank: String
    /// Upper-cased ticker, e.g. "BTC"; "★ BTC" for a favourite ("* BTC" in ASCII).
    var symbol: String
    /// Coin name, e.g. "Bitcoin".
    var name: String
    /// e.g. "$67,291.00", "$0.000000631917"; "—" when absent.
    var price: String
    /// e.g. "▼ 0.33%" in red, "▲ 1.55%" in green, "—" plain.
    var change: Span
    /// e.g. "$1.34Tr"; "—" when absent.
    var marketCap: String
    /// 7-day change like `change` ("▲ 3.04%"); "—" when the response has none.
    var change7d: Span
    /// 24 h trading volume, e.g. "$18.73Bn"; "—" when absent.
    var volume: String
    /// 24 h high and low prices, e.g. "$84,296.00"; "—" when absent.
    var high24h: String
    var low24h: String
    /// Distance from the all-time high like `change` ("▼ 33.30%"); "—" when absent.
    var athChange: Span
    /// Coins in circulation, abbreviated without a currency ("20.09Mn"); "—" when absent.
    var supply: String
    /// The price, 24 h high and low abbreviated ("$1.00Tr"), for a column too narrow for the full number; nil
    /// when absent.
    var shortPrice: String?
    var shortHigh24h: String?
    var shortLow24h: String?

    /// Formats `coin` (CoinGecko `/coins/markets`) with `currencySymbol` (e.g. "$") before money values; a
    /// favourite's symbol gets a ★.
    init(_ coin: Coin, currencySymbol: String, theme: PaneTheme, isFavourite: Bool = false) {
        rank = coin.marketCapRank.map(String.init) ?? absentValue
        symbol = (isFavourite ? (theme.ascii ? "* " : "★ ") : "") + TerminalText.sanitize(coin.symbol).uppercased()
        name = TerminalText.sanitize(coin.name)
        price = PriceFormat.string(coin.currentPrice, prefix: currencySymbol)
        change = theme.changeSpan(coin.priceChangePercentage24h)
        marketCap = coin.marketCap.map { NumberAbbreviation.string($0, prefix: currencySymbol) } ?? absentValue
        change7d = theme.changeSpan(coin.priceChangePercentage7d)
        volume = coin.totalVolume.map { NumberAbbreviation.string($0, prefix: currencySymbol) } ?? absentValue
        high24h = coin.high24h.map { PriceFormat.string($0, prefix: currencySymbol) } ?? absentValue
        low24h = coin.low24h.map { PriceFormat.string($0, prefix: currencySymbol) } ?? absentValue
        athChange = theme.changeSpan(coin.athChangePercentage)
        supply = coin.circulatingSupply.map { NumberAbbreviation.string($0) } ?? absentValue
        shortPrice = coin.currentPrice.map { NumberAbbreviation.string($0, prefix: currencySymbol) }
        shortHigh24h = coin.high24h.map { NumberAbbreviation.string($0, prefix: currencySymbol) }
        shortLow24h = coin.low24h.map { NumberAbbreviation.string($0, prefix: currencySymbol) }
    }

    /// The cell of `column` for a column `width` wide: a price wider than it abbreviated by rule ("$1.00Tr"
    /// instead of "$1,000,000,000,000.00"), never cut mid-number.
    func cell(_ column: CoinColumn, width: Int) -> Line {
        let full = cell(column)
        guard full.width > width else { return full }
        switch column {
        case .price: return Line(Self.fitted(price, short: shortPrice, width: width))
        case .high24h: return Line(Self.fitted(high24h, short: shortHigh24h, width: width))
        case .low24h: return Line(Self.fitted(low24h, short: shortLow24h, width: width))
        default: return full
        }
    }

    /// The price in at most `width` columns: the full number when it fits, else abbreviated ("$1.00Tr").
    func price(width: Int) -> String { Self.fitted(price, short: shortPrice, width: width) }

    /// `full` when it fits `width` columns, else `short` when that fits, else "…": a number that fits in neither
    /// form is not shown cut ("$1.23e-11" cut to "$1.23…" would read as $1.23).
    static func fitted(_ full: String, short: String?, width: Int) -> String {
        if DisplayWidth.of(full) <= width { return full }
        if let short, DisplayWidth.of(short) <= width { return short }
        return "…"
    }

    /// The cell of `column` (the sparkline is drawn by `CoinListPane`, which knows its width).
    func cell(_ column: CoinColumn) -> Line {
        switch column {
        case .rank: Line(rank)
        case .symbol: Line(symbol)
        case .name: Line(name)
        case .price: Line(price)
        case .change24h: Line([change])
        case .change7d: Line([change7d])
        case .marketCap: Line(marketCap)
        case .volume: Line(volume)
        case .high24h: Line(high24h)
        case .low24h: Line(low24h)
        case .athChange: Line([athChange])
        case .supply: Line(supply)
        case .sparkline: Line(absentValue)
        }
    }

    /// The 7-day sparkline `width` columns wide: "" when the coin has no series (nil) or an empty one.
    static func sparkline(_ coin: Coin, width: Int, ascii: Bool) -> String {
        guard let values = coin.sparkline7d, !values.isEmpty else { return "" }
        return Sparkline.text(values: values, width: width, ascii: ascii)
    }
}
