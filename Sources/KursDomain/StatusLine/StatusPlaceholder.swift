/// One value a status line can show, written `{…}` in the format. Names and currency codes are
/// case-insensitive; coin ids are CoinGecko ids, compared in lower case.
package enum StatusPlaceholder: Equatable, Hashable, Sendable {
    /// Which side of a bank rate.
    package enum BankSide: String, Equatable, Hashable, Sendable, CaseIterable {
        /// What the bank pays for 1 unit of the currency.
        case buy
        /// What the bank charges for 1 unit of the currency.
        case sale
    }

    /// `{privat:USD:buy}` / `{privat:USD:sale}`: PrivatBank cash rate (`coursid=5`), units of the row's base
    /// (UAH) per 1 unit of the code, 2 decimals ("41.25").
    case privatBank(CurrencyCode, BankSide)
    /// `{nbu:USD}`: the NBU's official rate of today, UAH per 1 unit, 2 decimals ("41.42").
    case nbu(CurrencyCode)
    /// `{mono:USD:buy}` / `{mono:USD:sale}`: Monobank's price in UAH per 1 unit, 2 decimals ("36.40").
    case monobank(CurrencyCode, BankSide)
    /// `{best:USD:buy}` / `{best:USD:sale}`: the best bank price among PrivatBank cash, PrivatBank card and
    /// Monobank (`CurrencyComparison`: the highest buy, the lowest sale), UAH per 1 unit, 2 decimals ("41.35").
    case best(CurrencyCode, BankSide)
    /// `{mid:EUR}`: the open.er-api mid-market rate as units of the configured base per 1 unit of the code
    /// ("1 EUR = x BASE"), i.e. `1 / rates[code]`; 2 decimals from 1 up (grouped), up to 6 significant digits
    /// under 1 (the `PriceFormat` rules, no symbol): "1.10" for EUR against USD.
    case midMarket(CurrencyCode)
    /// `{coin:bitcoin}`: the coin's current price in the markets list's vs currency with its symbol
    /// ("$67,291.00").
    case coinPrice(id: String)
    /// `{coin:bitcoin:24h}`: the coin's 24-hour price change in percent with an arrow ("▼ 0.33%", "▲ 0.14%",
    /// flat "0.00%").
    case coinChange24h(id: String)
    /// `{weather}`: the first city's temperature now, rounded, and the condition in words ("12° cloudy").
    case weather
    /// `{age}`: how old the oldest value shown in the same line is: "now" (under a minute), "5m", "2h", "3d".
    case age
    /// `{portfolio}`: the portfolio's total value in the vs currency with its symbol ("$15,296.96"); "?" when a
    /// holding has no cached price (never a total that counts it as 0).
    case portfolio
    /// `{portfolio:pnl}`: the portfolio's P/L with its percentage ("+$713.64 ▲ 5.95%"); "?" without a cost.
    case portfolioPnL
    /// `{alerts}`: the triggered alerts, short ("! bitcoin>=70000 USD<=41.2"); empty when none is triggered.
    case alerts

    /// The placeholder written `{name}` (`name` without braces), or nil when it is not one.
    package init?(name: String) {
        let parts = name.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        switch (parts.first?.lowercased(), parts.count) {
        case ("privat", 3):
            guard let code = Self.currencyCode(parts[1]), let side = BankSide(rawValue: parts[2].lowercased())
            else { return nil }
            self = .privatBank(code, side)
        case (SourceID.nbu.rawValue, 2):
            guard let code = Self.currencyCode(parts[1]) else { return nil }
            self = .nbu(code)
        case ("mono", 3), ("best", 3):
            guard let code = Self.currencyCode(parts[1]), let side = BankSide(rawValue: parts[2].lowercased())
            else { return nil }
            self = parts[0].lowercased() == "mono" ? .monobank(code, side) : .best(code, side)
        case ("mid", 2):
            guard let code = Self.currencyCode(parts[1]) else { return nil }
            self = .midMarket(code)
        case ("coin", 2):
            guard let id = Self.coinID(parts[1]) else { return nil }
            self = .coinPrice(id: id)
        case ("coin", 3):
            guard let id = Self.coinID(parts[1]), parts[2].lowercased() == "24h" else { return nil }
            self = .coinChange24h(id: id)
        case ("weather", 1): self = .weather
        case ("age", 1): self = .age
        case ("portfolio", 1): self = .portfolio
        case ("portfolio", 2):
            guard parts[1].lowercased() == "pnl" else { return nil }
            self = .portfolioPnL
        case ("alerts", 1): self = .alerts
        default: return nil
        }
    }

    /// How the placeholder is written, without braces, in canonical case: "privat:USD:buy", "coin:bitcoin:24h".
    package var name: String {
        switch self {
        case .privatBank(let code, let side): return "privat:\(code.rawValue):\(side.rawValue)"
        case .nbu(let code): return "\(SourceID.nbu.rawValue):\(code.rawValue)"
        case .monobank(let code, let side): return "mono:\(code.rawValue):\(side.rawValue)"
        case .best(let code, let side): return "best:\(code.rawValue):\(side.rawValue)"
        case .midMarket(let code): return "mid:\(code.rawValue)"
        case .coinPrice(let id): return "coin:\(id)"
        case .coinChange24h(let id): return "coin:\(id):24h"
        case .weather: return "weather"
        case .age: return "age"
        case .portfolio: return "portfolio"
        case .portfolioPnL: return "portfolio:pnl"
        case .alerts: return "alerts"
        }
    }

    /// Three ASCII letters, upper-cased; nil otherwise.
    static func currencyCode(_ text: String) -> CurrencyCode? {
        guard text.count == 3, text.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        return CurrencyCode(text)
    }

    /// A CoinGecko id: non-empty ASCII letters, digits, "-", "_" and "."; lower-cased. nil otherwise.
    static func coinID(_ text: String) -> String? {
        let allowed = text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }
        return !text.isEmpty && allowed ? text.lowercased() : nil
    }
}
