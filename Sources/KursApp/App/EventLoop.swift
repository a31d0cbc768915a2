import Foundation
import KursCore
import TerminalNcurses
import TerminalUI
#if canImport(Glibc)
import Glibc
#endif

/// The terminal as the event loop uses it; `TerminalSession` in the app, a fake in tests.
protocol TerminalDriver: AnyObject {
    var inputDescriptor: Int32 { get }
    var wakeDescriptor: Int32 { get }
    var size: (width: Int, height: Int) { get }
    func readKeys() -> [Key]
    func takeSignals() -> [TerminalSignal]
    func suspend()
    @discardableResult func draw(_ buffer: Buffer) -> Bool
    func end()
}

extension TerminalSession: TerminalDriver {
    var wakeDescriptor: Int32 { wakePipe.readEnd }
}

/// Bubble-Tea style loop: messages → `AppReducer.reduce` → effects; after each batch one frame
/// (`DashboardView.render`) is flushed, and the terminal skips identical frames. Between batches it blocks in
/// poll(2) on the terminal input and the self-pipe, with the next scheduled deadline as the only timeout: no
/// polling, no frame rate.
final class EventLoop {
    private let terminal: any TerminalDriver
    private let runner: EffectRunner
    private let inbox: MessageInbox
    private let clock: () -> Date
    private let render: (AppState, Date) -> Buffer
    private(set) var state: AppState
    private var wakes: [Date] = []

    init(terminal: any TerminalDriver, dataSource: any MarketDataSource, inbox: MessageInbox,
         state: AppState, clock: @escaping () -> Date,
         render: @escaping (AppState, Date) -> Buffer = { DashboardView.render($0, now: $1) }) {
        self.terminal = terminal
        self.inbox = inbox
        self.runner = EffectRunner(dataSource: dataSource, inbox: inbox)
        self.state = state
        self.clock = clock
        self.render = render
    }

    /// Runs until a `.quit` effect; restores the terminal and returns the exit status.
    func run() -> Int32 {
        var pending: [AppMessage] = [.start]
        while true {
            if let status = process(&pending) {
                terminal.end()
                return status
            }
            terminal.draw(render(state, clock()))
            waitForInput()
            pending = gatherMessages()
        }
    }

    /// Reduces every pending message (and the synchronous snapshot results they cause). Returns the exit
    /// status when one asks to quit.
    func process(_ pending: inout [AppMessage]) -> Int32? {
        var index = 0
        while index < pending.count {
            let message = pending[index]
            index += 1
            for effect in AppReducer.reduce(&state, message, now: clock()) {
                switch effect {
                case .quit(let status):
                    return status
                case .scheduleWake(let date):
                    if !wakes.contains(date) { wakes.append(date) }
                case .loadSnapshot(let source, let generation):
                    if let value = runner.snapshot(source) {
                        pending.append(.loaded(source, value, generation: generation, isSnapshot: true))
                    }
                case .fetch(let source, let generation):
                    runner.startFetch(source, generation: generation)
                }
            }
        }
        pending.removeAll()
        return nil
    }

    /// Blocks until input, a wake-up byte (signal, fetch result) or the earliest deadline.
    private func waitForInput() {
        var fds = [
            pollfd(fd: terminal.inputDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: terminal.wakeDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        let timeout: Int32
        if let next = wakes.min() {
            let milliseconds = (next.timeIntervalSince(clock()) * 1000).rounded(.up)
            timeout = Int32(max(0, min(milliseconds, Double(Int32.max))))
        } else {
            timeout = -1
        }
        _ = poll(&fds, nfds_t(fds.count), timeout)  // EINTR (a signal) simply ends the wait
    }

    /// Signals, keys, fetch results and passed deadlines, as messages in that order.
    private func gatherMessages() -> [AppMessage] {
        var messages: [AppMessage] = []
        for signal in terminal.takeSignals() {
            switch signal {
            case .quit(let number): messages.append(.quit(status: number == SIGINT ? 0 : 128 + number))
            case .stop: terminal.suspend()
            case .resumed: break  // the session repaints everything on the next draw
            }
        }
        for key in terminal.readKeys() {
            if key == .resize {
                let size = terminal.size
                messages.append(.resize(width: size.width, height: size.height))
            } else {
                messages.append(.key(key))
            }
        }
        messages += inbox.drain()
        let now = clock()
        if wakes.contains(where: { $0 <= now }) {
            wakes.removeAll { $0 <= now }
            messages.append(.tick)
        }
        return messages
    }
}
