package import Foundation

/// One hryvnia source's prices for `Converter.convert(_:from:to:at:)`, by ISO code: a bank's buy/sale (Monobank,
/// `/bank/currency` rows priced in UAH with both prices, or with only a cross rate, which then prices both sides)
/// or the NBU's official rates (`/NBUStatService/v1/statdirectory/exchange`), all in UAH per 1 unit. UAH itself
/// is 1.
package struct HryvniaPrices: Sendable {
    /// Which rates these are (named in `Conversion.source`).
    package let source: ConversionSource
    /// The source's name in rate lines: "Monobank", "NBU".
    let name: String
    /// UAH the source pays for 1 unit (banks); empty for the NBU.
    let buy: [CurrencyCode: Decimal]
    /// UAH the source charges for 1 unit (banks); empty for the NBU.
    let sale: [CurrencyCode: Decimal]
    /// The official rate, UAH per 1 unit (NBU); empty for banks.
    let official: [CurrencyCode: Decimal]
    /// The codes whose `buy` and `sale` are both the bank's cross rate (Monobank rows with only `rateCross`).
    let crossOnly: Set<CurrencyCode>

    /// Monobank's rows priced in UAH: buy and sale when both are above 0, else the cross rate (above 0) for both.
    package static func monobank(_ rates: [MonobankRate]) -> HryvniaPrices {
        var buy: [CurrencyCode: Decimal] = [:], sale: [CurrencyCode: Decimal] = [:], crossOnly: Set<CurrencyCode> = []
        buy.reserveCapacity(rates.count)
        sale.reserveCapacity(rates.count)
        for row in rates where row.currencyB == .uah {
            let code = row.currencyA.iso4217
            if let rowBuy = row.buy, let rowSale = row.sale, rowBuy > 0, rowSale > 0 {
                buy[code] = rowBuy
                sale[code] = rowSale
                crossOnly.remove(code)
            } else if let cross = row.cross, cross > 0, buy[code] == nil {
                buy[code] = cross
                sale[code] = cross
                crossOnly.insert(code)
            }
        }
        return HryvniaPrices(source: .monobank, name: "Monobank", buy: buy, sale: sale, official: [:], crossOnly: crossOnly)
    }

    /// The NBU's official rates above 0.
    package static func nbu(_ rates: [OfficialRate]) -> HryvniaPrices {
        var official: [CurrencyCode: Decimal] = [:]
        for row in rates where row.rate > 0 { official[row.code.iso4217] = row.rate }
        return HryvniaPrices(source: .nbu, name: "NBU", buy: [:], sale: [:], official: official, crossOnly: [])
    }

    /// What a bank price of `code` is called in a rate line: "cross" for a cross-only code, else `side` ("buy",
    /// "sale").
    func sideName(_ side: String, of code: CurrencyCode) -> String { crossOnly.contains(code) ? "cross" : side }

    /// Whether these are a bank's buy/sale (else official rates).
    var isBank: Bool { source != .nbu }
}

extension Converter {
    /// Converts `amount` of `from` into `to` at one hryvnia source's prices, through UAH: a bank's rule (you hand
    /// over at its buy price and receive at its sale price: X → Y = amount × X.buy / Y.sale; a Monobank cross-only
    /// currency at its cross rate on both sides, said "Monobank cross" in the rate line), or official rates
    /// (X → Y = amount × X.rate / Y.rate). The same currency converts at 1.
    /// - Returns: the conversion, `.negativeAmount` below zero, `.noRate` when the source lacks a side.
    package func convert(_ amount: Decimal, from: CurrencyCode, to: CurrencyCode, at prices: HryvniaPrices)
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
        let fromSide = prices.sideName("buy", of: from), toSide = prices.sideName("sale", of: to)
        if to == .uah {
            line = "1 \(from) = \(ConversionFormat.rate(uahPerFrom)) UAH · " + (official ?? "\(prices.name) \(fromSide)")
        } else if from == .uah {
            line = "1 \(to) = \(ConversionFormat.rate(uahPerTo)) UAH · " + (official ?? "\(prices.name) \(toSide)")
        } else if let official {
            line = "1 \(from) = \(ConversionFormat.rate(uahPerFrom / uahPerTo)) \(to) · \(official)"
        } else {
            line = "1 \(from) = \(ConversionFormat.rate(uahPerFrom / uahPerTo)) \(to) · \(prices.name) \(from) \(fromSide) "
                + "\(RateFormat.twoDecimals(uahPerFrom)) / \(to) \(toSide) \(RateFormat.twoDecimals(uahPerTo))"
        }
        return .success(make(amount, from: from, to: to, numerator: uahPerFrom, denominator: uahPerTo,
                             source: prices.source, note: nil, line: line))
    }
}
