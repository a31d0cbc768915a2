import Foundation
import KursCore

/// How current a source's data is (DESIGN.md §2, the store).
enum SourceStatus: Equatable, Sendable {
    /// Nothing loaded yet (the pane shows a placeholder).
    case placeholder
    /// Loaded and not yet past its reload date.
    case fresh
    /// Past its reload date, or the embedded sample waiting for a fetch.
    case stale
    /// The last fetch failed; the last good value (if any) is kept and shown with this error.
    case failed(FetchError)
}
