import Foundation

/// A `RateObservation` as one command-line argument, for the process that records the dashboard's live fetches
/// (`kurs __record-history`): eight tab-separated fields — source, currency, day (ISO `YYYY-MM-DD`), buy, sale,
/// rate (each a `Decimal`'s exact text, or empty for none), source time and fetch time (seconds since 1970 as
/// Swift writes a `Double`, which reads back to the same value; empty for none).
extension RateObservation {
    /// This observation as one argument (see the extension).
    package var argument: String {
        [source.rawValue, currency.rawValue, day.iso, Self.text(buy), Self.text(sale), Self.text(rate),
         sourceTime.map { "\($0.timeIntervalSince1970)" } ?? "", "\(fetchedAt.timeIntervalSince1970)"]
            .joined(separator: "\t")
    }

    /// The observation `argument` holds; nil when it is not eight fields, names no history source, has an empty
    /// currency or one with a control character (any other code the sources send is kept: a Monobank number ICU
    /// doesn't know stays "894"), a day that is no date, a rate that is not a finite number of at least 0, or a
    /// time that is not between 1970 and the year 10000.
    package init?(argument: String) {
        let fields = argument.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 8, let source = SourceRegistry.current.id(named: fields[0], role: .history),
              !fields[1].isEmpty, !fields[1].unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }),
              let day = RateDay(iso: fields[2]),
              let buy = Self.decimal(fields[3]), let sale = Self.decimal(fields[4]), let rate = Self.decimal(fields[5]),
              let sourceTime = Self.time(fields[6]), let fetchedAt = Self.time(fields[7]), let fetched = fetchedAt
        else { return nil }
        self.init(source: source, currency: CurrencyCode(rawValue: fields[1]), day: day, buy: buy, sale: sale,
                  rate: rate, sourceTime: sourceTime, fetchedAt: fetched)
    }

    private static func text(_ value: Decimal?) -> String { value.map { "\($0)" } ?? "" }

    /// 10000-01-01T00:00:00Z in seconds since 1970: no time of a rate is as late.
    private static let latestTime: Double = 253_402_300_800

    /// `.some(nil)` for an empty field, `.some(value)` for a number, nil (unreadable) otherwise.
    private static func decimal(_ text: String) -> Decimal?? {
        guard !text.isEmpty else { return .some(nil) }
        guard let value = Decimal(string: text), value.isFinite, value >= 0, "\(value)" == text else { return nil }
        return .some(value)
    }

    /// `.some(nil)` for an empty field, `.some(date)` for finite seconds since 1970, nil (unreadable) otherwise.
    private static func time(_ text: String) -> Date?? {
        guard !text.isEmpty else { return .some(nil) }
        guard let seconds = Double(text), (0..<latestTime).contains(seconds) else { return nil }
        return .some(Date(timeIntervalSince1970: seconds))
    }
}
