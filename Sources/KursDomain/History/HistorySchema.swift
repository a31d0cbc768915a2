/// The history database's schema as migrations: `steps[n]` takes `PRAGMA user_version` n to n + 1. Append, never
/// edit: a kurs finding a higher version than it knows refuses the file (`HistoryError.newerSchema`).
package enum HistorySchema {
    /// Version 1: observations (Decimal as exact TEXT, times as unix seconds) and the days a source had nothing for.
    package static let steps: [String] = [
        """
        CREATE TABLE observations (
            id INTEGER PRIMARY KEY,
            source TEXT NOT NULL,
            currency TEXT NOT NULL,
            day TEXT NOT NULL,
            buy TEXT,
            sale TEXT,
            rate TEXT,
            source_time REAL,
            fetched_at REAL NOT NULL
        );
        CREATE INDEX observations_by_day ON observations (source, currency, day);
        CREATE TABLE empty_days (
            source TEXT NOT NULL,
            currency TEXT NOT NULL,
            day TEXT NOT NULL,
            checked_at REAL NOT NULL,
            PRIMARY KEY (source, currency, day)
        ) WITHOUT ROWID;
        """,
    ]

    /// The version this kurs writes.
    package static var current: Int { steps.count }
}
