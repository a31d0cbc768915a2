public import Foundation
public import KursCore

/// How current a source's data is.
public enum SourceStatus: Equatable, Sendable {
    /// Nothing loaded yet (the pane shows a placeholder).
    case placeholder
    /// Loaded and not yet past its reload date.
    case fresh
    /// Past its reload date, or a cache/embedded sample waiting for a fetch.
    case stale
    /// The last fetch failed; the last good value (if any) is kept and shown with this error.
    case failed(FetchError)
}

/// The bookkeeping for one source, independent of its value type.
public struct SourceMeta: Equatable, Sendable {
    public var status: SourceStatus = .placeholder
    /// A fetch is in flight.
    public var isLoading = false
    /// The generation of the latest request; results tagged with an older one are dropped.
    public var generation = 0
    /// When the latest fetch was started.
    public var lastAttempt: Date?
    /// When the latest manual reload (`r`) was started (rate limit: one per 30 seconds).
    public var lastManualReload: Date?
    /// When the next automatic fetch is due; nil: none planned.
    public var nextReload: Date?
    /// Failed fetches in a row (drives the backoff).
    public var consecutiveFailures = 0

    public init() {}
}

/// One source's current value (the last good one, kept through failures) and its bookkeeping.
public struct SourceState<Value: Sendable>: Sendable {
    /// The last good value with where it came from and when; nil until something loads.
    public var current: Fetched<Value>?
    public var meta = SourceMeta()

    public init(current: Fetched<Value>? = nil) { self.current = current }
}
