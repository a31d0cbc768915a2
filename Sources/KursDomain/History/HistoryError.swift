/// Why the rate history can't be used right now, in words; the dashboard and the commands still show rates,
/// and the history says this instead.
package enum HistoryError: Error, Equatable, Sendable {
    /// The file is not an SQLite database, or is damaged ("…/history.sqlite3 is damaged: file is not a database").
    /// The file is left as it is.
    case damaged(String)
    /// Another process held the database longer than the busy timeout.
    case locked(String)
    /// The database was written by a newer kurs (schema `found`, this kurs knows up to `known`).
    case newerSchema(found: Int, known: Int)
    /// The directory or file can't be created, opened or written (permissions, disk full, read-only).
    case unavailable(String)

    /// One line for a person, e.g. "history unavailable: …/history.sqlite3 is locked by another process".
    package var message: String {
        switch self {
        case .damaged(let what): return "history unavailable: \(what)"
        case .locked(let what): return "history unavailable: \(what)"
        case .newerSchema(let found, let known):
            return "history unavailable: the database has schema \(found), this kurs knows up to \(known) (upgrade kurs)"
        case .unavailable(let what): return "history unavailable: \(what)"
        }
    }
}
