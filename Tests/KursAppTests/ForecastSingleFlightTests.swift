import Foundation
@testable import KursApp
import KursCore
import TestSupport
import XCTest

/// Two dashboards on one cache start without a forecast; one fetches it; the other's scheduled fetch, started a
/// moment later (the background fetches wait for the main ones, `FetchHold`), uses that answer instead of
/// asking the server again.
final class ForecastSingleFlightTests: LoopbackRepositoryTestCase {
    /// The runner's forecast answer for `effect` (the one tagged with a generation, when it is scheduled).
    private func answer(_ runner: EffectRunner, _ inbox: MessageInbox, _ effect: WeatherPaneEffect) -> [AppMessage] {
        runner.run(effect)
        var drained: [AppMessage] = []
        _ = Deadline.poll(timeout: 10) { () -> Bool? in
            drained += inbox.drain()
            return drained.contains { if case .forecastLoaded(_, _, generation: 4?) = $0 { true } else { false } } ? true : nil
        }
        return drained
    }

    func testAScheduledForecastFetchUsesTheAnswerAnotherDashboardWroteSinceItLooked() async throws {
        let city = WeatherCity.configured(.kyiv)
        let (inboxA, inboxB) = (MessageInbox(wake: {}), MessageInbox(wake: {}))
        let first = EffectRunner(dataSource: repository(), inbox: inboxA, weather: repository(), offline: false)
        let second = EffectRunner(dataSource: repository(), inbox: inboxB, weather: repository(), offline: false)
        XCTAssertNil(first.cachedForecast(city, units: .metric), "no forecast cached at start")
        XCTAssertNil(second.cachedForecast(city, units: .metric))
        let fromFirst = answer(first, inboxA, .loadForecast(city, units: .metric, generation: 4))
        let fromSecond = answer(second, inboxB, .loadForecast(city, units: .metric, generation: 4))
        let forecasts = try await server.requests().filter { $0.target.contains("/v1/forecast") }
        XCTAssertEqual(forecasts.count, 1, "fetched once for both")
        guard case .forecastLoaded(_, .success(let a), generation: 4?)? = fromFirst.last,
              case .forecastLoaded(_, .success(let b), generation: 4?)? = fromSecond.last else {
            return XCTFail("both answered: \(fromFirst) \(fromSecond)")
        }
        XCTAssertEqual(b.fetchedAt, a.fetchedAt, "the second shows the first's answer")
        XCTAssertEqual(fromSecond.count, 1, "and posts no cached copy before it")
    }
}
