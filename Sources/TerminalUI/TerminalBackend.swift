/// A terminal the event loop draws to and reads from: ncurses (`TerminalNcurses.TerminalSession`) in the app,
/// `TestBackend` in tests. Confined to one thread (the loop's).
///
/// Call order in a loop: `draw` a frame, `waitForInput`, then `takeSignals` (acted on first) and `readEvents`;
/// `suspend` when a signal says `.stop`; `end` once when leaving (idempotent).
public protocol TerminalBackend: AnyObject {
    /// The terminal size in columns and rows (changed by a `.resize` event or `.resumed`).
    var size: (width: Int, height: Int) { get }

    /// Shows `buffer`, writing only the cells that differ from the last frame drawn (everything after a
    /// resize or resume). Returns whether anything was written: an identical frame writes nothing.
    @discardableResult func draw(_ buffer: Buffer) -> Bool

    /// Blocks until input is waiting, a signal or wake-up arrived, or `timeoutMilliseconds` passed (-1: no
    /// limit). May return early (an interrupted wait); callers read events and signals either way.
    func waitForInput(timeoutMilliseconds: Int32)

    /// Every input event waiting, decoded, oldest first (never blocks; empty when none).
    func readEvents() -> [InputEvent]

    /// The signals that arrived since the last call, quit first (never blocks).
    func takeSignals() -> [TerminalSignal]

    /// Gives the terminal back and stops the process (Ctrl-Z); returns once continued, and the next `draw`
    /// repaints everything.
    func suspend()

    /// Rings the terminal's bell once (an alert crossed its level); a terminal may flash instead.
    func bell()

    /// Restores the terminal. Safe to call more than once; `draw` does nothing afterwards.
    func end()
}
