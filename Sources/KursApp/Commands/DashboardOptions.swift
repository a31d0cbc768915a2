public import KursCore

/// What `kurs` (no command) hands to the dashboard.
public struct DashboardOptions: Sendable {
    /// Base URLs, keys, offline, cache directory, colours.
    public var environment: KursEnvironment

    /// Options for `environment`.
    public init(environment: KursEnvironment) { self.environment = environment }
}
