import Foundation

/// A `RateObservation` as one command-line argument, for the process that records the dashboard's live fetches
/// (`kurs __record-history`): eight tab-separated fields — source, currency, day (ISO `YYYY-MM-DD`), buy, sale,
/// rate (each a `Decimal`'s exact text, or empty for none), source time and fetch time (seconds since 1970 as
/// Swift writes a `Double`, which reads back to the same value; empty for none).
extension RateObservation {
    /// This observation as one argument (see the extension).
    public var argument: String {
        [source.rawValue, currency.rawValue, day.iso, Self.text(buy), Self.text(sale), Self.text(rate),
         sourceTime.map { "\($0.timeIntervalSince1970)" } ?? "", "\(fetchedAt.timeIntervalSince1970)"]
            .joined(separator: "\t")
    }

    /// The observation `argument` holds; nil when it is not eight fields, names no `HistorySource`, has a currency
    /// that is not 3 letters or digits, a day that is no date, a rate that is not a finite number, or a time that
    /// is not a finite number.
    public init?(argument: String) {
        let fields = argument.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 8, let source = HistorySource(rawValue: fields[0]),
              fields[1].count == 3, fields[1].utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) }),
              let day = RateDay(iso: fields[2]),
              let buy = Self.decimal(fields[3]), let sale = Self.decimal(fields[4]), let rate = Self.decimal(fields[5]),
              let sourceTime = Self.time(fields[6]), let fetchedAt = Self.time(fields[7]), let fetched = fetchedAt
        else { return nil }
        self.init(source: source, currency: CurrencyCode(rawValue: fields[1]), day: day, buy: buy, sale: sale,
                  rate: rate, sourceTime: sourceTime, fetchedAt: fetched)
    }

    private static func text(_ value: Decimal?) -> String { value.map { "\($0)" } ?? "" }

    /// `.some(nil)` for an empty field, `.some(value)` for a number, nil (unreadable) otherwise.
    private static func decimal(_ text: String) -> Decimal?? {
        guard !text.isEmpty else { return .some(nil) }
        guard let value = Decimal(string: text), value.isFinite, "\(value)" == text else { return nil }
        return .some(value)
    }

    /// `.some(nil)` for an empty field, `.some(date)` for finite seconds since 1970, nil (unreadable) otherwise.
    private static func time(_ text: String) -> Date?? {
        guard !text.isEmpty else { return .some(nil) }
        guard let seconds = Double(text), seconds.isFinite else { return nil }
        return .some(Date(timeIntervalSince1970: seconds))
    }
}
