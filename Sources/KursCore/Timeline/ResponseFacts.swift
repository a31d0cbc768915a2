public import Foundation

/// What a response says about its own freshness, for computing the next reload.
public struct ResponseFacts: Equatable, Sendable {
    /// When the provider will publish new data (open.er-api `time_next_update_unix`), if it says.
    public var nextUpdate: Date?

    /// Facts with the provider's announced `nextUpdate`, if any.
    public init(nextUpdate: Date? = nil) {
        self.nextUpdate = nextUpdate
    }
}
