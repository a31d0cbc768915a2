package import Foundation

/// What a response says about its own freshness, for computing the next reload.
package struct ResponseFacts: Equatable, Sendable {
    /// When the provider will publish new data (open.er-api `time_next_update_unix`), if it says.
    package var nextUpdate: Date?

    /// Facts with the provider's announced `nextUpdate`, if any.
    package init(nextUpdate: Date? = nil) {
        self.nextUpdate = nextUpdate
    }
}
