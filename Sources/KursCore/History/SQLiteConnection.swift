import CSQLite
import Foundation

/// One SQLite connection (internal to `RateHistory`): open, statements with bound text/real/null values, and
/// every failure as a `HistoryError` naming the file. Not thread-safe by itself: `RateHistory` serialises use.
final class SQLiteConnection {
    private var handle: OpaquePointer?
    /// The database file.
    let path: String

    /// How a database file is opened.
    enum OpenMode {
        /// Read and write, creating the file when missing (SQLite itself falls back to reading when the file
        /// can't be written: see `isReadOnly`).
        case readWrite
        /// Reading only (`mode=ro`): another process may still write; needs the `-shm` file or a writable directory
        /// for a WAL database.
        case readOnly
        /// Reading a file nobody can change (`mode=ro&immutable=1`: no locks, no `-shm`), for a database on
        /// read-only media or in a read-only directory.
        case immutable
    }

    /// Opens the database at `path` in `mode`, waiting up to `busyTimeout` seconds for other processes' locks.
    /// SQLite itself (libsqlite3.so.0) is loaded by the first connection of the process.
    /// - Throws: `HistoryError.unavailable` when SQLite can't be loaded or the file can't be opened.
    init(path: String, busyTimeout: TimeInterval, mode: OpenMode = .readWrite) throws(HistoryError) {
        self.path = path
        guard csqlite_load() != 0 else {
            throw .unavailable("the rate history needs SQLite, which could not be loaded (\(String(cString: csqlite_unavailable_reason())))")
        }
        var db: OpaquePointer?
        let code: Int32
        switch mode {
        case .readWrite:
            code = csqlite_open_v2(path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX | SQLITE_OPEN_NOFOLLOW, nil)
        case .readOnly, .immutable:
            let uri = URL(fileURLWithPath: path).absoluteString + (mode == .immutable ? "?mode=ro&immutable=1" : "?mode=ro")
            code = csqlite_open_v2(uri, &db, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_FULLMUTEX | SQLITE_OPEN_NOFOLLOW, nil)
        }
        handle = db
        guard code == SQLITE_OK else {
            let message = db.map { String(cString: csqlite_errmsg($0)) } ?? "out of memory"
            csqlite_close_v2(db)
            handle = nil
            throw .unavailable("can't open \(path): \(message)")
        }
        csqlite_busy_timeout(db, Int32(max(0, min(busyTimeout, 600)) * 1000))
        csqlite_extended_result_codes(db, 0)
    }

    deinit { if let handle { csqlite_close_v2(handle) } }

    /// Whether the database can't be written through this connection (opened read-only, or SQLite fell back to
    /// reading because the file is not writable).
    var isReadOnly: Bool { csqlite_db_readonly(handle, "main") == 1 }

    /// A value bound to a statement parameter.
    enum Value {
        case text(String)
        case real(Double)
        case integer(Int64)
        case null
    }

    /// Runs `sql` (one or more statements without parameters). - Throws: the mapped `HistoryError`.
    func execute(_ sql: String) throws(HistoryError) {
        var message: UnsafeMutablePointer<CChar>?
        let code = csqlite_exec(handle, sql, nil, nil, &message)
        let text = message.map { String(cString: $0) }
        csqlite_free(message)
        if code != SQLITE_OK { throw error(code, text) }
    }

    /// Runs one statement with `values` bound to `?1`, `?2`…, calling `row` for each result row.
    /// - Throws: the mapped `HistoryError`.
    func run(_ sql: String, _ values: [Value] = [], row: (Row) -> Void = { _ in }) throws(HistoryError) {
        var statement: OpaquePointer?
        let prepared = csqlite_prepare_v2(handle, sql, -1, &statement, nil)
        defer { csqlite_finalize(statement) }
        guard prepared == SQLITE_OK, let statement else { throw error(prepared, nil) }
        for (index, value) in values.enumerated() {
            let position = Int32(index + 1)
            switch value {
            case .text(let text): csqlite_bind_text(statement, position, text, -1, csqlite_transient())
            case .real(let number): csqlite_bind_double(statement, position, number)
            case .integer(let number): csqlite_bind_int64(statement, position, number)
            case .null: csqlite_bind_null(statement, position)
            }
        }
        while true {
            let code = csqlite_step(statement)
            if code == SQLITE_DONE { return }
            guard code == SQLITE_ROW else { throw error(code, nil) }
            row(Row(statement: statement))
        }
    }

    /// The first column of the first row of `sql` as an integer (0 when there is none).
    func integer(_ sql: String) throws(HistoryError) -> Int {
        var result = 0
        try run(sql) { row in result = row.integer(0) }
        return result
    }

    /// One result row.
    struct Row {
        let statement: OpaquePointer

        /// Column `index` as text; nil for NULL.
        func text(_ index: Int32) -> String? {
            guard csqlite_column_type(statement, index) != SQLITE_NULL, let bytes = csqlite_column_text(statement, index)
            else { return nil }
            return String(cString: bytes)
        }

        /// Column `index` as a real; nil for NULL.
        func real(_ index: Int32) -> Double? {
            csqlite_column_type(statement, index) == SQLITE_NULL ? nil : csqlite_column_double(statement, index)
        }

        /// Column `index` as an integer (0 for NULL).
        func integer(_ index: Int32) -> Int { Int(csqlite_column_int64(statement, index)) }
    }

    /// The `HistoryError` for result `code`: damaged (not a database, corrupt), locked (busy), else unavailable.
    private func error(_ code: Int32, _ message: String?) -> HistoryError {
        let detail = message ?? handle.map { String(cString: csqlite_errmsg($0)) } ?? String(cString: csqlite_errstr(code))
        switch code & 0xFF {
        case SQLITE_NOTADB, SQLITE_CORRUPT: return .damaged("\(path) is damaged: \(detail)")
        case SQLITE_BUSY, SQLITE_LOCKED: return .locked("\(path) is locked by another process (\(detail))")
        default: return .unavailable("\(path): \(detail)")
        }
    }
}
