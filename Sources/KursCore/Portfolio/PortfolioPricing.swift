import Foundation

/// What prices a portfolio and how: its coins with one CoinGecko markets request for all of them
/// (`/coins/markets?ids=a,b,c`, in the portfolio's order), its cash with the open.er-api rates of the vs currency
/// (`/v6/latest/{VS}`). `kurs portfolio` loads these resources; `kurs status` reads their cache entries only.
package enum PortfolioPricing {
    /// The markets resource for the portfolio's coins in `vsCurrency`; nil when it holds no coin.
    package static func markets(for portfolio: Portfolio, vsCurrency: String) -> Resource<DecodedList<Coin>>? {
        let ids = portfolio.holdings.filter { $0.kind == .coin }.map(\.id)
        return ids.isEmpty ? nil : .markets(vsCurrency: vsCurrency, coins: .ids(ids))
    }

    /// The er-api rates of `vsCurrency` when the portfolio holds cash in another currency; nil otherwise.
    package static func rates(for portfolio: Portfolio, vsCurrency: String) -> Resource<MidMarketRates>? {
        let vs = CurrencyCode(vsCurrency)
        let needed = portfolio.holdings.contains { $0.kind == .cash && CurrencyCode($0.id) != vs }
        return needed ? .midMarketRates(base: vs) : nil
    }

    /// The portfolio valued with these coins (`current_price`, `symbol`) and open.er-api rates of any base (vs per
    /// 1 unit of a cash code: `CashPrice.perUnit`, the cross rate rates[vs] / rates[code]; cash in the vs currency
    /// is 1). `kurs portfolio` passes the vs currency's own rates, the dashboard those of `baseCurrency`. `costsApply`: false when the costs were given in another currency
    /// than `vsCurrency` (then every cost, and so every P/L, is unknown).
    package static func valuation(
        _ portfolio: Portfolio, vsCurrency: String, coins: [Coin], rates: MidMarketRates?, costsApply: Bool = true
    ) -> PortfolioValuation {
        // Only the holdings' coins are looked up: the coin list may be 250 coins and the portfolio empty.
        let held = Set(portfolio.holdings.map(\.id))
        var prices: [String: Decimal] = [:], symbols: [String: String] = [:]
        for coin in coins where held.contains(coin.id) && prices[coin.id] == nil {
            if let price = coin.currentPrice { prices[coin.id] = price }
            symbols[coin.id] = coin.symbol
        }
        let priced = costsApply ? portfolio : Portfolio(portfolio.holdings.map { Holding(kind: $0.kind, id: $0.id, amount: $0.amount) })
        return PortfolioValuation.value(
            priced, prices: prices, symbols: symbols,
            cashRates: { code in CashPrice.perUnit(of: code, in: CurrencyCode(vsCurrency), rates: rates) },
            vsCurrency: vsCurrency)
    }
}
