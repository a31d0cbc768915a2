import Foundation
@testable import KursApp
import KursCore
import TerminalUI
import TestSupport
import XCTest

/// The observable store and the event loop's decisions, with a fake terminal and a manual clock: frames only
/// after a change, the poll timeout capped at a minute, and a wall-clock jump reported on the next wake.
final class DashboardStoreLoopTests: XCTestCase {
    private let t0 = ReducerFixtures.t0

    func testAFrameIsDrawnOnlyAfterTheStoreChanged() {
        let store = DashboardStore(state: ReducerFixtures.loadedState())
        let frames = FrameInvalidation()
        var drawn: [TerminalSize] = []
        XCTAssertTrue(frames.needsFrame, "the first frame")
        frames.render(store) { drawn.append($0.screen.size) }
        XCTAssertFalse(frames.needsFrame, "nothing changed since")
        _ = store.send(.resize(width: 90, height: 30), now: t0)
        XCTAssertTrue(frames.needsFrame, "observed the change")
        frames.render(store) { drawn.append($0.screen.size) }
        XCTAssertEqual(drawn, [TerminalSize(width: 120, height: 40), TerminalSize(width: 90, height: 30)],
                       "the frame after onChange shows the new value")
        _ = store.send(.key(.tab), now: t0)
        XCTAssertTrue(frames.needsFrame, "tracking was registered again by the last render")
    }

    func testThePollTimeoutIsTheNextWakeCappedAtAMinute() {
        XCTAssertEqual(LoopTiming.pollTimeout(until: t0.addingTimeInterval(1.5), now: t0), 1500)
        XCTAssertEqual(LoopTiming.pollTimeout(until: t0.addingTimeInterval(-5), now: t0), 0)
        XCTAssertEqual(LoopTiming.pollTimeout(until: t0.addingTimeInterval(3600), now: t0), 60_000)
        XCTAssertEqual(LoopTiming.pollTimeout(until: nil, now: t0), 60_000)
    }

    /// An event loop online without a cache on a 120×`height` terminal, loading through `recorder`, with `.start`
    /// processed.
    private func startedLoop(_ recorder: RecordingLoader, clock: ManualClock, height: Int = 40) -> EventLoop {
        let loop = EventLoop(terminal: TestBackend(width: 120, height: height),
                             runner: EffectRunner(dataSource: recorder, inbox: MessageInbox(wake: {})),
                             state: ReducerFixtures.state(offline: false), clock: clock)
        var pending: [AppMessage] = [.start]
        XCTAssertNil(loop.process(&pending))
        return loop
    }

    func testAColdStartStartsItsFetchesBeforeTheSamplesAreDecodedAndBeforeTheFirstFrame() {
        let recorder = RecordingLoader()
        let loop = startedLoop(recorder, clock: ManualClock(now: t0), height: 29)
        let sources = loop.state.dashboardSources
        // Every source's fetch is under way when `.start` has been processed, before anything was drawn.
        XCTAssertEqual(sources.filter { loop.state.sources.scheduler.status(of: $0.id, now: t0).isFetching }.count,
                       sources.count)
        // The loader was asked for every cache entry; the samples wait for the fetches (`EventLoop.sampleGrace`).
        let asked = recorder.calls.filter { !$0.hasPrefix("fetch ") }
        XCTAssertEqual(asked, sources.map { "snapshot \($0.id)" })
    }

    /// A loader with no cache, the embedded samples of an offline repository, and fetches that either all answer
    /// (the sample, relabelled live) or all fail; it records which samples were asked for.
    private final class SampleLoader: ResourceLoading, @unchecked Sendable {
        let samples: DataRepository
        let answers: Bool
        private let lock = NSLock()
        private var asked: [ResourceID] = []
        var samplesAsked: [ResourceID] { lock.withLock { asked } }

        init(answers: Bool) throws {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kurs-loop-\(UUID().uuidString)")
            var environment = try KursEnvironment(variables: ["XDG_CACHE_HOME": directory.path, "KURS_OFFLINE": "1"],
                                                  homeDirectory: directory)
            environment.offline = true
            samples = DataRepository(environment: environment)
            self.answers = answers
        }

        func cached<Value>(_ resource: Resource<Value>) -> Loaded<Value>? { nil }

        func embedded<Value>(_ resource: Resource<Value>) -> Loaded<Value>? {
            lock.withLock { asked.append(resource.id) }
            return samples.embedded(resource)
        }

        func fetch<Value>(_ resource: Resource<Value>) async throws(FetchError) -> Loaded<Value> {
            guard answers, var value = samples.embedded(resource) else { throw .timeout }
            value.fetched.origin = .live
            return value
        }
    }

    /// An event loop online, without a cache, on a 120x29 `terminal`, whose fetches answer with the samples.
    private func onlineLoop(clock: ManualClock, terminal: TestBackend = TestBackend(width: 120, height: 29)) throws -> EventLoop {
        EventLoop(terminal: terminal,
                  runner: EffectRunner(dataSource: try SampleLoader(answers: true), inbox: MessageInbox(wake: {})),
                  state: ReducerFixtures.state(offline: false), clock: clock)
    }

    /// Runs `loop` from `.start` until every dashboard source's fetch result came back through its inbox (10 s at
    /// most), with whatever else came meanwhile (the forecast). The background fetches are let go first
    /// (`FetchHold.longest` later on `clock`, before `EventLoop.sampleGrace`), so that every result is there before
    /// any is processed.
    private func startAndTakeResults(_ loop: EventLoop, clock: ManualClock) -> [AppMessage] {
        var pending: [AppMessage] = [.start]
        XCTAssertNil(loop.process(&pending))
        XCTAssertLessThan(FetchHold.longest, EventLoop.sampleGrace)
        clock.advance(by: FetchHold.longest)
        loop.releaseHeldFetches()
        return takeResults(loop, of: Set(loop.state.dashboardSources.map(\.id)))
    }

    /// The messages `loop`'s inbox gathers until the fetch results of `ids` are among them (10 s at most).
    private func takeResults(_ loop: EventLoop, of ids: Set<ResourceID>) -> [AppMessage] {
        var results: [AppMessage] = []
        _ = Deadline.poll(timeout: 10) { () -> Bool? in
            results += loop.gatherMessages()
            return ids.isSubset(of: results.compactMap(\.fetchResultID)) ? true : nil
        }
        return results
    }

    /// The ids `recorder` was asked to fetch, once `count` were asked (10 s at most: fetches run as tasks).
    private func fetched(_ recorder: RecordingLoader, count: Int) -> Set<String> {
        let calls = { Set(recorder.calls.filter { $0.hasPrefix("fetch ") }.map { String($0.dropFirst(6)) }) }
        _ = Deadline.poll(timeout: 10) { calls().count >= count ? true : nil }
        return calls()
    }

    /// A cold start fetches the bank rates and the coin list first; the other sources' fetches start once those
    /// have answered and the frame showing them is drawn (`FetchHold`).
    func testAColdStartFetchesTheMainSourcesFirstAndTheOthersOnceTheyAnswered() {
        let recorder = RecordingLoader()
        let loop = startedLoop(recorder, clock: ManualClock(now: t0))
        let main = Set(loop.state.mainSourceIDs.map { "\($0)" })
        let all = Set(loop.state.dashboardSources.map { "\($0.id)" })
        XCTAssertEqual(main.count, 2)
        XCTAssertGreaterThan(all.count, 4)
        XCTAssertTrue(loop.state.dashboardSources.allSatisfy { loop.state.sources.scheduler.isInFlight($0.id) },
                      "every source is loading")
        XCTAssertEqual(fetched(recorder, count: 2), main, "the main sources only")
        // Their answers (failures here) come back; until the loop has read them, the others wait.
        var answers = takeResults(loop, of: Set(loop.state.mainSourceIDs))
        loop.releaseHeldFetches()
        XCTAssertEqual(fetched(recorder, count: 2), main, "not read yet")
        XCTAssertNil(loop.process(&answers))
        loop.releaseHeldFetches()
        XCTAssertEqual(fetched(recorder, count: 2), main, "read, but their frame is not drawn yet")
        XCTAssertTrue(loop.drawIfNeeded())
        loop.releaseHeldFetches()
        XCTAssertEqual(fetched(recorder, count: all.count), all, "then the others")
    }

    /// When the main sources are slow, the others wait `FetchHold.longest` for them, no longer.
    func testTheOtherSourcesWaitForSlowMainSourcesNoLongerThanTheLongestHold() {
        let recorder = RecordingLoader()
        let clock = ManualClock(now: t0)
        let loop = startedLoop(recorder, clock: clock)
        let main = Set(loop.state.mainSourceIDs.map { "\($0)" })
        XCTAssertEqual(fetched(recorder, count: 2), main)
        // The answers are not read: as if they had not come.
        clock.advance(by: FetchHold.longest - 0.01)
        loop.releaseHeldFetches()
        XCTAssertEqual(fetched(recorder, count: 2), main)
        clock.advance(by: 0.01)
        loop.releaseHeldFetches()
        let all = Set(loop.state.dashboardSources.map { "\($0.id)" })
        XCTAssertEqual(fetched(recorder, count: all.count), all)
    }

    func testAnOnlineStartWhoseFetchesAnswerInTimeNeverDecodesASample() throws {
        let loader = try SampleLoader(answers: true)
        let clock = ManualClock(now: t0)
        let loop = EventLoop(terminal: TestBackend(width: 120, height: 29),
                             runner: EffectRunner(dataSource: loader, inbox: MessageInbox(wake: {})),
                             state: ReducerFixtures.state(offline: false), clock: clock)
        var results = startAndTakeResults(loop, clock: clock)
        XCTAssertNil(loop.process(&results))
        clock.advance(by: EventLoop.sampleGrace + 1)
        var later = loop.gatherMessages()
        XCTAssertNil(loop.process(&later))
        // The sources with an embedded sample answered (the others, Monobank and the NBU, have none to answer
        // with here: their fetches failed, and their samples were looked for then).
        let withSample = loop.state.dashboardSources.filter { $0.embedded(from: loader.samples) != nil }.map(\.id)
        XCTAssertEqual(withSample.count, 4)
        XCTAssertEqual(Set(loader.samplesAsked).intersection(withSample), [], "answered before their samples were needed")
        XCTAssertTrue(loop.state.showsData(now: clock.now))
        XCTAssertEqual(loop.state.sources.values[Resource.privatBank(.cash).id]?.origin, .live)
    }

    func testAFetchThatFailsShowsItsSampleWithTheFailure() throws {
        let loader = try SampleLoader(answers: false)
        let clock = ManualClock(now: t0)
        let loop = EventLoop(terminal: TestBackend(width: 120, height: 29),
                             runner: EffectRunner(dataSource: loader, inbox: MessageInbox(wake: {})),
                             state: ReducerFixtures.state(offline: false), clock: clock)
        let sources = loop.state.dashboardSources
        var results = startAndTakeResults(loop, clock: clock)
        XCTAssertEqual(loader.samplesAsked, [], "not before the failures are read")
        XCTAssertNil(loop.process(&results))
        XCTAssertEqual(Set(loader.samplesAsked), Set(sources.map(\.id)))
        let cash = Resource.privatBank(.cash).id
        guard case .embeddedSample? = loop.state.sources.values[cash]?.origin else {
            return XCTFail("the sample: \(String(describing: loop.state.sources.values[cash]?.origin))")
        }
        guard case .failed = loop.state.status(of: cash, now: clock.now) else {
            return XCTFail("the failure is said over the sample: \(loop.state.status(of: cash, now: clock.now))")
        }
    }

    /// A burst of answers is drawn once: while fetches are in flight a frame waits `burstFrameInterval` after the
    /// last one, a key is drawn at once, and so is the answer that leaves nothing in flight.
    func testAnswersArrivingTogetherAreDrawnOnceAndKeysAtOnce() throws {
        let clock = ManualClock(now: t0)
        let terminal = TestBackend(width: 120, height: 29)
        let loop = try onlineLoop(clock: clock, terminal: terminal)
        let results = startAndTakeResults(loop, clock: clock)
        XCTAssertTrue(loop.frameMayBeDrawn(userInput: false), "the first frame at once")
        XCTAssertTrue(loop.drawIfNeeded())
        // Two answers that leave the bank rates or the coin list out (those two together are drawn at once).
        let main = loop.state.mainSourceIDs
        let others = results.filter { !Self.isLoaded($0, main) }
        var first = Array(others.prefix(2))
        XCTAssertNil(loop.process(&first))
        XCTAssertTrue(loop.state.sources.scheduler.hasFetchInFlight)
        XCTAssertFalse(loop.frameMayBeDrawn(userInput: false), "held back while the others are on their way")
        XCTAssertTrue(loop.frameMayBeDrawn(userInput: true), "a key is drawn at once")
        clock.advance(by: EventLoop.burstFrameInterval)
        XCTAssertTrue(loop.frameMayBeDrawn(userInput: false), "drawn once the interval has passed")
        var rest = Array(others.dropFirst(2)) + results.filter { Self.isLoaded($0, main) }
        XCTAssertNil(loop.process(&rest))
        XCTAssertFalse(loop.state.sources.scheduler.hasFetchInFlight)
        XCTAssertTrue(loop.frameMayBeDrawn(userInput: false), "the last answer at once")
        XCTAssertTrue(loop.drawIfNeeded())
        XCTAssertEqual(terminal.drawCalls, 2)
    }

    /// During a burst, the answer that first shows the bank rates and the coin list together is drawn at once; the
    /// answers before and after it wait for the interval.
    func testTheFrameThatFirstShowsTheRatesAndTheCoinsIsDrawnAtOnce() throws {
        let terminal = TestBackend(width: 120, height: 29)
        let clock = ManualClock(now: t0)
        let loop = try onlineLoop(clock: clock, terminal: terminal)
        let results = startAndTakeResults(loop, clock: clock)
        XCTAssertTrue(loop.drawIfNeeded(), "the first frame: loading")
        let (rates, markets) = (loop.state.mainSourceIDs[0], loop.state.mainSourceIDs[1])
        let others = results.filter { !Self.isLoaded($0, [rates, markets]) }
        let ratesAnswer = try XCTUnwrap(results.first { Self.isLoaded($0, [rates]) })
        let marketsAnswer = try XCTUnwrap(results.first { Self.isLoaded($0, [markets]) })
        XCTAssertGreaterThanOrEqual(others.count, 2)
        for (messages, atOnce, why) in [([others[0]], false, "another source's answer waits"),
                                         ([ratesAnswer], false, "the rates without the coins wait"),
                                         ([marketsAnswer], true, "the rates and the coins together: at once")] {
            var batch = messages
            XCTAssertNil(loop.process(&batch))
            XCTAssertTrue(loop.state.sources.scheduler.hasFetchInFlight)
            XCTAssertEqual(loop.frameMayBeDrawn(userInput: false), atOnce, why)
        }
        XCTAssertTrue(loop.drawIfNeeded())
        var next = [others[1]]
        XCTAssertNil(loop.process(&next))
        XCTAssertFalse(loop.frameMayBeDrawn(userInput: false), "after that frame, answers wait again")
        XCTAssertEqual(terminal.drawCalls, 2)
    }

    /// Urgent fetches: the bank rates, the coin list and what the dashboard does not load in the background.
    func testUrgentFetchesAreTheMainSourcesAndWhatTheUserOpened() {
        let state = ReducerFixtures.state(offline: false)
        XCTAssertTrue(state.isUrgent(state.bankRatesResource.id))
        XCTAssertTrue(state.isUrgent(state.marketsResource.id))
        XCTAssertTrue(state.isUrgent(Resource.coinDetail(id: "bitcoin").id), "a coin's detail")
        XCTAssertFalse(state.isUrgent(Resource.monobank().id))
        XCTAssertFalse(state.isUrgent(Resource.nbu().id))
        XCTAssertFalse(state.isUrgent(state.midMarketResource.id))
    }

    /// Whether `message` is a fetch result of one of `ids`.
    static func isLoaded(_ message: AppMessage, _ ids: [ResourceID]) -> Bool {
        guard case .loaded(let value, _, _) = message else { return false }
        return ids.contains(value.id)
    }

    func testWithNoAnswerByTheGraceTheSamplesAreShown() throws {
        let recorder = RecordingLoader()
        let clock = ManualClock(now: t0)
        let loop = EventLoop(terminal: TestBackend(width: 120, height: 29),
                             runner: EffectRunner(dataSource: recorder, inbox: MessageInbox(wake: {})),
                             state: ReducerFixtures.state(offline: false), clock: clock)
        var pending: [AppMessage] = [.start]
        XCTAssertNil(loop.process(&pending))
        // The fetches' failures are not read here: as if no answer came.
        clock.advance(by: EventLoop.sampleGrace - 0.1)
        var early: [AppMessage] = [.tick]
        XCTAssertNil(loop.process(&early))
        XCTAssertFalse(recorder.calls.contains { $0.hasPrefix("sample ") })
        clock.advance(by: 0.1)
        var due: [AppMessage] = []
        XCTAssertNil(loop.process(&due))
        XCTAssertEqual(recorder.calls.filter { $0.hasPrefix("sample ") }.count, loop.state.dashboardSources.count)
    }

    func testTheLoopDrawsOnceForIdleWakesAndReportsAClockJump() {
        let clock = ManualClock(now: t0)
        // 29 rows: no weather tile, so no forecast answer arrives during the idle minute.
        let terminal = TestBackend(width: 120, height: 29)
        var state = ReducerFixtures.state(offline: true)
        state.screen.size = TerminalSize(width: 120, height: 29)
        let loop = EventLoop(terminal: terminal,
                             runner: EffectRunner(dataSource: RecordingLoader(), inbox: MessageInbox(wake: {})),
                             state: state, clock: clock)
        var pending: [AppMessage] = [.start]
        XCTAssertNil(loop.process(&pending))
        XCTAssertTrue(loop.drawIfNeeded())
        XCTAssertEqual(terminal.drawCalls, 1)
        // An idle minute passes: no messages, no frame.
        clock.advance(by: 60)
        var idle = loop.gatherMessages()
        XCTAssertTrue(idle.isEmpty)
        XCTAssertNil(loop.process(&idle))
        XCTAssertFalse(loop.drawIfNeeded())
        XCTAssertEqual(terminal.drawCalls, 1)
        // A suspend of 8 hours: the wall clock jumped, the monotonic one did not.
        clock.jumpWall(by: 8 * 3600)
        let resumed = loop.gatherMessages()
        XCTAssertTrue(resumed.contains { if case .clockJumped = $0 { return true } else { return false } })
        terminal.type(.tab)
        var keys = loop.gatherMessages()
        XCTAssertNil(loop.process(&keys))
        XCTAssertTrue(loop.drawIfNeeded(), "a key changed the store")
        XCTAssertEqual(loop.state.screen.focus, .rates)
    }

    func testFramesAreRecordedAndAnIdenticalFrameWritesNothing() throws {
        let terminal = TestBackend(width: 120, height: 40)
        let loop = EventLoop(terminal: terminal,
                             runner: EffectRunner(dataSource: RecordingLoader(), inbox: MessageInbox(wake: {})),
                             state: ReducerFixtures.loadedState(), clock: ManualClock(now: t0))
        XCTAssertTrue(loop.drawIfNeeded())
        let first = try XCTUnwrap(terminal.lastFrame)
        XCTAssertEqual(first, DashboardView.render(loop.state, now: t0), "the frame is the view of the state")
        XCTAssertEqual(first.area, Rect(x: 0, y: 0, width: 120, height: 40))
        // A resize to the same size: the store changed, so the loop draws, but nothing on screen changed.
        var same: [AppMessage] = [.resize(width: 120, height: 40)]
        XCTAssertNil(loop.process(&same))
        XCTAssertTrue(loop.drawIfNeeded(), "the store was written")
        XCTAssertEqual(terminal.drawCalls, 2)
        XCTAssertEqual(terminal.frames.count, 1, "the identical frame wrote nothing")
        // A key that moves the focus: a new frame, different from the first.
        terminal.type(.tab)
        var keys = loop.gatherMessages()
        XCTAssertNil(loop.process(&keys))
        XCTAssertTrue(loop.drawIfNeeded())
        XCTAssertEqual(terminal.frames.count, 2)
        XCTAssertNotEqual(terminal.frames[1], first)
    }

    func testAResizeEventAndAResumeDrawTheNewSizeAtOnce() throws {
        let terminal = TestBackend(width: 120, height: 40)
        let loop = EventLoop(terminal: terminal,
                             runner: EffectRunner(dataSource: RecordingLoader(), inbox: MessageInbox(wake: {})),
                             state: ReducerFixtures.loadedState(), clock: ManualClock(now: t0))
        XCTAssertTrue(loop.drawIfNeeded())
        terminal.resize(width: 80, height: 24)
        var resized = loop.gatherMessages()
        XCTAssertNil(loop.process(&resized))
        XCTAssertEqual(loop.state.screen.size, TerminalSize(width: 80, height: 24))
        XCTAssertTrue(loop.drawIfNeeded())
        XCTAssertEqual(terminal.lastFrame?.area, Rect(x: 0, y: 0, width: 80, height: 24))
        // Ctrl-Z then fg: the loop suspends, and on resume repaints the same frame in full.
        terminal.pendingSignals = [.stop]
        var stopped = loop.gatherMessages()
        XCTAssertEqual(terminal.suspensions, 1)
        XCTAssertNil(loop.process(&stopped))
        terminal.pendingSignals = [.resumed]
        var continued = loop.gatherMessages()
        XCTAssertNil(loop.process(&continued))
        XCTAssertTrue(loop.drawIfNeeded(), "a resume draws even though nothing changed")
        XCTAssertEqual(terminal.frames.count, 3, "the first, the resized and the repainted frame")
        XCTAssertEqual(terminal.frames[2], terminal.frames[1])
    }

    func testRunDrawsWaitsAndEndsTheTerminalOnAQuitSignal() throws {
        let terminal = TestBackend(width: 120, height: 40)
        terminal.pendingSignals = [.resumed, .quit(signal: SIGTERM)]
        let loop = EventLoop(terminal: terminal,
                             runner: EffectRunner(dataSource: RecordingLoader(), inbox: MessageInbox(wake: {})),
                             state: ReducerFixtures.state(offline: true), clock: ManualClock(now: t0))
        XCTAssertEqual(loop.run(), 128 + SIGTERM)
        XCTAssertEqual(terminal.frames.count, 1, "the first frame, then the quit")
        XCTAssertEqual(terminal.waits, [60_000], "offline with nothing due: one wait of the longest timeout")
        XCTAssertTrue(terminal.hasEnded)
    }

    func testTheCoinListScrollsAtRenderTimeTheLeastNeeded() throws {
        let names = (0..<100).map { ("C\($0)", String(format: "Coin%03d", $0)) }
        let hundred = ReducerFixtures.coins(names)
        let terminal = TestBackend(width: 60, height: 20)
        let loop = EventLoop(terminal: terminal,
                             runner: EffectRunner(dataSource: RecordingLoader(), inbox: MessageInbox(wake: {})),
                             state: AppState(size: TerminalSize(width: 60, height: 20), isOffline: true, paneMode: .coins),
                             clock: ManualClock(now: t0))
        var pending: [AppMessage] = [.start, .loaded(ReducerFixtures.markets, .markets(hundred), generation: 0, isSnapshot: true)]
        XCTAssertNil(loop.process(&pending))
        XCTAssertTrue(loop.drawIfNeeded())
        // 50 rows down in one batch: the pane (20 rows: borders and the header take 3) scrolls the least needed,
        // so row 50 is the last one shown.
        terminal.pendingEvents = Array(repeating: .key(.down), count: 50)
        var keys = loop.gatherMessages()
        XCTAssertNil(loop.process(&keys))
        XCTAssertTrue(loop.drawIfNeeded())
        XCTAssertEqual(loop.state.screen.coinsSelection, 50)
        var lines = try XCTUnwrap(terminal.lastFrame).lines()
        XCTAssertTrue(lines[2].contains("Coin034"), lines.joined(separator: "\n"))
        XCTAssertTrue(lines[18].contains("Coin050"), lines.joined(separator: "\n"))
        XCTAssertEqual(loop.offsets.coins.offset, 34)
        // One row up: the selection moves within the view; the view does not jump.
        terminal.type(.up)
        var up = loop.gatherMessages()
        XCTAssertNil(loop.process(&up))
        XCTAssertTrue(loop.drawIfNeeded())
        lines = try XCTUnwrap(terminal.lastFrame).lines()
        XCTAssertTrue(lines[2].contains("Coin034"), lines.joined(separator: "\n"))
        XCTAssertTrue(lines[18].contains("Coin050"), lines.joined(separator: "\n"))
        XCTAssertEqual(loop.offsets.coins.offset, 34)
        XCTAssertEqual(terminal.lastFrame?[10, 17]?.style.modifiers.contains(.reverse), true,
                       "row 49 is highlighted")
        // 16 more rows up reach row 33, one above the view: it scrolls by one row.
        terminal.pendingEvents = Array(repeating: .key(.up), count: 16)
        var more = loop.gatherMessages()
        XCTAssertNil(loop.process(&more))
        XCTAssertTrue(loop.drawIfNeeded())
        lines = try XCTUnwrap(terminal.lastFrame).lines()
        XCTAssertTrue(lines[2].contains("Coin033"), lines.joined(separator: "\n"))
        XCTAssertEqual(loop.offsets.coins.offset, 33)
    }
}
