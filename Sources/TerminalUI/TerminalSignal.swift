/// A process signal a `TerminalBackend` turned into an event for the loop (signal handlers only set flags).
public enum TerminalSignal: Equatable, Sendable {
    /// SIGINT, SIGTERM or SIGHUP (or the terminal input hung up, reported as SIGHUP): quit; the associated
    /// value is the signal number.
    case quit(signal: Int32)
    /// SIGTSTP (Ctrl-Z): call `TerminalBackend.suspend()`.
    case stop
    /// SIGCONT after a stop: the next `draw` repaints everything, and `size` has been read again from the
    /// terminal (it may have been resized meanwhile).
    case resumed
}
