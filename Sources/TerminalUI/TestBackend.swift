/// An in-memory `TerminalBackend` for tests: it records the frames it was asked to draw and hands out the
/// events and signals a test queued. Kept in the core (as ratatui keeps its `TestBackend`) so any user of the
/// `TerminalBackend` protocol can test against it without a terminal; it does no I/O.
///
/// `draw` behaves like a real backend's diff flush: a frame equal to the last one written adds nothing to
/// `frames` and returns false, unless a resize, `suspend` or `.resumed` asked for a repaint.
public final class TestBackend: TerminalBackend {
    /// The frames written, oldest first (identical consecutive frames are written once).
    public private(set) var frames: [Buffer] = []
    /// How many times `draw` was called (written or not).
    public private(set) var drawCalls = 0
    /// The timeouts `waitForInput` was called with, in milliseconds, oldest first.
    public private(set) var waits: [Int32] = []
    /// How many times `suspend` was called.
    public private(set) var suspensions = 0
    /// Whether `end` was called.
    public private(set) var hasEnded = false
    /// How many times `bell` was called.
    public private(set) var bells = 0
    /// Events `readEvents` hands out next (all at once, then none until more are queued).
    public var pendingEvents: [InputEvent] = []
    /// Signals `takeSignals` hands out next. Queueing `.resumed` also asks for a repaint, as a real resume does.
    public var pendingSignals: [TerminalSignal] = []
    /// The current size.
    public private(set) var size: (width: Int, height: Int)
    private var repaint = true

    /// A backend of `width` columns by `height` rows with nothing queued.
    public init(width: Int, height: Int) {
        size = (width, height)
    }

    /// The last frame written, if any.
    public var lastFrame: Buffer? { frames.last }

    /// Changes the size and queues the `.resize` event a terminal would report; the next frame is written in full.
    public func resize(width: Int, height: Int) {
        size = (width, height)
        repaint = true
        pendingEvents.append(.resize(width: width, height: height))
    }

    /// Queues key presses, in order.
    public func type(_ keys: Key...) {
        pendingEvents += keys.map(InputEvent.key)
    }

    @discardableResult
    public func draw(_ buffer: Buffer) -> Bool {
        drawCalls += 1
        guard !hasEnded, repaint || buffer != frames.last else { return false }
        repaint = false
        frames.append(buffer)
        return true
    }

    public func waitForInput(timeoutMilliseconds: Int32) {
        waits.append(timeoutMilliseconds)
    }

    public func readEvents() -> [InputEvent] {
        defer { pendingEvents = [] }
        return pendingEvents
    }

    public func takeSignals() -> [TerminalSignal] {
        defer { pendingSignals = [] }
        if pendingSignals.contains(.resumed) { repaint = true }
        return pendingSignals.filter(\.isQuit) + pendingSignals.filter { !$0.isQuit }
    }

    public func suspend() {
        suspensions += 1
        repaint = true
    }

    /// Counts the rings in `bells` (no terminal to ring).
    public func bell() {
        bells += 1
    }

    public func end() {
        hasEnded = true
    }
}

extension TerminalSignal {
    /// Whether this is a `.quit` (any signal number).
    var isQuit: Bool {
        if case .quit = self { return true }
        return false
    }
}
