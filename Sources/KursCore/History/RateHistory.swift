package import Foundation

/// The rate history: an SQLite database at `$XDG_DATA_HOME/kurs/history.sqlite3` (default
/// `~/.local/share/kurs/`), in WAL mode with a busy timeout so several kurs processes can read and write at once.
/// Prices are stored as exact decimal TEXT. The schema is versioned (`PRAGMA user_version`) and migrated on open.
///
/// Every failure is a `HistoryError` (damaged file, locked, newer schema, can't write); a damaged file is never
/// deleted or overwritten. A database that can't be written (file mode 0444, a read-only directory or file
/// system) is opened for reading (`readOnlyReason` says why): what is stored can be read, `record` and
/// `recordEmpty` throw. Thread-safe: one connection, used under a lock.
package final class RateHistory: @unchecked Sendable {
    /// The database file's name in the data directory.
    package static let fileName = "history.sqlite3"
    /// The database file.
    package let url: URL
    /// Why nothing can be stored ("…/history.sqlite3 can't be written: attempt to write a readonly database");
    /// nil when the database is writable.
    package let readOnlyReason: String?
    private let connection: SQLiteConnection
    private let lock = NSLock()

    /// Opens (creating, migrating) the database at `url`, its directory created (mode 0700) in `fileSystem` when
    /// missing (SQLite itself then opens the file).
    /// - Parameter busyTimeout: the longest wait, in seconds, for another process's lock (5 s).
    /// - Throws: `HistoryError` — `.damaged` for a file that is not a database, `.locked` when another process holds
    ///   it past `busyTimeout`, `.newerSchema`, `.unavailable` when it can't be created or opened.
    package init(
        url: URL, busyTimeout: TimeInterval = 5, fileSystem: any FileSystem = LocalFileSystem()
    ) throws(HistoryError) {
        self.url = url
        let directory = url.deletingLastPathComponent()
        do {
            try DirectoryTrust.createPrivateDirectory(directory, in: fileSystem)
        } catch {
            throw .unavailable("can't create \(directory.path): \(FileErrorText.reason(error, path: directory.path, in: fileSystem))")
        }
        do {
            let writable = try SQLiteConnection(path: url.path, busyTimeout: busyTimeout)
            try Self.migrate(writable)
            connection = writable
            readOnlyReason = writable.isReadOnly ? "\(url.path) can't be written (read-only)" : nil
        } catch .unavailable(let why) {
            connection = try Self.openForReading(url.path, busyTimeout: busyTimeout, failure: .unavailable(why))
            let detail = why.hasPrefix(url.path + ": ") ? String(why.dropFirst(url.path.count + 2)) : why
            readOnlyReason = "\(url.path) can't be written: \(detail)"
        }
    }

    /// The database opened for reading after a read-write open failed with `failure`: `mode=ro`, else immutable
    /// (a WAL database in a read-only directory has no `-shm`); its schema must be the current one (nothing can
    /// be migrated). - Throws: `failure` when neither works or the schema is another.
    private static func openForReading(_ path: String, busyTimeout: TimeInterval, failure: HistoryError) throws(HistoryError)
        -> SQLiteConnection
    {
        for mode in [SQLiteConnection.OpenMode.readOnly, .immutable] {
            guard let reader = try? SQLiteConnection(path: path, busyTimeout: busyTimeout, mode: mode),
                let version = try? reader.integer("PRAGMA user_version")
            else { continue }
            if version > HistorySchema.current { throw .newerSchema(found: version, known: HistorySchema.current) }
            if version == HistorySchema.current, (try? reader.integer("SELECT count(*) FROM observations")) != nil { return reader }
        }
        throw failure
    }

    /// Whether nothing can be stored (see `readOnlyReason`).
    package var isReadOnly: Bool { readOnlyReason != nil }

    /// The history of `environment` (`dataDirectory/history.sqlite3` in its file system). - Throws: as `init(url:busyTimeout:)`.
    package convenience init(environment: KursEnvironment, busyTimeout: TimeInterval = 5) throws(HistoryError) {
        try self.init(
            url: environment.dataDirectory.appendingPathComponent(Self.fileName), busyTimeout: busyTimeout,
            fileSystem: environment.fileSystem)
    }

    // MARK: Schema

    /// The journal mode in effect ("wal"). - Throws: `HistoryError`.
    package func journalMode() throws(HistoryError) -> String {
        try locked { () throws(HistoryError) in try textValue("PRAGMA journal_mode") ?? "" }
    }

    /// WAL mode, then the schema steps from the file's `user_version` up, in one immediate transaction (another
    /// process migrating at the same time waits, then finds nothing left to do).
    private static func migrate(_ connection: SQLiteConnection) throws(HistoryError) {
        // Answers the mode in effect: on a file system without shared memory it stays a rollback journal, which
        // still works (writers then wait for readers).
        try connection.run("PRAGMA journal_mode = WAL")
        try connection.execute("PRAGMA synchronous = NORMAL")
        try connection.execute("BEGIN IMMEDIATE")
        do throws(HistoryError) {
            let version = try connection.integer("PRAGMA user_version")
            guard version <= HistorySchema.current else {
                throw .newerSchema(found: version, known: HistorySchema.current)
            }
            for step in HistorySchema.steps[version...] { try connection.execute(step) }
            if version < HistorySchema.current { try connection.execute("PRAGMA user_version = \(HistorySchema.current)") }
            try connection.execute("COMMIT")
        } catch {
            try? connection.execute("ROLLBACK")
            throw error
        }
    }

    /// The schema version of the file (`PRAGMA user_version`).
    package func schemaVersion() throws(HistoryError) -> Int {
        try locked { () throws(HistoryError) in try connection.integer("PRAGMA user_version") }
    }

    // MARK: Writing

    /// Stores `observations` in one transaction; one equal to a stored observation of the same source, currency
    /// and day (same buy, sale and rate) is not stored again, so hourly reloads of unchanged rates add nothing.
    /// - Throws: `HistoryError`; nothing is stored then (`.unavailable(readOnlyReason)` for a read-only database).
    package func record(_ observations: [RateObservation]) throws(HistoryError) {
        guard !observations.isEmpty else { return }
        if let readOnlyReason { throw .unavailable(readOnlyReason) }
        try transaction { () throws(HistoryError) in
            for observation in observations {
                try connection.run(
                    """
                    INSERT INTO observations (source, currency, day, buy, sale, rate, source_time, fetched_at)
                    SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8
                    WHERE NOT EXISTS (SELECT 1 FROM observations WHERE source = ?1 AND currency = ?2 AND day = ?3
                        AND buy IS ?4 AND sale IS ?5 AND rate IS ?6)
                    """,
                    [.text(observation.source.rawValue), .text(observation.currency.rawValue), .text(observation.day.iso),
                     Self.text(observation.buy), Self.text(observation.sale), Self.text(observation.rate),
                     observation.sourceTime.map { .real($0.timeIntervalSince1970) } ?? .null,
                     .real(observation.fetchedAt.timeIntervalSince1970)])
            }
        }
    }

    /// Remembers that `source` has no rate of `code` on `days` (checked at `checkedAt`), so they are not asked
    /// for again. - Throws: `HistoryError`.
    package func recordEmpty(source: HistorySource, code: CurrencyCode, days: [RateDay], checkedAt: Date) throws(HistoryError) {
        guard !days.isEmpty else { return }
        if let readOnlyReason { throw .unavailable(readOnlyReason) }
        try transaction { () throws(HistoryError) in
            for day in days {
                try connection.run(
                    "INSERT OR REPLACE INTO empty_days (source, currency, day, checked_at) VALUES (?1, ?2, ?3, ?4)",
                    [.text(source.rawValue), .text(code.rawValue), .text(day.iso), .real(checkedAt.timeIntervalSince1970)])
            }
        }
    }

    // MARK: Reading

    /// Every day from `from` to `to` (inclusive, oldest first) with the latest observation of `code` by `source`
    /// that day (by fetch time) and that fetch time, or nils for a day without one. An empty list when `from` is
    /// after `to`.
    /// - Throws: `HistoryError`.
    package func days(source: HistorySource, code: CurrencyCode, from: RateDay, to: RateDay) throws(HistoryError)
        -> [HistoryDay]
    {
        guard from <= to else { return [] }
        var stored: [RateDay: HistoryDay] = [:]
        try locked { () throws(HistoryError) in
            try connection.run(
                """
                SELECT day, buy, sale, rate, fetched_at FROM observations
                WHERE source = ?1 AND currency = ?2 AND day BETWEEN ?3 AND ?4
                ORDER BY day, fetched_at, id
                """,
                [.text(source.rawValue), .text(code.rawValue), .text(from.iso), .text(to.iso)]
            ) { row in
                guard let day = row.text(0).flatMap(RateDay.init(iso:)) else { return }
                stored[day] = HistoryDay(day: day, buy: Self.decimal(row.text(1)), sale: Self.decimal(row.text(2)),
                                         rate: Self.decimal(row.text(3)),
                                         fetchedAt: row.real(4).map(Date.init(timeIntervalSince1970:)))
            }
        }
        var result: [HistoryDay] = []
        var day = from
        while day <= to {
            result.append(stored[day] ?? HistoryDay(day: day))
            day = day.adding(days: 1)
        }
        return result
    }

    /// The days from `from` to `to` that have neither an observation of `code` by `source` nor a remembered
    /// "no data" mark: what a backfill still has to ask for, newest first. - Throws: `HistoryError`.
    package func unknownDays(source: HistorySource, code: CurrencyCode, from: RateDay, to: RateDay) throws(HistoryError)
        -> [RateDay]
    {
        guard from <= to else { return [] }
        var known: Set<String> = []
        try locked { () throws(HistoryError) in
            try connection.run(
                """
                SELECT day FROM observations WHERE source = ?1 AND currency = ?2 AND day BETWEEN ?3 AND ?4
                UNION SELECT day FROM empty_days WHERE source = ?1 AND currency = ?2 AND day BETWEEN ?3 AND ?4
                """,
                [.text(source.rawValue), .text(code.rawValue), .text(from.iso), .text(to.iso)]
            ) { row in if let day = row.text(0) { known.insert(day) } }
        }
        var result: [RateDay] = []
        var day = to
        while day >= from {
            if !known.contains(day.iso) { result.append(day) }
            day = day.adding(days: -1)
        }
        return result
    }

    /// How many observations are stored (all sources).
    package func observationCount() throws(HistoryError) -> Int {
        try locked { () throws(HistoryError) in try connection.integer("SELECT count(*) FROM observations") }
    }

    // MARK: Helpers

    private func locked<T>(_ body: () throws(HistoryError) -> T) throws(HistoryError) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// `body` inside `BEGIN IMMEDIATE … COMMIT` (the write lock taken up front, waiting up to the busy timeout),
    /// rolled back when it throws.
    private func transaction(_ body: () throws(HistoryError) -> Void) throws(HistoryError) {
        try locked { () throws(HistoryError) in
            try connection.execute("BEGIN IMMEDIATE")
            do throws(HistoryError) {
                try body()
                try connection.execute("COMMIT")
            } catch {
                try? connection.execute("ROLLBACK")
                throw error
            }
        }
    }

    private func textValue(_ sql: String) throws(HistoryError) -> String? {
        var value: String?
        try connection.run(sql) { row in value = row.text(0) }
        return value
    }

    /// A Decimal as exact text ("41.4228"), NULL for nil.
    private static func text(_ value: Decimal?) -> SQLiteConnection.Value {
        value.map { .text($0.description) } ?? .null
    }

    private static func decimal(_ text: String?) -> Decimal? { text.flatMap(DecimalText.parse) }
}
