import Foundation
package import KursCore

/// A `ResourceLoading` fake: records every call by resource id ("snapshot coingecko-markets-usd", "sample …", "fetch …"), has
/// no cache and no network (snapshots are nil, fetches throw `failure`).
package final class RecordingLoader: ResourceLoading, @unchecked Sendable {
    private let lock = NSLock()
    private var log: [String] = []
    /// What every fetch throws.
    package let failure: FetchError

    /// A loader whose fetches throw `failure` (default `.offline`).
    package init(failure: FetchError = .offline) { self.failure = failure }

    /// The calls so far, in order.
    package var calls: [String] { lock.withLock { log } }

    private func record(_ call: String) { lock.withLock { log.append(call) } }

    /// Records "snapshot ID" (a snapshot asks the cache first); nil.
    package func cached<Value>(_ resource: Resource<Value>) -> Loaded<Value>? {
        record("snapshot \(resource.id)")
        return nil
    }

    /// Records "sample ID"; nil (no sample).
    package func embedded<Value>(_ resource: Resource<Value>) -> Loaded<Value>? {
        record("sample \(resource.id)")
        return nil
    }

    /// Records "fetch ID"; throws `failure`.
    package func fetch<Value>(_ resource: Resource<Value>) async throws(FetchError) -> Loaded<Value> {
        record("fetch \(resource.id)")
        throw failure
    }
}
