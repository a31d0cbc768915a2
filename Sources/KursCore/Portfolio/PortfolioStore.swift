package import Foundation

/// Where the portfolio lives and how it is read and edited: `portfolio.json` in the state directory
/// (`StateDirectory`), written atomically, never overwritten when unreadable (kept aside, see `StateFile`), and
/// edited under an exclusive lock so two kurs processes editing at once never lose an edit.
package struct PortfolioStore: Sendable {
    /// The state file.
    package let fileURL: URL

    /// The file system the file is kept in.
    package let fileSystem: any FileSystem

    /// A store at `fileURL` in `fileSystem`.
    package init(fileURL: URL, fileSystem: any FileSystem = LocalFileSystem()) {
        self.fileURL = fileURL
        self.fileSystem = fileSystem
    }

    /// The store for `variables` and `homeDirectory`: `StateDirectory` + `portfolio.json`.
    package init(variables: [String: String], homeDirectory: URL, fileSystem: any FileSystem = LocalFileSystem()) {
        self.fileSystem = fileSystem
        fileURL = StateDirectory.url(variables: variables, homeDirectory: homeDirectory)
            .appendingPathComponent("portfolio.json")
    }

    /// The portfolio for a command or pane that only reads it (`kurs portfolio`, `kurs status`): an unusable file
    /// is left where it is (the warning says so) and the portfolio is empty; no file: empty, no warning.
    package func read() -> (portfolio: Portfolio, warning: String?) {
        let path = fileURL.path
        let (portfolio, warning) = file.readLeavingItAlone(empty: Portfolio()) { "portfolio \(path) cannot be used (\($0)); ignoring it" }
        return (portfolio, warning)
    }

    /// Applies `change` to the stored portfolio and writes it, under the lock (`StateFile.update`): an unreadable
    /// file is first kept aside (`notice` says so) and `change` starts from an empty portfolio.
    /// - Throws: what `change` throws (nothing is written then), `UntrustedDirectoryError`, `StateFileLockError`,
    ///   or the file system's error.
    @discardableResult
    package func update<Result>(now: Date = Date(), _ change: (inout Portfolio) throws -> Result) throws
        -> StateFile<Portfolio>.Update<Result>
    {
        try file.update(initial: Portfolio(), now: now, change)
    }

    /// The state file's rules.
    private var file: StateFile<Portfolio> { StateFile(fileURL: fileURL, fileSystem: fileSystem) }
}
