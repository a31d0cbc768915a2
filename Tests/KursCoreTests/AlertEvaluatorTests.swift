import Foundation
import XCTest
import TestSupport
@testable import KursCore

/// Alerts trigger once per crossing, re-arm when the value crosses back, and are stored under the lock.
final class AlertEvaluatorTests: XCTestCase {
    private func d(_ text: String) -> Decimal { Decimal(string: text)! }
    /// 2026-03-04 05:06:07 UTC.
    let start = Date(timeIntervalSince1970: 1_772_600_767)

    private func prices(_ bitcoin: String, change: String = "0") -> AlertValues {
        AlertValues(vsCurrency: "USD", prices: ["bitcoin": d(bitcoin)], changes24h: ["bitcoin": d(change)])
    }

    func testAPriceAlertTriggersOncePerCrossingAndReArmsWhenItCrossesBack() throws {
        let clock = ManualClock(now: start)
        var list = AlertList()
        let alert = try list.add(.price, .above, target: "Bitcoin", threshold: 70000, vsCurrency: "usd")
        XCTAssertEqual(alert.id, 1)
        XCTAssertEqual(alert.target, "bitcoin")

        XCTAssertEqual(list.evaluate(prices("69999.99"), now: clock.now), [])
        XCTAssertEqual(list.alerts[0].state, .armed)
        XCTAssertEqual(list.alerts[0].value, d("69999.99"))

        clock.advance(by: 300)
        let crossed = list.evaluate(prices("70000"), now: clock.now)
        XCTAssertEqual(crossed.map(\.id), [1], "reaching the level counts")
        XCTAssertEqual(list.alerts[0].state, .triggered)
        XCTAssertEqual(list.alerts[0].triggeredAt, start.addingTimeInterval(300))

        clock.advance(by: 300)
        XCTAssertEqual(list.evaluate(prices("71500.5"), now: clock.now), [], "still above: no second ring")
        XCTAssertEqual(list.alerts[0].triggeredAt, start.addingTimeInterval(300))
        XCTAssertEqual(list.alerts[0].value, d("71500.5"))

        clock.advance(by: 300)
        XCTAssertEqual(list.evaluate(prices("69000"), now: clock.now), [])
        XCTAssertEqual(list.alerts[0].state, .armed, "crossed back: re-armed")
        XCTAssertEqual(list.alerts[0].triggeredAt, start.addingTimeInterval(300), "when it last triggered")

        clock.advance(by: 300)
        let again = list.evaluate(prices("70100"), now: clock.now)
        XCTAssertEqual(again.map(\.triggeredAt), [start.addingTimeInterval(1200)], "the next crossing rings again")
    }

    func testAnAlertAlreadyTrueWhenFirstEvaluatedIsTriggered() throws {
        var list = AlertList()
        try list.add(.price, .below, target: "bitcoin", threshold: 50000, vsCurrency: "usd")
        let triggered = list.evaluate(prices("48018.881249468155"), now: start)
        XCTAssertEqual(triggered.count, 1)
        XCTAssertEqual(triggered.first?.value, d("48018.881249468155"))
        XCTAssertTrue(list.alerts[0].isTriggered)
    }

    func testAMoveBeyondPlusOrMinusNPercent() throws {
        var list = AlertList()
        try list.add(.move, .beyond, target: "bitcoin", threshold: 5)
        XCTAssertEqual(list.evaluate(prices("1", change: "-4.99"), now: start), [])
        XCTAssertEqual(list.evaluate(prices("1", change: "-5.2"), now: start).map(\.value), [d("-5.2")], "a fall counts")
        XCTAssertEqual(list.evaluate(prices("1", change: "6"), now: start), [], "still beyond: no ring")
        XCTAssertEqual(list.evaluate(prices("1", change: "1.5"), now: start), [])
        XCTAssertEqual(list.alerts[0].state, .armed)
        XCTAssertEqual(list.evaluate(prices("1", change: "5"), now: start).count, 1)
    }

    func testABankRateAlertAsksForItsCurrencySourceAndSide() throws {
        var list = AlertList()
        try list.add(.rate, .above, target: "usd", threshold: d("41.5"), source: "privatbank", side: .sale)
        let values = AlertValues(vsCurrency: "usd", rate: { code, source, side in
            code == "USD" && source == "privatbank" && side == .sale ? Decimal(string: "41.55") : nil
        })
        let triggered = list.evaluate(values, now: start)
        XCTAssertEqual(triggered.map(\.summary), ["USD sale ≥ 41.5 (privatbank)"])
        XCTAssertEqual(list.alerts[0].value, d("41.55"))
    }

    func testAnUnknownValueLeavesTheAlertAsItWas() throws {
        var list = AlertList()
        try list.add(.price, .above, target: "bitcoin", threshold: 1, vsCurrency: "eur")
        try list.add(.price, .above, target: "nosuchcoin", threshold: 1, vsCurrency: "usd")
        let before = list
        XCTAssertEqual(list.evaluate(prices("70000"), now: start), [], "a price in another vs currency is not compared")
        XCTAssertEqual(list, before)
    }

    func testEvaluationIsPure() throws {
        var list = AlertList()
        try list.add(.price, .above, target: "bitcoin", threshold: 10, vsCurrency: "usd")
        let first = AlertEvaluator.evaluate(list.alerts, values: prices("11"), now: start)
        let second = AlertEvaluator.evaluate(list.alerts, values: prices("11"), now: start)
        XCTAssertEqual(first, second)
        XCTAssertEqual(list.alerts[0].state, .armed, "the input is not changed")
    }

    func testBadAlertsAreRefusedAndNumbersAreNeverReused() throws {
        var list = AlertList()
        XCTAssertThrowsError(try list.add(.move, .above, target: "bitcoin", threshold: 5)) {
            XCTAssertEqual($0 as? AlertError, .conditionDoesNotFit(.move, .above))
        }
        XCTAssertThrowsError(try list.add(.price, .beyond, target: "bitcoin", threshold: 5))
        XCTAssertThrowsError(try list.add(.price, .above, target: "bitcoin", threshold: 0)) {
            XCTAssertEqual($0 as? AlertError, .thresholdNotPositive)
        }
        XCTAssertThrowsError(try list.add(.price, .above, target: " ", threshold: 1)) { XCTAssertEqual($0 as? AlertError, .emptyTarget) }
        XCTAssertEqual(list.alerts, [])
        try list.add(.price, .above, target: "a", threshold: 1, vsCurrency: "usd")
        try list.add(.price, .above, target: "b", threshold: 1, vsCurrency: "usd")
        XCTAssertEqual(list.remove(id: 2)?.target, "b")
        XCTAssertNil(list.remove(id: 2))
        XCTAssertEqual(try list.add(.move, .beyond, target: "c", threshold: 3).id, 3)
    }

    func testTheStoredListRoundTripsAndIsEditedUnderTheLock() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let store = AlertStore(variables: ["XDG_STATE_HOME": dir.url.path], homeDirectory: dir.url)
        XCTAssertEqual(store.fileURL.path, dir.url.path + "/kurs/alerts.json")
        try store.update { try $0.add(.price, .above, target: "bitcoin", threshold: d("70000.5"), vsCurrency: "usd") }
        let rung = try store.update(now: start) { $0.evaluate(prices("70001"), now: start) }
        XCTAssertEqual(rung.result.map(\.id), [1])
        let text = try String(contentsOf: store.fileURL, encoding: .utf8)
        XCTAssertTrue(text.contains(#""threshold" : "70000.5""#), text)
        XCTAssertTrue(text.contains(#""triggered_at" : "2026-03-04T05:06:07Z""#), text)
        let (read, warning) = store.read()
        XCTAssertNil(warning)
        XCTAssertEqual(read, rung.value)
        XCTAssertEqual(read.alerts[0].state, .triggered)
        XCTAssertEqual(read.nextID, 2)

        try Data("{\"alerts\": [".utf8).write(to: store.fileURL)
        let fresh = try store.update(now: start) { try $0.add(.move, .beyond, target: "ethereum", threshold: 8) }
        XCTAssertEqual(fresh.notice, "alerts.json could not be used (it is not valid JSON for this file); kept as alerts.json.corrupt-20260304-050607")
        XCTAssertEqual(fresh.result.id, 1)
    }
}
