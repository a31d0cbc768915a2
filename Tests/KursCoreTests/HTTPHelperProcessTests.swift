import Foundation
import XCTest
@testable import KursCore
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

#if os(Linux)
/// The dashboard's transport, a `kurs __transfer` helper process per request (the real binary, `KURS_BIN`), against
/// the loopback fixture server: the same answers and the same errors as libcurl in the process, keys through the
/// helper's stdin only, a helper that fails or is cancelled never leaves a wrong response or a process behind.
final class HTTPHelperProcessTests: XCTestCase {
    var server: FixtureServer!
    let ratesPath = "/v6/latest/USD"
    let marketsPath = "/api/v3/coins/markets"

    override func setUpWithError() throws {
        guard FileManager.default.isExecutableFile(atPath: TmuxSession.kursBinary) else {
            throw XCTSkip("no kurs binary at \(TmuxSession.kursBinary): set KURS_BIN")
        }
        server = try FixtureServer()
    }
    override func tearDown() { server?.stop() }

    func client(executable: String = TmuxSession.kursBinary, maxBodyBytes: Int = HTTPClient.defaultMaxBodyBytes,
                request: TimeInterval = 10) -> HTTPClient {
        HTTPClient(timeouts: .init(connect: 2, request: request), retryPolicy: RetryPolicy(maxRetries: 0),
                   maxBodyBytes: maxBodyBytes, transport: .helperProcess(executable: executable))
    }

    var ratesURL: URL { server.baseURL.appendingPathComponent("v6/latest/USD") }
    var marketsURL: URL { server.coinGeckoBaseURL.appendingPathComponent("coins/markets") }

    func testTheAnswerIsTheFixtureByteForByteWithItsHeaders() async throws {
        let response = try await client().get(HTTPRequest(url: ratesURL))
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.body, Fixtures.data("er-api-latest-usd.json"))
        XCTAssertEqual(response.headers["content-type"], "application/json")
        XCTAssertNotNil(response.headers["etag"])
    }

    func testGzipIsDecompressedAndAKeyReachesTheServerOnlyAsAHeader() async throws {
        try await server.inject(.gzip, path: marketsPath)
        let request = HTTPRequest(url: marketsURL, headers: ["x-cg-demo-api-key": "CG-secret"], sensitiveHeaders: ["x-cg-demo-api-key"])
        let response = try await client().get(request)
        XCTAssertEqual(response.body, Fixtures.data("coingecko-markets-usd-100.json"))
        let logged = try await server.requests()
        XCTAssertEqual(logged.last?.headers["x-cg-demo-api-key"], "CG-secret")
        XCTAssertEqual(logged.last?.headers["user-agent"], HTTPClient.userAgent)
    }

    func testStatusesMapAsInTheProcess() async throws {
        try await server.inject(.rateLimited, path: ratesPath, times: 1)
        let limited = await fetchError { try await self.client().get(HTTPRequest(url: self.ratesURL)) }
        guard case .rateLimited(let retryAfter)? = limited else { return XCTFail("\(String(describing: limited))") }
        XCTAssertNotNil(retryAfter)
        try await server.inject(.notFound, path: ratesPath, times: 1)
        let missing = await fetchError { try await self.client().get(HTTPRequest(url: self.ratesURL)) }
        guard case .notFound? = missing else { return XCTFail("\(String(describing: missing))") }
        try await server.inject(.internalServerError, path: ratesPath, times: 1)
        let failed = await fetchError { try await self.client().get(HTTPRequest(url: self.ratesURL)) }
        XCTAssertEqual(failed, .serverError(status: 500))
    }

    func testTheBodyCapHoldsInTheHelper() async throws {
        try await server.inject(.huge, path: marketsPath, size: (64 << 10) + 1)
        let error = await fetchError { try await self.client(maxBodyBytes: 64 << 10).get(HTTPRequest(url: self.marketsURL)) }
        XCTAssertEqual(error, .unexpectedContent("response too large (over 64 KB)"))
    }

    func testARedirectToAnotherHostDoesNotCarryTheKey() async throws {
        let other = try FixtureServer()
        defer { other.stop() }
        try await server.inject(.redirect, path: marketsPath, location: "http://localhost:\(other.port)\(marketsPath)")
        let request = HTTPRequest(url: marketsURL, headers: ["x-cg-demo-api-key": "CG-secret"], sensitiveHeaders: ["x-cg-demo-api-key"])
        _ = try await client().get(request)
        let second = try await other.requests()
        XCTAssertEqual(second.map(\.path), [marketsPath])
        XCTAssertNil(second[0].headers["x-cg-demo-api-key"])
    }

    func testAHeaderWithACarriageReturnNeverComesBack() async throws {
        try await server.inject(.etagWithCR, path: ratesPath)
        let response = try await client().get(HTTPRequest(url: ratesURL))
        XCTAssertNil(response.headers["etag"])
        XCTAssertEqual(response.body, Fixtures.data("er-api-latest-usd.json"))
    }

    func testASlowServerTimesOutAndNothingIsRefusedAsOffline() async throws {
        try await server.inject(.slow, path: ratesPath, delay: 30)
        let slow = await fetchError { try await self.client(request: 1).get(HTTPRequest(url: self.ratesURL)) }
        XCTAssertEqual(slow, .timeout)
        let closed = URL(string: "http://127.0.0.1:9/v6/latest/USD")!  // the discard port: nothing listens
        let refused = await fetchError { try await self.client().get(HTTPRequest(url: closed)) }
        XCTAssertEqual(refused, .offline)
    }

    func testAHelperThatIsNotKursIsTransportUnavailableNotAResponse() async throws {
        let silent = await fetchError { try await self.client(executable: "/bin/true").get(HTTPRequest(url: self.ratesURL)) }
        guard case .transportUnavailable(let why)? = silent else { return XCTFail("\(String(describing: silent))") }
        XCTAssertTrue(["the HTTP helper (kurs __transfer) exited with status 0 without an answer",
                       "the HTTP helper (kurs __transfer) stopped reading"].contains(why), why)
        let missing = await fetchError { try await self.client(executable: "/nonexistent/kurs").get(HTTPRequest(url: self.ratesURL)) }
        XCTAssertEqual(missing, .transportUnavailable("the HTTP helper could not start: No such file or directory"))
        let echo = await fetchError { try await self.client(executable: "/bin/cat").get(HTTPRequest(url: self.ratesURL)) }
        guard case .transportUnavailable? = echo else { return XCTFail("cat echoes the request, not an answer: \(String(describing: echo))") }
    }

    func testCancellingKillsTheHelperAndReapsIt() async throws {
        try await server.inject(.slow, path: ratesPath, delay: 30)
        let client = self.client(request: 60)
        let url = ratesURL
        let task = Task { () -> FetchError? in
            do throws(FetchError) { _ = try await client.get(HTTPRequest(url: url)); return nil } catch { return error }
        }
        let deadline = Date().addingTimeInterval(10)
        while try await server.requestCount(path: ratesPath) == 0, Date() < deadline { await Task.yield() }
        task.cancel()
        let outcome = await task.value
        XCTAssertEqual(outcome, .offline)
        let ended = await Self.noChildren(within: 40)
        XCTAssertTrue(ended, "the helper ends when its transfer does, and is reaped: \(Self.children())")
    }

    func testRequestsStartedTogetherShareOneHelperThatEndsWhenIdle() async throws {
        try await server.inject(.slow, path: ratesPath, delay: 1)
        let client = self.client()
        let url = ratesURL
        let tasks = (0..<5).map { _ in Task { try await client.get(HTTPRequest(url: url)) } }
        let deadline = Date().addingTimeInterval(10)
        while try await server.requestCount(path: ratesPath) < 5, Date() < deadline { await Task.yield() }
        XCTAssertEqual(Self.children().count, 1, "five requests in flight, one helper")
        for task in tasks {
            let body = try await task.value.body
            XCTAssertEqual(body, Fixtures.data("er-api-latest-usd.json"))
        }
        let ended = await Self.noChildren(within: 10)
        XCTAssertTrue(ended, "the helper ends a second after its last answer")
    }

    func testAPrestartedHelperServesTheNextRequestsAndEndsWhenNoneCome() async throws {
        let settled = await Self.noChildren(within: 10)
        XCTAssertTrue(settled, "an earlier test's helper has ended")
        let client = self.client()
        client.prepareTransport()
        XCTAssertEqual(Self.children().count, 1, "the helper started before any request")
        let started = Self.children()
        let response = try await client.get(HTTPRequest(url: ratesURL))
        XCTAssertEqual(response.body, Fixtures.data("er-api-latest-usd.json"))
        XCTAssertEqual(Self.children(), started, "the request went to the helper already started")
        let ended = await Self.noChildren(within: 10)
        XCTAssertTrue(ended, "the helper ends a second after its answer")
        client.prepareTransport()
        XCTAssertEqual(Self.children().count, 1)
        let unused = await Self.noChildren(within: 10)
        XCTAssertTrue(unused, "a helper no request came to ends too")
        HTTPClient(transport: .inProcess).prepareTransport()
        XCTAssertTrue(Self.children().isEmpty, "nothing to start in process")
    }

    func testAPrestartedHelperThatDiedIsReplacedForTheFirstRequest() async throws {
        let settled = await Self.noChildren(within: 10)
        XCTAssertTrue(settled)
        let client = self.client()
        client.prepareTransport()
        let started = try XCTUnwrap(Self.children().first)
        kill(started, SIGKILL)
        // Dead (a zombie until its reader reaps it, or gone) before the request is made.
        let deadline = Date().addingTimeInterval(10)
        while let stat = try? String(contentsOfFile: "/proc/\(started)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")"), !stat[stat.index(after: close)...].hasPrefix(" Z"), Date() < deadline {
            await Task.yield()
        }
        let response = try await client.get(HTTPRequest(url: ratesURL))
        XCTAssertEqual(response.body, Fixtures.data("er-api-latest-usd.json"), "answered by a new helper")
        let ended = await Self.noChildren(within: 10)
        XCTAssertTrue(ended)
    }

    /// Polls until this process has no child (other than the fixture server), up to `seconds`.
    func testARequestIsNeverWrittenWhereItCouldWaitOnTheCallersThread() throws {
        // A helper that never reads its stdin: writes that fit go out at once, and once its socket has no room
        // `deliverWithoutWaiting` says so (nil) instead of blocking; `deliver`, on a request's own thread, is the
        // one that may wait. The dashboard's one effects thread only ever calls the first.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kurs-deaf-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let deaf = directory.appendingPathComponent("deaf-helper").path
        try "#!/bin/sh\nexec sleep 60\n".write(toFile: deaf, atomically: true, encoding: .utf8)
        XCTAssertEqual(chmod(deaf, 0o755), 0)
        let pool = HelperProcessPool.shared(for: deaf)
        func request(padding: Int) -> TransferMessage.Request {
            TransferMessage.Request(url: ratesURL, headers: ["X-Padding": String(repeating: "x", count: padding)],
                                    timeouts: .init(connect: 1, request: 1), maxBodyBytes: 1 << 20)
        }
        XCTAssertNil(pool.deliverWithoutWaiting(request(padding: 0), slot: .init()), "no helper yet: left to `deliver`")
        guard case .success = pool.deliver(request(padding: 0), slot: .init()) else { return XCTFail("the helper starts") }
        let started = Date()
        var quick = 0
        while case .success? = pool.deliverWithoutWaiting(request(padding: 8 << 10), slot: .init()) {
            quick += 1
            if quick > 10_000 { break }
        }
        XCTAssertGreaterThan(quick, 0, "a frame that fits goes out at once")
        XCTAssertLessThan(quick, 10_000, "a full socket is said, not waited on")
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
        XCTAssertNil(pool.deliverWithoutWaiting(request(padding: HelperProcessPool.quickFrameLimit), slot: .init()),
                     "a large frame is left to `deliver`")
        for child in Self.children() { kill(child, SIGKILL) }
    }

    static func noChildren(within seconds: TimeInterval) async -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !children().isEmpty {
            guard Date() < deadline else { return false }
            await Task.yield()
        }
        return true
    }

    /// The pids of this process's children (`/proc/*/stat` naming it as parent).
    static func children() -> [Int32] {
        let me = getpid()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap(Int32.init).filter { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            // A child can end between the two reads: then its command line is gone and it is no longer a child.
            guard fields.count > 2, Int32(fields[1]) == me,
                  let commandLine = try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8) else { return false }
            return !commandLine.contains("fixture_server")
        }
    }
}
#endif
