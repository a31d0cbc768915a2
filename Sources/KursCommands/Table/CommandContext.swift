import KursApp
import KursCore

/// What a command runs with before the config is loaded: the process's dependencies and variables, and the
/// output (not yet redacting: there are no config keys yet).
struct EarlyCommandContext {
    /// Clock, file system, stores, HTTP.
    let dependencies: AppDependencies
    /// The process environment.
    let variables: [String: String]
    /// stdout and stderr.
    let output: any CommandOutput
    /// `--offline` was given.
    let offlineFlag: Bool
}

/// What a command runs with: the loaded config (and its warnings), the environment made from it and the
/// process's, and the redacting output (`KursCommandLine.prepare`).
struct CommandContext {
    /// Clock, file system, stores, HTTP, repositories.
    let dependencies: AppDependencies
    /// The process environment.
    let variables: [String: String]
    /// The loaded config.
    let config: KursConfig
    /// The config's warnings (already said on stderr; the dashboard shows them too).
    let configWarnings: [String]
    /// API URLs, keys, cache and offline mode.
    let environment: KursEnvironment
    /// stdout and stderr, redacted of every API key.
    let output: any CommandOutput

    /// A repository on `environment`.
    var repository: DataRepository { dependencies.repository(environment) }
}
