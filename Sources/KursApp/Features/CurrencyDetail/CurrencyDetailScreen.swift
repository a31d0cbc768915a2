import KursCore

/// A currency's detail screen (Enter on a row of the rates panel): which currency, over how many days, and its
/// history as far as it is loaded.
struct CurrencyDetailScreen: Equatable, Sendable {
    /// The currency, priced in UAH.
    var code: CurrencyCode
    /// The period the chart covers, in days (one of `ranges`; default 30).
    var days = 30
    /// The history of the period: loading, loaded, or why not.
    var history: CurrencyHistoryLoad = .loading

    /// The periods the keys choose, in days: 7, 30, 90, 365.
    static let ranges = [7, 30, 90, 365]
}

/// The stored history of one currency over one period, as far as the detail has it.
enum CurrencyHistoryLoad: Equatable, Sendable {
    /// Asked for; not answered yet.
    case loading
    /// The days, oldest first, one per day of the period.
    case loaded(CurrencyHistory)
    /// The history database can't be used (damaged, locked, newer schema): why, in plain words.
    case unavailable(String)
}

/// The days of one currency over one period from the history database: PrivatBank's cash buy/sale (with the NBU
/// rate its archive lists) and the NBU's official rate, oldest first, one entry per day (nils where a day has no
/// value), UAH per 1 unit.
struct CurrencyHistory: Equatable, Sendable {
    /// PrivatBank days (`HistorySource.privatbank`).
    var privatbank: [HistoryDay]
    /// NBU days (`HistorySource.nbu`).
    var nbu: [HistoryDay]
    /// What the backfill could not do ("NBU: rate limited; 12 of 30 days not fetched"), one line per source; empty
    /// when every day was had.
    var notes: [String] = []
}
