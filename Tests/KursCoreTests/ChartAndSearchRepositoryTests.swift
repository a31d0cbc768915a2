import Foundation
import XCTest
@testable import KursCore
import TestSupport

/// `Resource.marketChart` and `Resource.search` through `DataRepository` against the loopback fixture server: the
/// request sent, the cache entry per range, the reasons a chart can't be drawn, and search answers in order.
final class ChartAndSearchRepositoryTests: XCTestCase {
    var server: FixtureServer!
    var dir: TemporaryDirectory!
    var repository: DataRepository!

    override func setUp() async throws {
        server = try FixtureServer()
        dir = try TemporaryDirectory()
        repository = DataRepository(environment: server.environment(cacheDirectory: dir.url))
    }

    override func tearDown() {
        server.stop()
        dir.remove()
    }

    func testEachRangeIsItsOwnRequestAndCacheEntry() async throws {
        let day = try await repository.fetch(Resource.marketChart(id: "bitcoin", vsCurrency: "USD", days: .day))
        let year = try await repository.fetch(Resource.marketChart(id: "bitcoin", vsCurrency: "usd", days: .year))
        let max = try await repository.fetch(Resource.marketChart(id: "bitcoin", vsCurrency: "usd", days: .max))

        let targets = try await server.requests().map(\.target)
        XCTAssertEqual(targets, [
            "/api/v3/coins/bitcoin/market_chart?vs_currency=usd&days=1",
            "/api/v3/coins/bitcoin/market_chart?vs_currency=usd&days=365",
            "/api/v3/coins/bitcoin/market_chart?vs_currency=usd&days=max",
        ])
        XCTAssertEqual(day.value.prices.count, 288)
        XCTAssertEqual(year.value.prices.count, 366)
        XCTAssertEqual(max.value.prices.count, 168, "the fixture server answers other ranges with the 7-day file")
        XCTAssertEqual(day.origin, .live)
        let keys = [ChartRange.day, .year, .max].map { Resource.marketChart(id: "bitcoin", vsCurrency: "usd", days: $0).id.key }
        XCTAssertEqual(keys, ["coingecko-chart-bitcoin-usd-1d", "coingecko-chart-bitcoin-usd-365d", "coingecko-chart-bitcoin-usd-max"])
        for key in keys {
            XCTAssertTrue(FileManager.default.fileExists(atPath: dir.url.appendingPathComponent("\(key).cache").path), key)
        }
        let cached = try XCTUnwrap(repository.snapshot(Resource.marketChart(id: "bitcoin", vsCurrency: "usd", days: .year)))
        XCTAssertEqual(cached.origin, .cache)
        XCTAssertEqual(cached.value.high?.value, Decimal(string: "124739.81088811433"))
    }

    func testADayRefreshesMoreOftenThanAYear() {
        let fetchedAt = Date(timeIntervalSince1970: 1_790_442_440)
        let chart = MarketChart(prices: [ChartPoint(date: fetchedAt, value: 1)])
        let day = Resource.marketChart(id: "bitcoin", vsCurrency: "usd", days: .day)
        let year = Resource.marketChart(id: "bitcoin", vsCurrency: "usd", days: .year)
        XCTAssertEqual(day.policy(for: chart, fetchedAt: fetchedAt), .after(fetchedAt.addingTimeInterval(300)))
        XCTAssertEqual(year.policy(for: chart, fetchedAt: fetchedAt), .after(fetchedAt.addingTimeInterval(86_400)))
        XCTAssertEqual(day.maxAge, 300)
        XCTAssertEqual(year.maxAge, 86_400)
        XCTAssertNil(day.setting)
    }

    func testAChartWithoutPricesSaysWhyAndNeverReplacesTheCachedOne() async throws {
        let resource = Resource.marketChart(id: "bitcoin", vsCurrency: "usd", days: .year)
        _ = try await repository.fetch(resource)
        try await server.inject(.body, path: "/api/v3/coins/bitcoin/market_chart", body: #"{"prices":[],"market_caps":[],"total_volumes":[]}"#)
        do {
            _ = try await repository.fetch(resource)
            XCTFail("an empty chart is not usable")
        } catch {
            XCTAssertEqual(error, .unusable("CoinGecko sent no prices for 1y"))
        }
        XCTAssertEqual(repository.snapshot(resource)?.value.prices.count, 366, "the good chart stays")
    }

    func testAnUnknownCoinsChartIsNotFound() async throws {
        do {
            _ = try await repository.load(Resource.marketChart(id: "nosuchcoin", vsCurrency: "usd", days: .week), preferFresh: false)
            XCTFail("expected not found")
        } catch {
            // The HTTP layer names the 404 by the URL's last path component; the command knows the id it asked for.
            XCTAssertEqual(error, .notFound("market_chart"))
        }
    }

    func testSearchKeepsCoinGeckosOrderAndDuplicateSymbols() async throws {
        let loaded = try await repository.fetch(Resource.search(query: " Pepe "))
        let coins = loaded.value.elements
        XCTAssertEqual(coins.count, 25)
        XCTAssertEqual(loaded.value.droppedCount, 0)
        XCTAssertEqual(coins.first, SearchCoin(id: "pepe", symbol: "PEPE", name: "Pepe", marketCapRank: 57))
        XCTAssertEqual(coins[1], SearchCoin(id: "ape-and-pepe", symbol: "APEPE", name: "Ape and Pepe", marketCapRank: 163))
        XCTAssertEqual(coins.indices.filter { coins[$0].symbol == "PEPE" }, [0, 7, 10, 12], "several coins share PEPE")
        XCTAssertEqual(Set(coins.filter { $0.symbol == "PEPE" }.map(\.id)).count, 4, "each its own id")
        XCTAssertEqual(coins.last?.symbol, "PEPEMUSK")
        XCTAssertEqual(coins.map(\.marketCapRank), coins.map(\.marketCapRank).sorted { ($0 ?? .max) < ($1 ?? .max) })
        let targets = try await server.requests().map(\.target)
        XCTAssertEqual(targets, ["/api/v3/search?query=Pepe"])
        XCTAssertEqual(Resource.search(query: "PEPE").id, Resource.search(query: "pepe").id, "one cache entry")
        XCTAssertEqual(repository.snapshot(Resource.search(query: "pepe"))?.origin, .cache)
    }

    func testNothingFoundIsAValidAnswerAndAQueryIsEncoded() async throws {
        let loaded = try await repository.fetch(Resource.search(query: "zz&x=1 ü"))
        XCTAssertEqual(loaded.value.elements, [])
        XCTAssertEqual(loaded.origin, .live)
        let targets = try await server.requests().map(\.target)
        XCTAssertEqual(targets, ["/api/v3/search?query=zz%26x%3D1%20%C3%BC"])
        let search = Resource.search(query: "bitcoin")
        XCTAssertEqual(search.maxAge, 86_400)
        let bitcoin = try await repository.fetch(search)
        XCTAssertEqual(bitcoin.value.elements.first, SearchCoin(id: "bitcoin", symbol: "BTC", name: "Bitcoin", marketCapRank: 1))
    }

    func testSearchRowsThatCannotBeReadAreDroppedAndCounted() throws {
        let body = Data(#"{"coins":[{"id":"a\u001b[31m","symbol":"A","name":"A"},{"id":"b","symbol":"B\u0007","name":"Bee","market_cap_rank":null},{"symbol":"C"}]}"#.utf8)
        let list = try CoinGeckoDecoder.decodeSearch(body)
        XCTAssertEqual(list.elements, [SearchCoin(id: "b", symbol: "B", name: "Bee", marketCapRank: nil)])
        XCTAssertEqual(list.droppedCount, 2)
        XCTAssertEqual(Resource.search(query: "x").problem(DecodedList(elements: [], droppedCount: 2)),
                       "CoinGecko sent no usable coin (2 rows could not be read)")
        XCTAssertNil(Resource.search(query: "x").problem(DecodedList(elements: [])))
    }
}
