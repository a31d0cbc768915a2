import Foundation
import Synchronization
import TestSupport
import XCTest

/// The dashboard online in tmux against the loopback fixture server: one request per source at start (PrivatBank
/// twice: cash and card), `r` one more each but Monobank (at most one request per 5 minutes), `r` five times in a
/// row still only one more; the bank comparison shows Monobank's and the NBU's values. Waits are deadline polls
/// on conditions.
final class DashboardRefreshTmuxTests: TmuxTestCase {
    private var server: FixtureServer?
    private var cacheHome: URL?

    private let sourcePaths = ["/p24api/pubinfo", "/bank/currency", "/NBUStatService/v1/statdirectory/exchange",
                               "/v6/latest/USD", "/api/v3/coins/markets", "/v1/forecast"]

    override func tearDown() {
        super.tearDown()
        server?.stop()
        if let cacheHome { try? FileManager.default.removeItem(at: cacheHome) }
        (server, cacheHome) = (nil, nil)
    }

    /// The request count per path served so far (a synchronous bridge to the server's async log).
    private func counts(_ server: FixtureServer) -> [String: Int] {
        let result = Mutex<[String: Int]>([:])
        let done = DispatchSemaphore(value: 0)
        Task {
            let paths = (try? await server.requests().map(\.path)) ?? []
            result.withLock { counts in for path in paths { counts[path, default: 0] += 1 } }
            done.signal()
        }
        done.wait()
        return result.withLock { $0 }
    }

    private func sourceCounts(_ server: FixtureServer) -> [Int] {
        let all = counts(server)
        return sourcePaths.map { all[$0] ?? 0 }
    }

    func testOneRequestPerSourceAtStartAndROnceEvenWhenPressedFiveTimes() throws {
        let server = try FixtureServer()
        self.server = server
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("kurs-refresh-\(UUID().uuidString.prefix(8))")
        cacheHome = home
        var environment = server.processEnvironment(cacheHome: home)
        environment["KURS_OFFLINE"] = "0"
        let session = try TmuxSession(arguments: [], width: 120, height: 40, environment: environment)
        self.session = session

        // The first frame with network data: every source live (at 120 columns five sources take a shorter form of
        // the bar), none loading or updating.
        let live = session.waitFor { screen in
            guard let bar = screen.last else { return false }
            return bar.contains("live") && bar.contains("Privat") && bar.contains("Gecko")
                && !bar.contains("updating") && !bar.contains("loading")
        }
        XCTAssertNotNil(live, "no live data drawn:\n\(session.capturePane().joined(separator: "\n"))")
        XCTAssertNotNil(session.waitFor { _ in self.sourceCounts(server).allSatisfy { $0 >= 1 } }, "\(counts(server))")
        XCTAssertEqual(sourceCounts(server), [2, 1, 1, 1, 1, 1], "one request per source (the weather tile's forecast too): \(counts(server))")
        XCTAssertEqual(counts(server).values.reduce(0, +), 7, "nothing else: \(counts(server))")

        session.sendKeys("r")
        XCTAssertNotNil(session.waitFor { _ in self.sourceCounts(server) == [4, 1, 2, 2, 2, 2] }, "r: \(counts(server))")
        XCTAssertNotNil(session.waitFor { !($0.last ?? "").contains("updating") }, "r answered")

        // Five more presses within 30 s, then Enter: the coin detail's fetch proves the keys before it were read.
        session.sendKeys("r", "r", "r", "r", "r", "Enter")
        XCTAssertNotNil(session.waitFor { screen in
            screen.contains { $0.contains("Bitcoin (BTC)") } && (self.counts(server)["/api/v3/coins/bitcoin"] ?? 0) >= 1
        }, "detail: \(counts(server))")
        XCTAssertEqual(sourceCounts(server), [4, 1, 2, 2, 2, 2], "r five times in a row fetched nothing more: \(counts(server))")

        session.sendKeys("q", "q")
        XCTAssertEqual(session.waitForExit(), 0)
    }

    func testTheComparisonShowsMonobankAndTheNBUFromTheFixtureServer() throws {
        let server = try FixtureServer()
        self.server = server
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("kurs-compare-\(UUID().uuidString.prefix(8))")
        cacheHome = home
        var environment = server.processEnvironment(cacheHome: home)
        environment["KURS_OFFLINE"] = "0"
        let session = try TmuxSession(arguments: [], width: 120, height: 40, environment: environment)
        self.session = session
        // At 120 columns the comparison has two bands: PrivatBank cash and card, then Monobank, NBU, mid, spread.
        // USD: Monobank buys at 36.4 and sells at 37.4406 (2023-10-14), the NBU's rate is 41.4228 (2025-04-01),
        // open.er-api's mid 41.23; the spread is the best sale (Monobank's) less the best buy (PrivatBank card's).
        let screen = session.waitFor { screen in
            screen.contains { $0.contains("Monobank") && $0.contains("NBU") }
                && screen.contains { $0.hasPrefix("│ $  USD  36.40 37.44  41.42  41.23  -3.91 ") }
        }
        XCTAssertNotNil(screen, "no Monobank and NBU values:\n\(session.capturePane().joined(separator: "\n"))")
        let lines = screen ?? []
        XCTAssertTrue(lines.contains { $0.hasPrefix("│ $  USD  41.25 41.85  41.35 41.84 ") }, "PrivatBank cash and card")
        XCTAssertTrue(lines.contains { $0.hasPrefix("│ zł PLN      —     —  10.72 ") }, "Monobank has no PLN buy/sale")
        XCTAssertEqual(counts(server)["/bank/currency"], 1, "Monobank asked once")
        session.sendKeys("q")
        XCTAssertEqual(session.waitForExit(), 0)
    }
}
