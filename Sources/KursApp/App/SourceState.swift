import Foundation
public import KursCore

/// How current a source's data is (DESIGN.md §2, the store).
public enum SourceStatus: Equatable, Sendable {
    /// Nothing loaded yet (the pane shows a placeholder).
    case placeholder
    /// Loaded and not yet past its reload date.
    case fresh
    /// Past its reload date, or the embedded sample waiting for a fetch.
    case stale
    /// The last fetch failed; the last good value (if any) is kept and shown with this error.
    case failed(FetchError)
}

/// One source's current value: the last good one, kept through failures. Its scheduling (reload date,
/// generation in flight, errors, budget) lives in `AppState.scheduler`.
public struct SourceState<Value: Sendable>: Sendable {
    /// The last good value with where it came from and when; nil until something loads.
    public var current: Fetched<Value>?

    /// A state holding `current` (default: nothing loaded yet).
    public init(current: Fetched<Value>? = nil) { self.current = current }
}
