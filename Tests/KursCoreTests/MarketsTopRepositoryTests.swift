import Foundation
import XCTest
@testable import KursCore
import TestSupport

/// Cross rates, the bigger markets page and the cache-only weather lookups `kurs status` uses.
final class MarketsTopRepositoryTests: XCTestCase {
    func rates(_ pairs: [String: String], base: CurrencyCode = .usd) -> MidMarketRates {
        MidMarketRates(
            baseCode: base, rates: Dictionary(uniqueKeysWithValues: pairs.map { (CurrencyCode($0), Decimal(string: $1)!) }),
            lastUpdate: Date(timeIntervalSince1970: 1), nextUpdate: Date(timeIntervalSince1970: 2))
    }

    func testRebasedDividesByTheNewBasesRate() throws {
        let usd = rates(["USD": "1", "EUR": "0.8", "UAH": "40", "JPY": "150"])
        let eur = try XCTUnwrap(CrossRates.rebased(usd, on: "EUR"))
        XCTAssertEqual(eur.baseCode, "EUR")
        XCTAssertEqual(eur.rates["EUR"], 1)
        XCTAssertEqual(eur.rates["USD"], Decimal(string: "1.25"))
        XCTAssertEqual(eur.rates["UAH"], 50)
        XCTAssertEqual(eur.rates["JPY"], Decimal(string: "187.5"))
        XCTAssertEqual(eur.lastUpdate, usd.lastUpdate)
        XCTAssertEqual(eur.nextUpdate, usd.nextUpdate)
    }

    func testRebasedRoundsRepeatingQuotientsTo20SignificantDigits() throws {
        let usd = rates(["USD": "1", "EUR": "0.907539", "IRR": "42069.27132"])
        let eur = try XCTUnwrap(CrossRates.rebased(usd, on: "EUR"))
        XCTAssertEqual(eur.rates["USD"], Decimal(string: "1.1018810210911046247"))
        let irr = try XCTUnwrap(CrossRates.rebased(usd, on: "IRR"))
        XCTAssertEqual(irr.rates["USD"], Decimal(string: "0.000023770319014881382547"))
    }

    func testRebasedAddsTheOldBaseAndRefusesUnknownOrZeroBases() throws {
        let usd = rates(["EUR": "0.5", "XXX": "0"])
        XCTAssertEqual(CrossRates.rebased(usd, on: "EUR")?.rates["USD"], 2, "the old base, absent from its own list")
        XCTAssertNil(CrossRates.rebased(usd, on: "GBP"))
        XCTAssertNil(CrossRates.rebased(usd, on: "XXX"))
        XCTAssertEqual(CrossRates.rebased(usd, on: "USD"), usd)
    }

    func testMarketsTopAsksForThatManyWithItsOwnCacheEntry() throws {
        let environment = KursEnvironment(
            offline: false, privatBankBaseURL: URL(string: "http://x")!, erapiBaseURL: URL(string: "http://x")!,
            coinGeckoBaseURL: URL(string: "https://api.coingecko.com/api/v3")!, coinGeckoKey: nil,
            cacheDirectory: URL(fileURLWithPath: "/tmp"))
        XCTAssertEqual(Resource.markets(vsCurrency: "usd", coins: .top(20)).id, Resource.markets(vsCurrency: "usd").id)
        XCTAssertEqual(Resource.markets(vsCurrency: "usd", coins: .top(100)).id, Resource.markets(vsCurrency: "usd").id)
        let top = Resource.markets(vsCurrency: "eur", coins: .top(180))
        XCTAssertEqual(top.id.key, "coingecko-markets-eur-top180")
        XCTAssertEqual(
            top.request(environment).url.absoluteString,
            "https://api.coingecko.com/api/v3/coins/markets?vs_currency=eur&order=market_cap_desc&per_page=180&page=1"
                + "&sparkline=true&price_change_percentage=24h,7d")
        XCTAssertEqual(Resource.markets(vsCurrency: "usd", coins: .top(999)).id.key, "coingecko-markets-usd-top250")
        XCTAssertEqual(top.maxAge, 300)
        XCTAssertNil(top.sample)
        XCTAssertNotNil(Resource.markets(vsCurrency: "usd", coins: .top(200)).sample)
    }

    func testWeatherSnapshotsAreCacheOnly() async throws {
        let server = try FixtureServer()
        defer { server.stop() }
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let repository = DataRepository(environment: server.environment(cacheDirectory: dir.url))
        let kyiv = try XCTUnwrap(Coordinates(latitude: 50.4501, longitude: 30.5234))
        XCTAssertNil(repository.snapshot(Resource.placeSearch("Chambéry")))
        XCTAssertNil(repository.snapshotForecast(at: kyiv, units: .metric))
        _ = try await repository.load(Resource.placeSearch("Chambéry"))
        _ = try await repository.fetchForecast(at: kyiv, units: .metric, name: "Kyiv")
        XCTAssertEqual(repository.snapshot(Resource.placeSearch("chambéry"))?.value.first?.name, "Chambéry")
        XCTAssertEqual(repository.snapshotForecast(at: kyiv, units: .metric, name: "Kyiv")?.origin, .cache)
        XCTAssertNil(repository.snapshotForecast(at: kyiv, units: .imperial), "another unit system, another entry")
        XCTAssertEqual(repository.forecastResource(at: kyiv, units: .metric).maxAge, 1800)
        let count = try await server.requests().count
        XCTAssertEqual(count, 2)
    }
}
