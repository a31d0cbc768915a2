package import Foundation

/// Where the alerts live and how they are read and edited: `alerts.json` in the state directory
/// (`StateDirectory`), written atomically, never overwritten when unreadable (kept aside, see `StateFile`), and
/// edited — also to record an evaluation — under an exclusive lock, so two kurs processes never lose an edit.
package struct AlertStore: Sendable {
    /// The state file.
    package let fileURL: URL

    /// The file system the file is kept in.
    package let fileSystem: any FileSystem

    /// A store at `fileURL` in `fileSystem`.
    package init(fileURL: URL, fileSystem: any FileSystem = LocalFileSystem()) {
        self.fileURL = fileURL
        self.fileSystem = fileSystem
    }

    /// The store for `variables` and `homeDirectory`: `StateDirectory` + `alerts.json`.
    package init(variables: [String: String], homeDirectory: URL, fileSystem: any FileSystem = LocalFileSystem()) {
        self.fileSystem = fileSystem
        fileURL = StateDirectory.url(variables: variables, homeDirectory: homeDirectory).appendingPathComponent("alerts.json")
    }

    /// The alerts for a reader that never writes (`kurs status {alerts}`): an unusable file is left where it is (the
    /// warning says so) and the list is empty; no file: empty, no warning.
    package func read() -> (list: AlertList, warning: String?) {
        let path = fileURL.path
        let (list, warning) = file.readLeavingItAlone(empty: AlertList()) { "alerts \(path) cannot be used (\($0)); ignoring them" }
        return (list, warning)
    }

    /// The file's status now (`stat`, following links; nil: no file) — what a reader that keeps the list compares
    /// to tell whether another process wrote it since (`readIfChanged`).
    package func status() -> FileStatus? { fileSystem.status(atPath: fileURL.path, followingLinks: true) }

    /// The alerts as `read` gives them, with the file's status, when that status differs from `seen` (another
    /// process — `kurs alert add`, `kurs alerts` — wrote the file since); nil when it is unchanged (nothing is
    /// read: a `stat` only).
    package func readIfChanged(since seen: FileStatus?) -> (list: AlertList, warning: String?, status: FileStatus?)? {
        let now = status()
        guard now != seen else { return nil }
        let (list, warning) = read()
        return (list, warning, now)
    }

    /// Applies `change` to the stored list and writes it, under the lock (`StateFile.update`); an unreadable file
    /// is first kept aside (`notice`) and `change` starts from an empty list. Record an evaluation with
    /// `update { $0.evaluate(values, now: now) }` (the result: the newly triggered alerts).
    /// - Throws: what `change` throws (nothing is written then), `UntrustedDirectoryError`, `StateFileLockError`,
    ///   or the file system's error.
    @discardableResult
    package func update<Result>(now: Date = Date(), _ change: (inout AlertList) throws -> Result) throws
        -> StateFile<AlertList>.Update<Result>
    {
        try file.update(initial: AlertList(), now: now, change)
    }

    /// The state file's rules.
    private var file: StateFile<AlertList> { StateFile(fileURL: fileURL, fileSystem: fileSystem) }
}
