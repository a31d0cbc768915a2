import Foundation

/// One placeholder's value as shown, with its change direction (for colour) and when its data was fetched.
struct StatusValue: Equatable {
    /// The text, narrow and free of control characters, not yet escaped for tmux.
    var text: String
    /// Set for changes (`{coin:ID:24h}`), nil otherwise.
    var direction: ChangeDirection?
    /// When the data this value came from was fetched.
    var fetchedAt: Date

    /// The value of a data placeholder, or nil when the data lacks it. `{age}` has no value of its own (nil).
    static func resolve(_ placeholder: StatusPlaceholder, in data: StatusData, now: Date) -> StatusValue? {
        switch placeholder {
        case .privatBank(let code, let side):
            guard let fetched = data.bankCash, let rate = bankRate(code, in: fetched.value) else { return nil }
            let value = side == .buy ? rate.buy : rate.sale
            return StatusValue(text: RateFormat.twoDecimals(value), direction: nil, fetchedAt: fetched.fetchedAt)
        case .nbu(let code):
            guard let fetched = data.nbu, let row = RateQuote.inHryvnias(code, in: RateQuote.rows(fetched.value)),
                let rate = row.rate
            else { return nil }
            return StatusValue(text: RateFormat.twoDecimals(rate), direction: nil, fetchedAt: fetched.fetchedAt)
        case .monobank(let code, let side):
            guard let fetched = data.monobank, let row = RateQuote.inHryvnias(code, in: RateQuote.rows(fetched.value)),
                let value = side == .buy ? row.buy : row.sale
            else { return nil }
            return StatusValue(text: RateFormat.twoDecimals(value), direction: nil, fetchedAt: fetched.fetchedAt)
        case .best(let code, let side):
            let comparison = CurrencyComparison.of(code, in: data.bankLists)
            guard let best = side == .buy ? comparison.bestBuy : comparison.bestSale,
                let fetchedAt = comparison.quotes.first(where: { $0.source == best.source })?.fetchedAt
            else { return nil }
            return StatusValue(text: RateFormat.twoDecimals(best.value), direction: nil, fetchedAt: fetchedAt)
        case .midMarket(let code):
            guard let fetched = data.midMarket, let value = basePerUnit(of: code, in: fetched.value) else { return nil }
            return StatusValue(text: PriceFormat.string(value), direction: nil, fetchedAt: fetched.fetchedAt)
        case .coinPrice(let id):
            guard let (found, fetchedAt) = coin(id, in: data), let price = found.currentPrice else { return nil }
            let prefix = StatusText.pricePrefix(for: data.coinsVsCurrency)
            let text = StatusText.narrow(PriceFormat.string(price, prefix: prefix))
            return StatusValue(text: text, direction: nil, fetchedAt: fetchedAt)
        case .coinChange24h(let id):
            guard let (found, fetchedAt) = coin(id, in: data), let percent = found.priceChangePercentage24h
            else { return nil }
            let change = PercentFormat.change(percent)
            return StatusValue(text: change.text, direction: change.direction, fetchedAt: fetchedAt)
        case .weather:
            guard let fetched = data.forecast, let text = weather(fetched.value, now: now) else { return nil }
            return StatusValue(text: text, direction: nil, fetchedAt: fetched.fetchedAt)
        case .portfolio:
            guard let fetched = data.portfolio, fetched.value.missingPrices.isEmpty else { return nil }
            let prefix = StatusText.pricePrefix(for: CurrencyCode(fetched.value.vsCurrency.uppercased()))
            return StatusValue(text: PriceFormat.string(fetched.value.totalValue, prefix: prefix), direction: nil,
                               fetchedAt: fetched.fetchedAt)
        case .portfolioPnL:
            guard let fetched = data.portfolio, fetched.value.missingPrices.isEmpty, let pnl = fetched.value.pnl else { return nil }
            let prefix = StatusText.pricePrefix(for: CurrencyCode(fetched.value.vsCurrency.uppercased()))
            let money = (pnl < 0 ? "-" : "+") + PriceFormat.string(abs(pnl), prefix: prefix)
            let change = fetched.value.pnlPercentage.map { PercentFormat.change($0) }
            return StatusValue(text: money + (change.map { " " + $0.text } ?? ""), direction: change?.direction,
                               fetchedAt: fetched.fetchedAt)
        case .alerts:
            guard let alerts = data.alerts else { return nil }
            let triggered = alerts.filter(\.isTriggered)
            let text = triggered.isEmpty ? "" : "! " + triggered.map(shortAlert).joined(separator: " ")
            return StatusValue(text: TerminalText.sanitize(text), direction: nil,
                               fetchedAt: triggered.compactMap(\.triggeredAt).max() ?? now)
        case .age:
            return nil
        }
    }

    /// An alert in ASCII for a status bar: "bitcoin>=70000", "USD<=41.2", "ethereum move>=5%".
    static func shortAlert(_ alert: Alert) -> String {
        switch alert.condition {
        case .above: "\(alert.target)>=\(alert.threshold)"
        case .below: "\(alert.target)<=\(alert.threshold)"
        case .beyond: "\(alert.target) move>=\(alert.threshold)%"
        }
    }

    /// The row for `code` (by its own code first, then by ISO alias: RUB finds RUR).
    static func bankRate(_ code: CurrencyCode, in rates: [BankRate]) -> BankRate? {
        rates.first { $0.ccy == code } ?? rates.first { $0.ccy.iso4217 == code.iso4217 }
    }

    /// Units of the base per 1 unit of `code`: `1 / rates[code]` (1 for the base itself); nil when absent or 0.
    static func basePerUnit(of code: CurrencyCode, in rates: MidMarketRates) -> Decimal? {
        if code == rates.baseCode { return 1 }
        guard let rate = rates.rate(of: code) else { return nil }
        return 1 / rate
    }

    /// The coin with CoinGecko id `id` (compared in lower case).
    static func coin(_ id: String, in coins: [Coin]) -> Coin? {
        coins.first { $0.id.lowercased() == id }
    }

    /// The coin `id` and when its list was fetched: from `data.coins` (the configured selection), else from
    /// `data.fallbackCoins` (the default top-100 list).
    static func coin(_ id: String, in data: StatusData) -> (Coin, Date)? {
        for list in [data.coins, data.fallbackCoins] {
            if let list, let found = coin(id, in: list.value) { return (found, list.fetchedAt) }
        }
        return nil
    }

    /// "12° cloudy" for the hour shown at `now` ("12°" when the condition is unknown); nil without a temperature.
    static func weather(_ forecast: Forecast, now: Date) -> String? {
        guard let moment = ForecastTimeline.make(from: forecast, now: now).entry(at: now)?.value,
            let temperature = moment.temperature, temperature.isFinite
        else { return nil }
        let degrees = WeatherFormat.temperature(temperature, units: forecast.units)
        let condition = moment.condition
        return condition == .unknown ? degrees : degrees + " " + condition.label
    }
}
