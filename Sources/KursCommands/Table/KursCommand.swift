import KursCore

/// One command of the table (`CommandTable`) as parsed: its options, the config defaults it takes and how it runs
/// (shaped like swift-argument-parser's `ParsableCommand`). `KursCommandLine` runs any of them the same way, so a
/// new command is its spec, its options type conforming here, and its run function — no case to add elsewhere.
protocol KursCommand: Sendable {
    /// Whether the command reads the cache, so is warned when its directory is not trusted (`CacheTrustNote`).
    static var readsCache: Bool { get }

    /// What runs before the config is loaded (`kurs config …`, which must work with a broken config); nil: load
    /// the config and run `job(_:)`.
    func jobBeforeConfig(_ context: EarlyCommandContext) -> KursCommandLine.Job?

    /// This command with the config's `defaults` for the options `gave` says were not given on the line.
    func applying(_ defaults: CommandDefaults, gave: (OptionSpec) -> Bool) -> Self

    /// What to run, with the config loaded and the environment made.
    func job(_ context: CommandContext) -> KursCommandLine.Job

    /// Whether `other` is the same command with the same options (`Command`'s equality).
    func isEqual(to other: any KursCommand) -> Bool
}

extension KursCommand {
    static var readsCache: Bool { true }
    func jobBeforeConfig(_ context: EarlyCommandContext) -> KursCommandLine.Job? { nil }
    func applying(_ defaults: CommandDefaults, gave: (OptionSpec) -> Bool) -> Self { self }
}

extension KursCommand where Self: Equatable {
    func isEqual(to other: any KursCommand) -> Bool { (other as? Self) == self }
}
