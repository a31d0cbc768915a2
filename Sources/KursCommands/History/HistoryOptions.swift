import KursCore

/// `kurs history CODE [--days N] [--source privatbank|nbu] [--json]`.
struct HistoryOptions: Equatable, Sendable {
    /// The currency (upper-case ISO code).
    var code: CurrencyCode
    /// How many days up to today, 1…`HistoryBackfill.maximumDays` (365; default 30).
    var days = 30
    /// Where missing days are fetched from and whose history is shown (default PrivatBank's archive).
    var source: HistoryBackfill.Source = .privatbank
    /// Print JSON instead of a table.
    var json = false

    /// The last 30 days of `code` from PrivatBank as a table.
    init(code: CurrencyCode) { self.code = code }
}
