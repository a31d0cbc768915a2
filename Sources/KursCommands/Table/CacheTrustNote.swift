import KursCore

/// The one line a command says when its cache directory is not trusted (another user's, or writable by others:
/// `DirectoryTrust`), so nothing is read from it or written to it and every run fetches.
enum CacheTrustNote {
    /// The warning for the commands that use the cache (not `refresh`, which says it and exits 1, nor the
    /// dashboard, which shows it in its status bar); nil when the directory is trusted.
    static func text(for command: Command, environment: KursEnvironment) -> String? {
        guard case .run(let command) = command, type(of: command).readsCache else { return nil }
        return environment.cache.trustProblem.map { TerminalText.sanitize($0) }
    }
}
