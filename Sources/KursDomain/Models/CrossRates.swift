import Foundation

/// Mid-market rates of one base derived from those of another by cross rates.
package enum CrossRates {
    /// `rates` re-based on `base`: units of each currency per 1 `base` = `rates[code] / rates[base]` (Decimal,
    /// 20 significant digits at most); `base` itself is 1, the old base is `1 / rates[base]`. The update times are
    /// those of `rates`. Nil when `rates` has no positive rate for `base`.
    package static func rebased(_ rates: MidMarketRates, on base: CurrencyCode) -> MidMarketRates? {
        if rates.baseCode == base { return rates }
        guard let divisor = rates.rates[base], divisor > 0 else { return nil }
        var derived: [CurrencyCode: Decimal] = [:]
        for (code, rate) in rates.rates {
            derived[code] = code == base ? 1 : rounded(rate / divisor)
        }
        if derived[rates.baseCode] == nil { derived[rates.baseCode] = rounded(1 / divisor) }
        return MidMarketRates(baseCode: base, rates: derived, lastUpdate: rates.lastUpdate, nextUpdate: rates.nextUpdate)
    }

    /// `value` to 20 significant digits (a quotient's 38 digits would only show noise), halves away from zero.
    static func rounded(_ value: Decimal) -> Decimal {
        guard !value.isZero else { return value }
        var magnitude = 0
        var probe = value.magnitude
        while probe >= 10 { probe /= 10; magnitude += 1 }
        while probe < 1 { probe *= 10; magnitude -= 1 }
        var input = value
        var result = Decimal()
        NSDecimalRound(&result, &input, max(0, 19 - magnitude), .plain)
        return result
    }
}
