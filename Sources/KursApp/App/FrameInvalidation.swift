import Observation
import Synchronization

/// Decides when the event loop draws: after a change of the store (tracked with `withObservationTracking`),
/// after `invalidate()` (a time-driven text changed, the terminal was resumed), and never otherwise.
///
/// `onChange` fires *before* the change lands (`willSet`), so it only raises a flag; the loop draws later,
/// after the whole batch of messages, from the new state, and `render` registers the tracking again for
/// the next change.
final class FrameInvalidation: Sendable {
    private let dirty = Atomic<Bool>(true)

    /// Whether a frame must be drawn (true before the first frame).
    var needsFrame: Bool { dirty.load(ordering: .acquiring) }

    /// Asks for a frame even though the store did not change.
    func invalidate() { dirty.store(true, ordering: .releasing) }

    /// Draws `store`'s state with `draw` and tracks what it read: the next change of the store raises the flag.
    func render(_ store: DashboardStore, _ draw: (AppState) -> Void) {
        dirty.store(false, ordering: .releasing)
        withObservationTracking {
            draw(store.state)
        } onChange: { [self] in
            invalidate()
        }
    }
}
