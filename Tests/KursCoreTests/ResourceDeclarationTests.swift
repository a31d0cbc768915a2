import Foundation
import KursCore
import TestSupport
import XCTest

/// 2024-08-19T10:20:30Z: the fixed clock of these tests (the er-api fixture's day).
private let now = Date(timeIntervalSince1970: 1_724_062_830)

/// Each source's one declaration: its reload policy for a value (what the scheduler uses), what makes a value
/// unusable, and when its embedded sample's data left the API.
final class ResourceDeclarationTests: XCTestCase {
    private func decoded<Value>(_ resource: Resource<Value>, _ fixture: String) throws -> Value {
        try resource.decode(Fixtures.data(fixture))
    }

    func testBankRatesReloadAtTheNextFullHour() throws {
        let resource = Resource.privatBank(.cash)
        let rates = try decoded(resource, "privatbank-coursid5-2025.json")
        XCTAssertEqual(rates.elements.first { $0.ccy == "USD" }?.buy, Decimal(string: "41.25"))
        XCTAssertEqual(resource.policy(for: rates, fetchedAt: now), .after(Date(timeIntervalSince1970: 1_724_065_200)),
                       "2024-08-19T11:00:00Z")
        XCTAssertEqual(resource.id.key, "privatbank-coursid5")
        XCTAssertEqual(resource.source, .privatBank)
        XCTAssertEqual(resource.maxAge, 3600)
    }

    func testMidMarketReloadsAfterTheAnnouncedUpdatePlusTwoMinutes() throws {
        let resource = Resource.midMarketRates(base: .usd)
        let rates = try decoded(resource, "er-api-latest-usd.json")
        // time_next_update_unix 1724112381 (2024-08-20T00:06:21Z) + 120 s.
        XCTAssertEqual(resource.policy(for: rates, fetchedAt: now), .after(Date(timeIntervalSince1970: 1_724_112_501)))
        let late = Date(timeIntervalSince1970: 1_724_200_000)
        XCTAssertEqual(resource.policy(for: rates, fetchedAt: late), .after(late.addingTimeInterval(3600)),
                       "an announced update in the past: an hour")
    }

    func testMarketsReloadAfterTheIntervalAndCoinDetailsAfterADay() throws {
        let markets = Resource.markets(vsCurrency: "usd")
        let list = try decoded(markets, "coingecko-markets-usd-100.json")
        XCTAssertEqual(markets.policy(for: list, fetchedAt: now), .after(now.addingTimeInterval(3600)))
        let fast = Resource.markets(vsCurrency: "usd", interval: 60)
        XCTAssertEqual(fast.policy(for: list, fetchedAt: now), .after(now.addingTimeInterval(300)), "clamped to 5 minutes")
        let detail = Resource.coinDetail(id: "bitcoin")
        let bitcoin = try decoded(detail, "coingecko-coin-bitcoin-detail-full.json")
        XCTAssertEqual(detail.policy(for: bitcoin, fetchedAt: now), .after(now.addingTimeInterval(86_400)))
        XCTAssertTrue(detail.notFoundIsFinal)
        XCTAssertFalse(markets.notFoundIsFinal)
    }

    func testForecastReloadsAtTheNextFullHourInItsPlacesTimeZone() throws {
        let point = try XCTUnwrap(Coordinates(latitude: 40.7128, longitude: -74.006))
        let resource = Resource.forecast(at: point, units: .metric, source: .openMeteo, name: "New York")
        let forecast = try decoded(resource, "openmeteo-forecast-nyc-centralpark-2026-02-06.json")
        XCTAssertEqual(forecast.location.name, "New York")
        let fetchedAt = DateFormat.parseISO8601("2026-02-06T17:40:00Z")!
        XCTAssertEqual(resource.policy(for: forecast, fetchedAt: fetchedAt), .after(DateFormat.parseISO8601("2026-02-06T18:00:00Z")!))
        XCTAssertEqual(resource.id.key, "openmeteo-forecast-40.7128_-74.006-metric")
    }

    func testAListWithNothingUsableIsNotUsableAndSaysWhy() throws {
        let bank = Resource.privatBank(.cash)
        XCTAssertThrowsError(try bank.usableValue(from: Data("[]".utf8))) { error in
            XCTAssertEqual(error as? FetchError, .unusable("PrivatBank sent an empty list"))
        }
        let invalid = Data(#"[{"ccy":"","base_ccy":"UAH","buy":"x","sale":"1"},{"ccy":"USD"}]"#.utf8)
        XCTAssertThrowsError(try bank.usableValue(from: invalid)) { error in
            XCTAssertEqual(error as? FetchError, .unusable("PrivatBank sent no usable rate (2 rows could not be read)"))
        }
        XCTAssertThrowsError(try Resource.markets(vsCurrency: "usd").usableValue(from: Data("[]".utf8))) { error in
            XCTAssertEqual(error as? FetchError, .unusable("CoinGecko sent an empty list"))
        }
        XCTAssertThrowsError(try Resource.markets(vsCurrency: "usd", coins: .ids(["nope"])).usableValue(from: Data("[]".utf8)),
                             "an ids list answered with no coin never replaces the coins cached for those ids")
        let empty = Data(#"{"result":"success","base_code":"USD","time_last_update_unix":1,"time_next_update_unix":2,"rates":{}}"#.utf8)
        XCTAssertThrowsError(try Resource.midMarketRates(base: .usd).usableValue(from: empty)) { error in
            XCTAssertEqual(error as? FetchError, .unusable("open.er-api sent no rates"))
        }
        XCTAssertEqual(FetchError.unusable("PrivatBank sent an empty list").message, "PrivatBank sent an empty list")
    }

    func testEmbeddedSamplesAreDatedFromTheirData() throws {
        let repository = DataRepository(environment: KursEnvironment(
            offline: true, privatBankBaseURL: URL(string: "http://x")!, erapiBaseURL: URL(string: "http://x")!,
            coinGeckoBaseURL: URL(string: "http://x")!, coinGeckoKey: nil,
            cacheDirectory: FileManager.default.temporaryDirectory.appendingPathComponent("kurs-none-\(UUID())")))
        let erapi = try XCTUnwrap(repository.embedded(Resource.midMarketRates(base: .usd)))
        XCTAssertEqual(erapi.fetched.fetchedAt, Date(timeIntervalSince1970: 1_724_025_751), "time_last_update_unix")
        XCTAssertEqual(erapi.fetched.origin, .embeddedSample(recordedOn: "2024-08-19"))
        let markets = try XCTUnwrap(repository.embedded(Resource.markets(vsCurrency: "usd")))
        XCTAssertEqual(markets.fetched.fetchedAt, DateFormat.parseISO8601("2026-09-26T17:05:20Z"), "the newest last_updated")
        XCTAssertEqual(markets.fetched.origin, .embeddedSample(recordedOn: "2026-09-26"))
        let detail = try XCTUnwrap(repository.embedded(Resource.coinDetail(id: "bitcoin")))
        XCTAssertEqual(detail.fetched.fetchedAt, DateFormat.parseISO8601("2023-01-08T16:33:55.823Z"))
        XCTAssertEqual(detail.fetched.origin, .embeddedSample(recordedOn: "2023-01-08"), "its own date, not the list's")
        let week = try XCTUnwrap(repository.embedded(Resource.marketChart(id: "bitcoin", vsCurrency: "USD", days: .week)))
        XCTAssertEqual(week.fetched.value.prices.count, 168)
        XCTAssertEqual(week.fetched.value.prices.last?.value, Decimal(string: "84071.18569282266"))
        XCTAssertEqual(week.fetched.fetchedAt, Date(timeIntervalSince1970: 1_790_442_440), "its last point")
        XCTAssertEqual(week.fetched.origin, .embeddedSample(recordedOn: "2026-09-26"))
        let year = try XCTUnwrap(repository.embedded(Resource.marketChart(id: "bitcoin", vsCurrency: "usd", days: .year)))
        XCTAssertEqual(year.fetched.value.prices.count, 366)
        XCTAssertEqual(year.fetched.value.prices.first?.value, Decimal(string: "109660.37389675"))
        XCTAssertEqual(year.fetched.fetchedAt, Date(timeIntervalSince1970: 1_790_442_420))
        XCTAssertNil(repository.embedded(Resource.marketChart(id: "bitcoin", vsCurrency: "usd", days: .month)))
        XCTAssertNil(repository.embedded(Resource.marketChart(id: "ethereum", vsCurrency: "usd", days: .week)))
        XCTAssertNil(repository.embedded(Resource.marketChart(id: "bitcoin", vsCurrency: "eur", days: .week)))
        let bank = try XCTUnwrap(repository.embedded(Resource.privatBank(.cash)))
        XCTAssertEqual(bank.fetched.fetchedAt, DateFormat.parseISO8601("2025-01-01T00:00:00Z"),
                       "no date in the data: the start of the recorded year")
        XCTAssertEqual(bank.fetched.origin, .embeddedSample(recordedOn: "2025"), "labelled with the recorded year")
        XCTAssertNil(repository.embedded(Resource.coinDetail(id: "ethereum")))
        XCTAssertNil(repository.embedded(Resource.midMarketRates(base: "EUR")))
    }
}
