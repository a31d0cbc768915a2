package import Foundation

/// How a conversion should be priced.
package enum ConversionMode: Sendable, Hashable {
    /// PrivatBank's buy/sale (falls back to mid-market for pairs the bank does not quote).
    case bank
    /// open.er-api mid-market cross rates.
    case midMarket
}

/// Which rates a conversion used.
package enum ConversionSource: Sendable, Hashable {
    /// PrivatBank's table of that kind (cash `coursid=5` or card `coursid=11`).
    case bank(PrivatBankRateKind)
    /// open.er-api.com mid-market rates.
    case midMarket
    /// Monobank's buy/sale (`/bank/currency`).
    case monobank
    /// The NBU's official rates (`/NBUStatService/v1/statdirectory/exchange`).
    case nbu

    /// The registry source of these rates (as `kurs rates --source`).
    package var id: SourceID {
        switch self {
        case .bank(let kind): kind == .card ? .privatbankCard : .privatbank
        case .midMarket: .erapi
        case .monobank: .monobank
        case .nbu: .nbu
        }
    }

    /// The name used in JSON and TSV output: the source's id (`privatbank`, `privatbank-card`, `erapi`…).
    package var name: String { id.rawValue }
}

/// The result of converting an amount.
///
/// Rounding rule: only `result` is rounded, once, to the target currency's minor units
/// (`CurrencySymbols.minorUnits`: JPY 0, KWD 3, most 2) with halves rounded away from zero ("schoolbook":
/// 4.125 → 4.13, 0.5 JPY → 1). `rate` and `inverseRate` keep full precision (Decimal's 38 digits) and are
/// rounded only for display; `result` is computed from the amount and the quoted rates directly, never from
/// a rounded rate.
package struct Conversion: Sendable, Hashable {
    /// The amount converted, in `from` (exact, as parsed; ≥ 0).
    package let amount: Decimal
    /// The currency handed over.
    package let from: CurrencyCode
    /// The currency received.
    package let to: CurrencyCode
    /// Units of `to` per 1 unit of `from`, unrounded.
    package let rate: Decimal
    /// Units of `from` per 1 unit of `to`, unrounded.
    package let inverseRate: Decimal
    /// The amount in `to`, rounded to `to`'s minor units (see the rounding rule above).
    package let result: Decimal
    /// The rates used.
    package let source: ConversionSource
    /// Why bank pricing was not used although asked for, e.g. "PrivatBank doesn't quote GBP"; nil otherwise.
    package let fallbackNote: String?
    /// A line for people naming the rate and its source: "1 USD = 41.25 UAH · PrivatBank buy",
    /// "1 EUR = 163.13 JPY · mid-market · open.er-api 19 Aug".
    package let rateLine: String

    /// A conversion with every field given (the `Converter` makes these; tests and previews may too).
    package init(
        amount: Decimal, from: CurrencyCode, to: CurrencyCode, rate: Decimal, inverseRate: Decimal,
        result: Decimal, source: ConversionSource, fallbackNote: String?, rateLine: String
    ) {
        self.amount = amount
        self.from = from
        self.to = to
        self.rate = rate
        self.inverseRate = inverseRate
        self.result = result
        self.source = source
        self.fallbackNote = fallbackNote
        self.rateLine = rateLine
    }

    /// `result` with grouped digits and `to`'s minor units: "4,125.00", "16,313" (JPY).
    package var formattedResult: String { ConversionFormat.amount(result, in: to) }
    /// `amount` with grouped digits, at least `from`'s minor units and every digit typed: "1,000.00", "0.125".
    package var formattedAmount: String { ConversionFormat.amount(amount, in: from, keepingDigits: true) }
}

/// Why a conversion could not be made.
package enum ConversionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The amount is below zero.
    case negativeAmount(Decimal)
    /// No loaded rates cover the pair (mid-market rates missing or lacking a code).
    case noRate(from: CurrencyCode, to: CurrencyCode)

    /// In words: "amount below zero", "no rate for USD → XAU".
    package var reason: String {
        switch self {
        case .negativeAmount: "amount below zero"
        case .noRate(let from, let to): "no rate for \(from) → \(to)"
        }
    }

    /// Same as `reason`.
    package var description: String { reason }
}
