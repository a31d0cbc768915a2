public import KursCore

/// What `kurs` (no command) hands to the dashboard.
public struct DashboardOptions: Sendable {
    /// Base URLs, keys, offline, cache directory, colours.
    public var environment: KursEnvironment

    /// The user's config (`KursConfig.load`; its warnings were already printed). Base URLs and keys from it are
    /// already applied to `environment`.
    public var config: KursConfig

    /// `kurs pane NAME`: one pane alone; nil for the full dashboard.
    public var paneMode: PaneMode?

    /// Options for `environment`, with the default config.
    public init(environment: KursEnvironment) {
        self.environment = environment
        self.config = KursConfig()
    }

    /// Options for `environment` and `config`; `paneMode` for `kurs pane NAME`.
    public init(environment: KursEnvironment, config: KursConfig, paneMode: PaneMode? = nil) {
        self.environment = environment
        self.config = config
        self.paneMode = paneMode
    }
}
