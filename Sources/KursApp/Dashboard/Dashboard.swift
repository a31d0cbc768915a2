public import Foundation
public import KursCore
import TerminalNcurses
#if canImport(Glibc)
import Glibc
#endif

/// The full-screen dashboard (`kurs` with no command).
public enum Dashboard {
    /// Runs the dashboard on the controlling terminal until the user quits. Returns the exit status:
    /// 0 after q / Ctrl-C, 128 + n after SIGTERM/SIGHUP, 1 when stdin/stdout is not a terminal or ncurses
    /// cannot start (a one-line message on stderr points to the one-shot commands).
    ///
    /// - Parameters:
    ///   - dataSource: snapshots (cache → embedded) for the first frame, then fetches.
    ///   - offline: `--offline` / `KURS_OFFLINE=1`: snapshots only.
    ///   - useColor: false for `NO_COLOR` (bold and reverse stay).
    ///   - clock: the current time (injected for tests).
    public static func run(dataSource: any MarketDataSource, offline: Bool, useColor: Bool,
                           clock: @escaping () -> Date = Date.init) -> Int32 {
        guard let session = TerminalSession(useColor: useColor) else {
            FileHandle.standardError.write(Data(
                "kurs: the dashboard needs a terminal; try `kurs rates`, `kurs coins` or `kurs status`\n".utf8))
            return 1
        }
        let size = session.size
        let pipe = session.wakePipe
        let inbox = MessageInbox(wake: { pipe.wake() })
        let loop = EventLoop(
            terminal: session, dataSource: dataSource, inbox: inbox,
            state: AppState(size: TerminalSize(width: size.width, height: size.height), isOffline: offline),
            clock: clock)
        return loop.run()
    }

    /// Whether colours are allowed by the environment: `NO_COLOR` set to anything non-empty turns them off.
    public static func colorAllowed(environment: [String: String]) -> Bool {
        (environment["NO_COLOR"] ?? "").isEmpty
    }
}
