package import KursCore

/// What `kurs` (no command) hands to the dashboard.
package struct DashboardOptions: Sendable {
    /// Base URLs, keys, offline, cache directory, colours.
    package var environment: KursEnvironment

    /// The user's config (`KursConfig.load`; its warnings were already printed). Base URLs and keys from it are
    /// already applied to `environment`.
    package var config: KursConfig

    /// `kurs pane NAME`: one pane alone; nil for the full dashboard.
    package var paneMode: PaneMode?

    /// The config's warning lines (`KursConfig.load`), printed before the terminal is taken over and also said in
    /// the dashboard's status bar, where they would otherwise go unseen.
    package var configWarnings: [String] = []

    /// Options for `environment`, with the default config.
    package init(environment: KursEnvironment) {
        self.environment = environment
        self.config = KursConfig()
    }

    /// Options for `environment` and `config`; `paneMode` for `kurs pane NAME`; the config's `configWarnings`.
    package init(
        environment: KursEnvironment, config: KursConfig, paneMode: PaneMode? = nil, configWarnings: [String] = []
    ) {
        self.environment = environment
        self.config = config
        self.paneMode = paneMode
        self.configWarnings = configWarnings
    }
}
