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
