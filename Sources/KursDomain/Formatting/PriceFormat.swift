package import Foundation

/// Prices for display.
package enum PriceFormat {
    /// Largest number of significant digits shown for prices under 1.
    package static let smallPriceSignificantDigits = 6

    /// A price: for 1 and above, 2 decimals with "," grouping ("$16,951.52"); under 1, up to 6 significant
    /// digits and at least 2 decimals, never an exponent ("$0.000000631917" for 6.31917e-7, "$0.15402",
    /// "$0.50"). Negative values put the sign first ("-$222.07"). nil → "—".
    /// - Parameter prefix: a currency symbol put before the digits, e.g. "$"; empty for none.
    package static func string(_ price: Decimal?, prefix: String = "") -> String {
        guard let price else { return "—" }
        let magnitude = abs(price)
        let digits: String
        if roundsToOneOrMore(magnitude) || magnitude == 0 {
            digits = FormatLocales.fixed(magnitude, fractionDigits: 2, grouping: true)
        } else {
            digits = small(magnitude)
        }
        let negative = price < 0 && digits.contains(where: { $0 != "0" && $0 != "." && $0 != "," })
        return (negative ? "-" : "") + prefix + digits
    }

    /// Whether `magnitude` (≥ 0) rounded to 2 decimals is 1 or more: in integer arithmetic on its stored digits when
    /// they fit 64 bits (`DecimalParts.roundedCount`), else through the slower `NSDecimalRound`.
    static func roundsToOneOrMore(_ magnitude: Decimal) -> Bool {
        if let parts = DecimalParts.stored(magnitude), let cents = parts.roundedCount(fractionDigits: 2) {
            return cents >= 100
        }
        return magnitude.rounded(scale: 2) >= 1
    }

    /// A positive value under 1 with up to 6 significant digits (rounded half away from zero), at least 2
    /// decimals, trailing zeros beyond those dropped. Exact and without ICU (`PriceFormatTests` compares it with
    /// `Decimal.FormatStyle`'s `.significantDigits(1...6)`).
    static func small(_ value: Decimal) -> String {
        let plain = value.plainText  // exact plain notation, e.g. "0.000000631917123"
        let fraction = plain.split(separator: ".", maxSplits: 1).dropFirst().first ?? ""
        let leadingZeros = fraction.prefix(while: { $0 == "0" }).count
        let scale = leadingZeros + smallPriceSignificantDigits
        var text = FixedPointText.format(value, fractionDigits: scale, grouping: false)
        while text.hasSuffix("0"), let point = text.firstIndex(of: "."), text.distance(from: point, to: text.endIndex) > 3 {
            text.removeLast()
        }
        return text
    }

    /// What `small` writes, through ICU's `Decimal.FormatStyle` (the reference the tests compare with).
    static func smallWithFormatStyle(_ value: Decimal) -> String {
        let style = Decimal.FormatStyle(locale: FormatLocales.posix)
            .precision(.significantDigits(1...smallPriceSignificantDigits))
            .rounded(rule: .toNearestOrAwayFromZero)
            .grouping(.never)
        var text = value.formatted(style)
        let fractionCount = text.firstIndex(of: ".").map { text.distance(from: $0, to: text.endIndex) - 1 }
        switch fractionCount {
        case nil: text += ".00"
        case 1: text += "0"
        default: break
        }
        return text
    }
}
