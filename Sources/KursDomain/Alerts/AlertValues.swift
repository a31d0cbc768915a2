package import Foundation

/// The current values alerts are checked against: coin prices and 24 h changes from a markets list (in one vs
/// currency), and bank rates by currency, source and side.
package struct AlertValues: Sendable {
    /// The vs currency of `prices`, lower-cased ("usd").
    package var vsCurrency: String
    /// Coin id → price of 1 coin in `vsCurrency`.
    package var prices: [String: Decimal]
    /// Coin id → 24 h price change in percent.
    package var changes24h: [String: Decimal]
    /// UAH per 1 unit of a currency from a source (a history source id, nil: the default) on a side (nil: the source's one
    /// rate); nil when unknown.
    package var rate: @Sendable (CurrencyCode, _ source: String?, Alert.RateSide?) -> Decimal?

    /// Values from these maps and rate lookup.
    package init(
        vsCurrency: String, prices: [String: Decimal] = [:], changes24h: [String: Decimal] = [:],
        rate: @escaping @Sendable (CurrencyCode, _ source: String?, Alert.RateSide?) -> Decimal? = { _, _, _ in nil }
    ) {
        self.vsCurrency = vsCurrency.lowercased()
        self.prices = prices
        self.changes24h = changes24h
        self.rate = rate
    }

    /// Values from a markets list in `vsCurrency` (`current_price`, `price_change_percentage_24h`; coins without
    /// one left out) and a rate lookup.
    package init(
        coins: [Coin], vsCurrency: String,
        rate: @escaping @Sendable (CurrencyCode, _ source: String?, Alert.RateSide?) -> Decimal? = { _, _, _ in nil }
    ) {
        var prices: [String: Decimal] = [:]
        var changes: [String: Decimal] = [:]
        for coin in coins {
            if prices[coin.id] == nil, let price = coin.currentPrice { prices[coin.id] = price }
            if changes[coin.id] == nil, let change = coin.priceChangePercentage24h { changes[coin.id] = change }
        }
        self.init(vsCurrency: vsCurrency, prices: prices, changes24h: changes, rate: rate)
    }

    /// The value `alert` watches now; nil when it is not known (a coin not in the list, a price alert in another
    /// vs currency, a rate the source lacks).
    package func value(for alert: Alert) -> Decimal? {
        switch alert.kind {
        case .price: (alert.vsCurrency ?? vsCurrency) == vsCurrency ? prices[alert.target] : nil
        case .move: changes24h[alert.target]
        case .rate: rate(CurrencyCode(alert.target), alert.source, alert.side)
        }
    }
}
