/// `kurs config init|path|check`.
enum ConfigAction: String, Equatable, Sendable, CaseIterable {
    /// Write the commented default config (never overwrites).
    case initialize = "init"
    /// Print the config file's path.
    case path
    /// Check the config: errors with line and column, warnings for unknown keys.
    case check
}
