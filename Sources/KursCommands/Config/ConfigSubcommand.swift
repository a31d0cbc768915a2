import KursApp
import KursCore

/// `kurs config init|path|check`: runs `ConfigCommand` and writes what it returns, as returned.
enum ConfigSubcommand {
    static func run(
        _ action: ConfigAction, variables: [String: String], fileSystem: any FileSystem, output: any CommandOutput
    ) -> Int32 {
        let result: ConfigCommandOutput
        switch action {
        case .initialize: result = ConfigCommand.initialize(environment: variables, fileSystem: fileSystem)
        case .path: result = ConfigCommand.path(environment: variables)
        case .check: result = ConfigCommand.check(
            environment: variables, fixedKeys: KeyMap.fixedKeyNames, fileSystem: fileSystem)
        }
        if !result.standardOutput.isEmpty { output.write(result.standardOutput + "\n") }
        if !result.standardError.isEmpty { output.rawNote(result.standardError + "\n") }
        return result.status
    }
}

extension ConfigAction: KursCommand {
    /// `config` never reaches the cache (it runs before the config is loaded).
    static var readsCache: Bool { false }

    /// Runs before the config is loaded (so `config check` can report a broken one), redacting the environment's keys.
    func jobBeforeConfig(_ context: EarlyCommandContext) -> KursCommandLine.Job? {
        let redacting = RedactingOutput(context.output, redactor: SecretRedactor(keys: APIKeys(), variables: context.variables))
        return .finished(ConfigSubcommand.run(
            self, variables: context.variables, fileSystem: context.dependencies.fileSystem, output: redacting))
    }

    func job(_ context: CommandContext) -> KursCommandLine.Job { .finished(0) }
}
