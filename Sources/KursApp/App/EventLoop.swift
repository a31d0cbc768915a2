import Foundation
import KursCore
import TerminalUI
#if canImport(Glibc)
import Glibc
#endif

/// Bubble-Tea style loop: messages → `DashboardStore.send` (the reducer) → effects. A frame is drawn only
/// when the store changed (`FrameInvalidation`) or a time-driven text did, and the terminal skips identical
/// frames. Between batches it blocks in `TerminalBackend.waitForInput` (poll(2) on the terminal input and the
/// self-pipe), until `AppReducer.nextWake` but never longer than `LoopTiming.maximumWait`: no polling, no
/// frame rate. The scroll offsets of the lists (`ScrollOffsets`) are render state: kept here between frames and
/// settled by each render for the height the list gets, never by the reducer. Each
/// wake compares the wall and monotonic clocks (`ClockJumpDetector`) so overdue reloads run right after a
/// suspend.
final class EventLoop {
    private let terminal: any TerminalBackend
    private let runner: EffectRunner
    private let inbox: MessageInbox
    private let clock: any TimeSource
    private let render: (AppState, Date, inout ScrollOffsets) -> Buffer
    private let exitAfterFirstFrame: Bool
    let store: DashboardStore
    private let frames = FrameInvalidation()
    private var jumps = ClockJumpDetector()
    private var wake: Date?
    /// Embedded samples not decoded yet because their source's fetch was under way (an online start without a
    /// cache), by id; each is decoded when its fetch fails, or at `samplesDue` if no answer came by then.
    private var deferredSamples: [ResourceID: AnyResource] = [:]
    /// When the deferred samples are decoded anyway (`sampleGrace` after the first was deferred), on the monotonic
    /// clock (a wall-clock step never holds them back); nil when none is.
    private var samplesDue: TimeInterval?
    /// How long an online start without a cache waits for its fetches before it shows the embedded samples, in seconds:
    /// a fetch answered sooner is shown first, with no sample decoded (the markets sample is costly to decode) nor
    /// drawn before it.
    static let sampleGrace: TimeInterval = 0.5
    /// While fetches are in flight, frames for their answers are drawn at most this often, in seconds: a cold start's
    /// answers land close together, and a frame for each kept the loop thread busy past the last.
    /// A key or a resize is drawn at once, and so are the answer that leaves nothing in flight and the one that
    /// first shows the bank rates and the coin list together (`AppState.showsData`).
    static let burstFrameInterval: TimeInterval = 0.05
    /// Whether a frame showing the bank rates and the coin list has been drawn.
    private var showedData = false
    /// When the last frame was drawn, on the monotonic clock (nil before the first).
    private var lastFrame: TimeInterval?
    /// When a frame held back during a burst of answers is due, on the monotonic clock (nil when none is).
    private var frameDue: TimeInterval?
    /// Background fetches held back while urgent ones are on the wire.
    private var fetchHold = FetchHold()
    /// The first visible rows of the lists, as the last frame settled them.
    private(set) var offsets = ScrollOffsets()

    /// - Parameters:
    ///   - runner: what effects are performed with (the data source, the state files, the inbox).
    ///   - exitAfterFirstFrame: the benchmark hook: quit (status 0) right after the first frame that shows
    ///     data (`AppState.showsData`).
    ///   - render: the frame for a state at a time; it reads the lists' previous offsets and settles them.
    init(terminal: any TerminalBackend, runner: EffectRunner, state: AppState, clock: any TimeSource = SystemClock(),
         render: @escaping (AppState, Date, inout ScrollOffsets) -> Buffer = {
             DashboardView.render($0, now: $1, offsets: &$2)
         },
         exitAfterFirstFrame: Bool = false) {
        self.terminal = terminal
        self.inbox = runner.inbox
        self.runner = runner
        self.store = DashboardStore(state: state)
        self.clock = clock
        self.render = render
        self.exitAfterFirstFrame = exitAfterFirstFrame
    }

    /// What the effects' commands are performed with.
    private var context: EffectContext { EffectContext(runner: runner, terminal: terminal) }

    /// The current state.
    var state: AppState { store.state }

    /// Runs until a `.quit` effect; restores the terminal and returns the exit status.
    func run() -> Int32 {
        var pending: [AppMessage] = [.start]
        _ = jumps.observe(wall: clock.now, monotonic: clock.monotonicSeconds)
        while true {
            let userInput = pending.contains { message in
                switch message {
                case .key, .resize: true
                default: false
                }
            }
            if let status = process(&pending) {
                terminal.end()
                return status
            }
            if frameMayBeDrawn(userInput: userInput), drawIfNeeded(), exitAfterFirstFrame, store.state.showsData(now: clock.now) {
                terminal.end()
                return 0
            }
            releaseHeldFetches()
            // The history's records wait until the fetches under way have ended (a start's four rates sources go to
            // one `kurs __record-history`, started after its frames rather than beside its work).
            if !store.state.sources.scheduler.hasFetchInFlight { runner.flushHistoryRecords() }
            waitForInput()
            pending = gatherMessages()
        }
    }

    /// Reduces every pending message (and the synchronous snapshot results they cause), then plans the next
    /// wake. Returns the exit status when one asks to quit.
    ///
    /// A snapshot is the cache entry, else the embedded sample; samples come last, after the fetches that are then
    /// due have started (the fetch helper starts and loads libcurl meanwhile). The sample of a source whose fetch
    /// is under way is not decoded yet (`deferredSamples`): it is when that fetch fails, or `sampleGrace` later if
    /// no answer came; an answer in time leaves it undecoded.
    func process(_ pending: inout [AppMessage]) -> Int32? {
        var index = 0
        var samples: [AnyResource] = []
        pending += samplesPastTheirGrace()
        while true {
            if let status = reduce(&pending, from: &index, samples: &samples) { return status }
            guard !samples.isEmpty else { break }
            if let due = AppReducer.nextWake(store.state, now: clock.now), due <= clock.now {
                pending.append(.tick)
                if let status = reduce(&pending, from: &index, samples: &samples) { return status }
            }
            for source in samples {
                if store.state.sources.scheduler.isInFlight(source.id) {
                    deferredSamples[source.id] = source
                    samplesDue = samplesDue ?? clock.monotonicSeconds + Self.sampleGrace
                } else if let sample = sampleSnapshot(source) {
                    pending.append(sample)
                }
            }
            samples.removeAll()
        }
        pending.removeAll()
        if deferredSamples.isEmpty { samplesDue = nil }
        planWake()
        return nil
    }

    /// The next wake: the reducer's, the deferred samples' and the held fetches' deadlines, whichever comes first.
    private func planWake() {
        wake = [AppReducer.nextWake(store.state, now: clock.now), samplesDue.map(wallClockDate), fetchHold.due.map(wallClockDate)]
            .compactMap { $0 }.min()
    }

    /// Starts the background fetches held back (`FetchHold`) once no urgent one is in flight and the frame showing
    /// the urgent answers is drawn (no frame is waiting: the loop calls it after each draw), or once they have
    /// waited `FetchHold.longest`; their deadline then no longer wakes the loop.
    func releaseHeldFetches() {
        let released = fetchHold.release(now: clock.monotonicSeconds, frameDrawn: !frames.needsFrame)
        guard !released.isEmpty else { return }
        planWake()
        for effect in released {
            switch effect {
            case .fetch(let source, let generation): runner.startFetch(source, generation: generation)
            case .command(let command): command.perform(context).forEach(inbox.post)
            case .loadSnapshot, .quit: break
            }
        }
    }

    /// Once `samplesDue` has passed: the deferred samples of the sources that still have no value, as snapshots
    /// (and none deferred any more).
    private func samplesPastTheirGrace() -> [AppMessage] {
        guard let samplesDue, samplesDue <= clock.monotonicSeconds else { return [] }
        let ids = deferredSamples.keys.sorted()
        self.samplesDue = nil
        return ids.compactMap(takeDeferredSample)
    }

    /// The deferred sample of `id` as a snapshot message, when its source still has no value; it is no longer
    /// deferred either way.
    private func takeDeferredSample(_ id: ResourceID) -> AppMessage? {
        guard let source = deferredSamples.removeValue(forKey: id), store.state.sources.values[id] == nil else { return nil }
        return sampleSnapshot(source)
    }

    /// `source`'s embedded sample as a snapshot message; nil when it has none.
    private func sampleSnapshot(_ source: AnyResource) -> AppMessage? {
        runner.sample(source).map { .loaded($0, generation: 0, isSnapshot: true) }
    }

    /// Reduces `pending` from `index` on, running each effect; the snapshots with no cache entry are left in
    /// `samples`. Returns the exit status when a message asks to quit.
    private func reduce(_ pending: inout [AppMessage], from index: inout Int, samples: inout [AnyResource]) -> Int32? {
        while index < pending.count {
            let message = pending[index]
            switch message {
            case .failed(let id, _, _):
                // A failed fetch of a source with nothing to show: its sample first, then the failure (said over it).
                if let sample = takeDeferredSample(id) {
                    pending.insert(sample, at: index)
                    continue
                }
            case .loaded(let value, _, false):
                deferredSamples[value.id] = nil  // answered in time: its sample is not needed
            default:
                break
            }
            index += 1
            if let id = message.fetchResultID { fetchHold.answered(id) }
            for effect in store.send(message, now: clock.now) {
                switch effect {
                case .quit(let status):
                    return status
                case .loadSnapshot(let source):
                    if let value = runner.cachedSnapshot(source) {
                        pending.append(.loaded(value, generation: 0, isSnapshot: true))
                    } else {
                        samples.append(source)
                    }
                case .fetch(let source, let generation):
                    let urgent = store.state.isUrgent(source.id)
                    if fetchHold.admit(effect, urgent: urgent, now: clock.monotonicSeconds) {
                        runner.startFetch(source, generation: generation, urgent: urgent)
                    }
                case .command(let command):
                    if fetchHold.admit(effect, urgent: false, now: clock.monotonicSeconds) {
                        pending += command.perform(context)
                    }
                }
            }
        }
        return nil
    }

    /// The wall-clock time at which the monotonic clock reads `seconds` (for the poll timeout).
    private func wallClockDate(_ seconds: TimeInterval) -> Date {
        clock.now.addingTimeInterval(seconds - clock.monotonicSeconds)
    }

    /// Whether a frame the store asks for may be drawn now: yes for the first, after a key or a resize, for the
    /// first that shows the bank rates and the coin list (a cold start's main panes filled without waiting for
    /// the weather or a slower bank), when no fetch is in flight, or `burstFrameInterval` after the last;
    /// otherwise it is held back (`frameDue`).
    func frameMayBeDrawn(userInput: Bool) -> Bool {
        frameDue = nil
        let firstData = !showedData && store.state.showsData(now: clock.now)
        guard frames.needsFrame, !userInput, !firstData, store.state.sources.scheduler.hasFetchInFlight,
              let lastFrame else { return true }
        let due = lastFrame + Self.burstFrameInterval
        guard clock.monotonicSeconds < due else { return true }
        frameDue = due
        return false
    }

    /// Draws a frame when the store changed or a deadline asked for one. Returns whether it drew.
    func drawIfNeeded() -> Bool {
        guard frames.needsFrame else { return false }
        frames.render(store) { state in terminal.draw(render(state, clock.now, &offsets)) }
        lastFrame = clock.monotonicSeconds
        if !showedData { showedData = store.state.showsData(now: clock.now) }
        return true
    }

    /// Blocks until input, a wake-up byte (signal, fetch result), the next wake, a frame held back, or
    /// `LoopTiming.maximumWait`.
    private func waitForInput() {
        let until = [wake, frameDue.map(wallClockDate)].compactMap { $0 }.min()
        terminal.waitForInput(timeoutMilliseconds: LoopTiming.pollTimeout(until: until, now: clock.now))
    }

    /// Signals, keys, fetch results, a wall-clock jump and a passed deadline, as messages in that order.
    func gatherMessages() -> [AppMessage] {
        var messages: [AppMessage] = []
        for signal in terminal.takeSignals() {
            switch signal {
            case .quit(let number): messages.append(.quit(status: number == SIGINT ? 0 : 128 + number))
            case .stop: terminal.suspend()
            case .resumed:  // the session repaints everything on the next draw, at the size read again on resume
                frames.invalidate()
                let size = terminal.size
                messages.append(.resize(width: size.width, height: size.height))
            }
        }
        for event in terminal.readEvents() {
            switch event {
            case .key(let key): messages.append(.key(key))
            case .resize(let width, let height): messages.append(.resize(width: width, height: height))
            }
        }
        messages += inbox.drain()
        if jumps.observe(wall: clock.now, monotonic: clock.monotonicSeconds) != nil {
            messages.append(.clockJumped)
            frames.invalidate()
        }
        if let wake, wake <= clock.now {
            messages.append(.tick)
            frames.invalidate()  // a time-driven text may have changed (identical frames write nothing)
        }
        return messages
    }
}
