public import Foundation

/// One hryvnia source's prices for `Converter.convert(_:from:to:at:)`, by ISO code: a bank's buy/sale (Monobank,
/// `/bank/currency` rows priced in UAH with both prices) or the NBU's official rates (`/NBUStatService/v1/
/// statdirectory/exchange`), all in UAH per 1 unit. UAH itself is 1.
public struct HryvniaPrices: Sendable {
    /// Which rates these are (named in `Conversion.source`).
    public let source: ConversionSource
    /// The source's name in rate lines: "Monobank", "NBU".
    let name: String
    /// UAH the source pays for 1 unit (banks); empty for the NBU.
    let buy: [CurrencyCode: Decimal]
    /// UAH the source charges for 1 unit (banks); empty for the NBU.
    let sale: [CurrencyCode: Decimal]
    /// The official rate, UAH per 1 unit (NBU); empty for banks.
    let official: [CurrencyCode: Decimal]

    /// Monobank's rows priced in UAH that carry both a buy and a sale price above 0.
    public static func monobank(_ rates: [MonobankRate]) -> HryvniaPrices {
        var buy: [CurrencyCode: Decimal] = [:], sale: [CurrencyCode: Decimal] = [:]
        for row in rates where row.currencyB == .uah {
            guard let rowBuy = row.buy, let rowSale = row.sale, rowBuy > 0, rowSale > 0 else { continue }
            buy[row.currencyA.iso4217] = rowBuy
            sale[row.currencyA.iso4217] = rowSale
        }
        return HryvniaPrices(source: .monobank, name: "Monobank", buy: buy, sale: sale, official: [:])
    }

    /// The NBU's official rates above 0.
    public static func nbu(_ rates: [OfficialRate]) -> HryvniaPrices {
        var official: [CurrencyCode: Decimal] = [:]
        for row in rates where row.rate > 0 { official[row.code.iso4217] = row.rate }
        return HryvniaPrices(source: .nbu, name: "NBU", buy: [:], sale: [:], official: official)
    }

    /// Whether these are a bank's buy/sale (else official rates).
    var isBank: Bool { source != .nbu }
}

extension Converter {
    /// Converts `amount` of `from` into `to` at one hryvnia source's prices, through UAH: a bank's rule (you hand
    /// over at its buy price and receive at its sale price: X → Y = amount × X.buy / Y.sale), or official rates
    /// (X → Y = amount × X.rate / Y.rate). The same currency converts at 1.
    /// - Returns: the conversion, `.negativeAmount` below zero, `.noRate` when the source lacks a side.
    public func convert(_ amount: Decimal, from: CurrencyCode, to: CurrencyCode, at prices: HryvniaPrices)
        -> Result<Conversion, ConversionError>
    {
        guard amount >= 0 else { return .failure(.negativeAmount(amount)) }
        let from = from.iso4217, to = to.iso4217
        if from == to {
            return .success(make(amount, from: from, to: to, numerator: 1, denominator: 1, source: prices.source,
                                 note: nil, line: "1 \(from) = 1 \(to)"))
        }
        let handedOver = from == .uah ? 1 : prices.isBank ? prices.buy[from] : prices.official[from]
        let received = to == .uah ? 1 : prices.isBank ? prices.sale[to] : prices.official[to]
        guard let uahPerFrom = handedOver, let uahPerTo = received else { return .failure(.noRate(from: from, to: to)) }
        let official = prices.isBank ? nil : "\(prices.name) official"
        let line: String
        if to == .uah {
            line = "1 \(from) = \(ConversionFormat.rate(uahPerFrom)) UAH · " + (official ?? "\(prices.name) buy")
        } else if from == .uah {
            line = "1 \(to) = \(ConversionFormat.rate(uahPerTo)) UAH · " + (official ?? "\(prices.name) sale")
        } else if let official {
            line = "1 \(from) = \(ConversionFormat.rate(uahPerFrom / uahPerTo)) \(to) · \(official)"
        } else {
            line = "1 \(from) = \(ConversionFormat.rate(uahPerFrom / uahPerTo)) \(to) · \(prices.name) \(from) buy "
                + "\(RateFormat.twoDecimals(uahPerFrom)) / \(to) sale \(RateFormat.twoDecimals(uahPerTo))"
        }
        return .success(make(amount, from: from, to: to, numerator: uahPerFrom, denominator: uahPerTo,
                             source: prices.source, note: nil, line: line))
    }
}
