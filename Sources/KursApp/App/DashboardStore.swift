import Foundation
import Observation

/// The dashboard's one observable store (DESIGN.md §2): the `AppState` value — per-source data and
/// scheduling, UI state (focus, route, selection) — changed only by sending messages through
/// `AppReducer`. Observers (the event loop's `FrameInvalidation`) learn of every change through the
/// Observation framework.
///
/// Confined to the event loop's thread: not `Sendable`; fetch results reach it as messages via the inbox.
@Observable
final class DashboardStore {
    /// The current state. Read it inside `withObservationTracking` to be told of the next change.
    private(set) var state: AppState

    init(state: AppState) {
        self.state = state
    }

    /// Reduces `message` at `now` into the state; returns the effects for the loop to run.
    func send(_ message: AppMessage, now: Date) -> [Effect] {
        AppReducer.reduce(&state, message, now: now)
    }
}
