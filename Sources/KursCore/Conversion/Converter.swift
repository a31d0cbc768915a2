package import Foundation

/// Converts amounts with PrivatBank's buy/sale or open.er-api's mid-market rates. Pure: it holds the rates
/// it was given and does no I/O.
///
/// Bank pricing: the bank buys the currency you hand over at its `buy` price and sells the one you receive
/// at its `sale` price, both in UAH: X → UAH = amount × X.buy; UAH → Y = amount / Y.sale; X → Y = amount ×
/// X.buy / Y.sale (through UAH). Only rows based on UAH count; RUR and PLZ stand for RUB and PLN. Pairs the
/// bank does not quote fall back to mid-market with a `fallbackNote`.
///
/// Mid-market pricing: cross rates from one open.er-api response, rate(X → Y) = rates[Y] / rates[X] (the
/// base currency is 1).
///
/// Results are rounded as `Conversion` documents (halves away from zero, target's minor units).
package struct Converter: Sendable {
    let bank: BankQuotes
    /// The mid-market rates, if loaded. Source: open.er-api.com `/v6/latest/{CODE}`.
    package let midMarket: MidMarketRates?

    /// - Parameters:
    ///   - bankRates: PrivatBank rows (`/p24api/pubinfo?json&exchange&coursid=5|11`); empty when not loaded.
    ///   - bankKind: which table `bankRates` is (cash or card), named in rate lines.
    ///   - midMarket: open.er-api rates, nil when not loaded.
    package init(bankRates: [BankRate] = [], bankKind: PrivatBankRateKind = .cash, midMarket: MidMarketRates? = nil) {
        self.bank = BankQuotes(bankRates, kind: bankKind)
        self.midMarket = midMarket
    }

    /// Converts `amount` of `from` into `to`.
    /// - Parameter mode: `.bank` uses PrivatBank where it quotes both sides (UAH always counts) and mid-market
    ///   otherwise; `.midMarket` uses only mid-market rates.
    ///   The same currency on both sides converts at 1.
    /// - Returns: the conversion, or `.negativeAmount` for amounts below zero, `.noRate` when no loaded rates
    ///   cover the pair.
    package func convert(_ amount: Decimal, from: CurrencyCode, to: CurrencyCode, mode: ConversionMode)
        -> Result<Conversion, ConversionError>
    {
        guard amount >= 0 else { return .failure(.negativeAmount(amount)) }
        let from = from.iso4217
        let to = to.iso4217
        if from == to {
            let source: ConversionSource = mode == .bank ? .bank(bank.kind) : .midMarket
            return .success(
                make(amount, from: from, to: to, numerator: 1, denominator: 1, source: source, note: nil,
                    line: "1 \(from) = 1 \(to)"))
        }
        if mode == .bank {
            if bank.quotes(from) && bank.quotes(to) { return .success(bankConversion(amount, from: from, to: to)) }
            let missing = [from, to].filter { !bank.quotes($0) }.map(\.rawValue).joined(separator: ", ")
            let note = bank.rows.isEmpty ? "no PrivatBank rates" : "PrivatBank doesn't quote \(missing)"
            return midMarketConversion(amount, from: from, to: to, note: note)
        }
        return midMarketConversion(amount, from: from, to: to, note: nil)
    }

    /// A conversion at the bank's prices; both codes are quoted (or UAH).
    func bankConversion(_ amount: Decimal, from: CurrencyCode, to: CurrencyCode) -> Conversion {
        // UAH received per unit handed over, and UAH paid per unit received.
        let uahPerFrom = from == .uah ? 1 : bank.rows[from]!.buy
        let uahPerTo = to == .uah ? 1 : bank.rows[to]!.sale
        let line: String
        switch (from == .uah, to == .uah) {
        case (false, true), (true, true):
            line = "1 \(from) = \(ConversionFormat.rate(uahPerFrom)) UAH · \(bank.bankName) buy"
        case (true, false):
            line = "1 \(to) = \(ConversionFormat.rate(uahPerTo)) UAH · \(bank.bankName) sale"
        case (false, false):
            let rate = uahPerFrom / uahPerTo
            line = "1 \(from) = \(ConversionFormat.rate(rate)) \(to) · \(bank.bankName) \(from) buy "
                + "\(RateFormat.twoDecimals(uahPerFrom)) / \(to) sale \(RateFormat.twoDecimals(uahPerTo))"
        }
        return make(
            amount, from: from, to: to, numerator: uahPerFrom, denominator: uahPerTo,
            source: .bank(bank.kind), note: nil, line: line)
    }

    /// A conversion at mid-market cross rates.
    func midMarketConversion(_ amount: Decimal, from: CurrencyCode, to: CurrencyCode, note: String?)
        -> Result<Conversion, ConversionError>
    {
        guard let midMarket, let prices = midMarketPrices(from: from, to: to)
        else { return .failure(.noRate(from: from, to: to)) }
        let (perFrom, perTo) = prices
        let rate = perTo / perFrom
        var line = "1 \(from) = \(ConversionFormat.rate(rate)) \(to) · mid-market · open.er-api "
            + DateFormat.shortDayMonth(midMarket.lastUpdate)
        if let note { line += " · \(note)" }
        return .success(
            make(amount, from: from, to: to, numerator: perTo, denominator: perFrom, source: .midMarket,
                note: note, line: line))
    }

    /// Units of `to` per 1 unit of `from` at the mid-market rates (rates[to] / rates[from]; 1 for the same currency):
    /// the rate `convert(_:from:to:mode: .midMarket)` gives, without its result and rate line (the rates pane's
    /// mid-market column needs no more). Nil when the loaded rates don't cover the pair.
    package func midMarketRate(from: CurrencyCode, to: CurrencyCode) -> Decimal? {
        let from = from.iso4217
        let to = to.iso4217
        if from == to { return 1 }
        return midMarketPrices(from: from, to: to).map { $0.perTo / $0.perFrom }
    }

    /// Units of `from` and of `to` per 1 unit of the base, when the loaded rates have both above zero.
    private func midMarketPrices(from: CurrencyCode, to: CurrencyCode) -> (perFrom: Decimal, perTo: Decimal)? {
        guard let midMarket, let perFrom = midRate(from, in: midMarket), let perTo = midRate(to, in: midMarket),
            perFrom > 0, perTo > 0
        else { return nil }
        return (perFrom, perTo)
    }

    /// Units of `code` per 1 unit of the base; the base is 1 even when `rates` leaves it out.
    func midRate(_ code: CurrencyCode, in rates: MidMarketRates) -> Decimal? {
        CashPrice.unitsPerBase(code, in: rates)
    }

    /// result = amount × numerator / denominator, rounded once; rate = numerator / denominator.
    func make(
        _ amount: Decimal, from: CurrencyCode, to: CurrencyCode, numerator: Decimal, denominator: Decimal,
        source: ConversionSource, note: String?, line: String
    ) -> Conversion {
        let exact = amount * numerator / denominator
        return Conversion(
            amount: amount, from: from, to: to, rate: numerator / denominator,
            inverseRate: denominator / numerator,
            result: exact.rounded(scale: CurrencySymbols.minorUnits(for: to)),
            source: source, fallbackNote: note, rateLine: line)
    }
}
