import Foundation
import Synchronization
import TestSupport
import XCTest

/// Base for tmux tests of the dashboard online against the loopback fixture server, with a fresh cache, HOME and
/// XDG_STATE_HOME (kept across `restart` within a test, removed afterwards).
class OnlineTmuxTestCase: TmuxTestCase {
    /// The fixture server of the running test.
    var server: FixtureServer?
    /// The test's HOME, cache and state directory.
    var home: URL?

    override func tearDown() {
        super.tearDown()
        server?.stop()
        if let home { try? FileManager.default.removeItem(at: home) }
        (server, home) = (nil, nil)
    }

    /// The state directory (`XDG_STATE_HOME`) of the test.
    var stateDirectory: URL? { home?.appendingPathComponent("state") }

    /// Starts `kurs ARGUMENTS` online in a `width`×`height` tmux session (the server and home are made on the
    /// first call and kept for the next).
    func start(_ arguments: [String] = [], width: Int = 120, height: Int = 40) throws -> TmuxSession {
        let server = try self.server ?? FixtureServer()
        self.server = server
        let home = self.home ?? FileManager.default.temporaryDirectory.appendingPathComponent("kurs-online-\(UUID().uuidString.prefix(8))")
        self.home = home
        try FileManager.default.createDirectory(at: home.appendingPathComponent("state"), withIntermediateDirectories: true)
        var environment = server.processEnvironment(cacheHome: home)
        environment["KURS_OFFLINE"] = "0"
        environment["XDG_STATE_HOME"] = home.appendingPathComponent("state").path
        let session = try TmuxSession(arguments: arguments, width: width, height: height, environment: environment)
        self.session = session
        return session
    }

    /// The request targets the server logged (a synchronous bridge to its async log).
    func targets() -> [String] {
        guard let server else { return [] }
        let result = Mutex<[String]>([])
        let done = DispatchSemaphore(value: 0)
        Task {
            let targets = (try? await server.requests().map(\.target)) ?? []
            result.withLock { $0 = targets }
            done.signal()
        }
        done.wait()
        return result.withLock { $0 }
    }

    /// Injects `fault` on `path` (a synchronous bridge to the async call).
    func inject(_ fault: FixtureServer.Fault, path: String, delay: TimeInterval) {
        guard let server else { return }
        let done = DispatchSemaphore(value: 0)
        Task {
            try? await server.inject(fault, path: path, times: 1, delay: delay)
            done.signal()
        }
        done.wait()
    }
}
