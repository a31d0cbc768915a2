public import Foundation
public import KursCore
public import TerminalNcurses

/// Everything that can change `AppState`. Time comes with the reducer call (`now`), not the message.
public enum AppMessage: Sendable {
    /// Sent once before the first frame: load snapshots, start fetches.
    case start
    /// A key press (never `.resize`: that arrives as `resize`).
    case key(Key)
    /// The terminal is now `width` columns by `height` rows.
    case resize(width: Int, height: Int)
    /// A value for `source` from a request of `generation`; `isSnapshot` for cache/embedded loads.
    case loaded(DashboardSource, SourceValue, generation: Int, isSnapshot: Bool)
    /// The fetch of `generation` for `source` failed.
    case failed(DashboardSource, FetchError, generation: Int)
    /// A scheduled deadline passed (reloads due, relative times to refresh).
    case tick
    /// Quit with this exit status (signals: SIGINT → 0, SIGTERM/SIGHUP → 128 + number).
    case quit(status: Int32)
}

/// Work the reducer asks the event loop to do. Results come back as messages.
public enum Effect: Equatable, Sendable {
    /// Load `source` from cache/embedded data now (synchronous, no I/O beyond the cache file).
    case loadSnapshot(DashboardSource, generation: Int)
    /// Fetch `source` from the network; answer with `.loaded` or `.failed` tagged `generation`.
    case fetch(DashboardSource, generation: Int)
    /// Wake up (send `.tick`) at this time even if nothing else happens.
    case scheduleWake(Date)
    /// Restore the terminal and exit with this status.
    case quit(status: Int32)
}
