import Foundation
@testable import KursApp
import KursCore
import XCTest

/// `FetchHold`: background fetches wait while urgent ones are in flight, at most `FetchHold.longest`; nothing
/// else waits.
final class FetchHoldTests: XCTestCase {
    private let rates = AnyResource(Resource.privatBank(.cash))
    private let markets = AnyResource(Resource.markets(vsCurrency: "usd"))
    private let monobank = AnyResource(Resource.monobank())
    private let nbu = AnyResource(Resource.nbu())
    private let forecast = Effect.weather(.loadForecast(.configured(.kyiv), units: .metric, generation: 4))

    func testBackgroundFetchesWaitForEveryUrgentOneAndStartInTheOrderAsked() {
        var hold = FetchHold()
        XCTAssertTrue(hold.admit(.fetch(rates, generation: 1), urgent: true, now: 10))
        XCTAssertTrue(hold.admit(.fetch(markets, generation: 2), urgent: true, now: 10))
        XCTAssertFalse(hold.admit(.fetch(monobank, generation: 3), urgent: false, now: 10))
        XCTAssertFalse(hold.admit(forecast, urgent: false, now: 10.1))
        XCTAssertFalse(hold.admit(.fetch(nbu, generation: 5), urgent: false, now: 10.2))
        XCTAssertEqual(hold.due, 10 + FetchHold.longest, "from the first held")
        XCTAssertEqual(hold.release(now: 10.2, frameDrawn: true), [], "both urgent fetches are in flight")
        hold.answered(rates.id)
        XCTAssertEqual(hold.release(now: 10.2, frameDrawn: true), [], "the coin list is still in flight")
        hold.answered(monobank.id)  // not an urgent one: changes nothing
        XCTAssertEqual(hold.release(now: 10.2, frameDrawn: true), [])
        hold.answered(markets.id)
        XCTAssertEqual(hold.release(now: 10.2, frameDrawn: false), [], "the frame showing the answers is not drawn yet")
        XCTAssertEqual(hold.release(now: 10.2, frameDrawn: true), [.fetch(monobank, generation: 3), forecast, .fetch(nbu, generation: 5)])
        XCTAssertEqual(hold.release(now: 10.2, frameDrawn: true), [], "released once")
        XCTAssertNil(hold.due)
        XCTAssertTrue(hold.admit(.fetch(nbu, generation: 6), urgent: false, now: 11), "nothing urgent in flight")
    }

    func testBackgroundFetchesStartAfterTheLongestWaitWhileTheUrgentOnesAreStillOut() {
        var hold = FetchHold()
        XCTAssertTrue(hold.admit(.fetch(markets, generation: 1), urgent: true, now: 0))
        XCTAssertFalse(hold.admit(.fetch(monobank, generation: 2), urgent: false, now: 1))
        XCTAssertEqual(hold.release(now: 1 + FetchHold.longest - 0.001, frameDrawn: true), [])
        XCTAssertEqual(hold.release(now: 1 + FetchHold.longest, frameDrawn: false), [.fetch(monobank, generation: 2)])
        XCTAssertFalse(hold.admit(.fetch(nbu, generation: 3), urgent: false, now: 2), "the coin list is still out")
        XCTAssertEqual(hold.due, 2 + FetchHold.longest, "a new wait")
    }

    func testASourceFetchedTwiceStaysInFlightUntilBothAnswered() {
        var hold = FetchHold()
        XCTAssertTrue(hold.admit(.fetch(markets, generation: 1), urgent: true, now: 0))
        XCTAssertTrue(hold.admit(.fetch(markets, generation: 2), urgent: true, now: 0))
        XCTAssertFalse(hold.admit(.fetch(nbu, generation: 3), urgent: false, now: 0))
        hold.answered(markets.id)
        XCTAssertEqual(hold.release(now: 0.1, frameDrawn: true), [])
        hold.answered(markets.id)
        XCTAssertEqual(hold.release(now: 0.1, frameDrawn: true), [.fetch(nbu, generation: 3)])
    }

    func testOnlyBackgroundFetchesAreHeld() {
        var hold = FetchHold()
        XCTAssertTrue(hold.admit(.fetch(markets, generation: 1), urgent: true, now: 0))
        let runAtOnce: [Effect] = [
            .weather(.loadForecast(.configured(.kyiv), units: .metric)),  // a city just added, or a cache read
            .weather(.search("Lviv")), .weather(.cachedForecast(.configured(.kyiv), units: .metric)),
            .loadSnapshot(nbu), .loadHistory(code: .usd, days: 30), .checkCoin(id: "bitcoin", vsCurrency: "usd"), .bell,
        ]
        for effect in runAtOnce { XCTAssertTrue(hold.admit(effect, urgent: false, now: 0), "\(effect)") }
        XCTAssertTrue(hold.held.isEmpty)
        XCTAssertNil(hold.due)
    }
}
