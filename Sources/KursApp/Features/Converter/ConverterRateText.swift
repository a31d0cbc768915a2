import Foundation
import KursCore

/// The rate lines the converter pane shows for a conversion.
enum ConverterRateText {
    /// The rate line: the conversion's own ("1 USD = 41.25 UAH · PrivatBank buy"), with when the hryvnia source's
    /// rates (`rates`: PrivatBank's, Monobank's or the NBU's) were fetched for their pricing ("· 14:00", 24-hour,
    /// in `timeZone`; the embedded sample's recorded date instead, "· sample 2025", never a clock time) and
    /// without the fallback note (the pane shows that on its own line). Mid-market lines keep their date
    /// ("· open.er-api 19 Aug").
    static func rateLine(_ conversion: Conversion, rates: (fetchedAt: Date, origin: DataOrigin)?, timeZone: TimeZone)
        -> String
    {
        var line = conversion.rateLine
        if let note = conversion.fallbackNote, line.hasSuffix(" · " + note) {
            line.removeLast(note.count + 3)
        }
        if conversion.source != .midMarket, conversion.from != conversion.to, let rates {
            line += " · " + stamp(rates, timeZone: timeZone)
        }
        return line
    }

    /// When the rates are from: "14:00", or "sample 2025" for the embedded sample.
    static func stamp(_ rates: (fetchedAt: Date, origin: DataOrigin), timeZone: TimeZone) -> String {
        if case .embeddedSample(let recordedOn) = rates.origin { return "sample \(recordedOn)" }
        return ClockText.hourMinute(rates.fetchedAt, timeZone: timeZone)
    }

    /// The inverse rate: "1 UAH = 0.02424 USD" (rounded for display as `ConversionFormat.rate`).
    static func inverseLine(_ conversion: Conversion) -> String {
        "1 \(conversion.to) = \(ConversionFormat.rate(conversion.inverseRate)) \(conversion.from)"
    }

    /// The headline: "100 USD = 4,125.00 UAH" (the amount grouped with the digits it has, the result at
    /// `to`'s minor units).
    static func summary(_ conversion: Conversion) -> String {
        "\(amount(conversion.amount)) \(conversion.from) = \(conversion.formattedResult) \(conversion.to)"
    }

    /// `value` grouped with "," and only the fraction digits it has: 100 → "100", 1000.5 → "1,000.5".
    static func amount(_ value: Decimal) -> String {
        value.formatted(.number.locale(Locale(identifier: "en_US")).grouping(.automatic).precision(.fractionLength(0...20)))
    }
}
