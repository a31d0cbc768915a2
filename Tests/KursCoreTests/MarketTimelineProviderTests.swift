import Foundation
import KursCore
import Synchronization
import TestSupport
import XCTest

/// 2024-08-19T10:20:30Z: the fixed clock of these tests (the er-api fixture's day).
private let now = Date(timeIntervalSince1970: 1_724_062_830)

/// A `MarketDataSource` that serves the recorded fixtures (or throws `failure`) and counts every call.
final class CountingMarketSource: MarketDataSource {
    private let counts = Mutex<[String: Int]>([:])
    /// When set, every fetch throws it.
    let failure: FetchError?
    /// `fetchedAt` of the values served.
    let fetchedAt: Date

    init(failure: FetchError? = nil, fetchedAt: Date) {
        self.failure = failure
        self.fetchedAt = fetchedAt
    }

    /// The number of calls to `method` ("snapshotBankRates", "fetchMarkets"…).
    func calls(_ method: String) -> Int { counts.withLock { $0[method, default: 0] } }
    /// The number of calls to any method.
    var totalCalls: Int { counts.withLock { $0.values.reduce(0, +) } }

    private func count(_ method: String) { counts.withLock { $0[method, default: 0] += 1 } }

    private func serve<Value>(_ value: Value, origin: DataOrigin) -> Fetched<Value> {
        Fetched(value: value, fetchedAt: fetchedAt, origin: origin)
    }

    private func fetched<Value>(_ method: String, _ decode: () throws(FetchError) -> Value) throws(FetchError) -> Fetched<Value> {
        count(method)
        if let failure { throw failure }
        return serve(try decode(), origin: .network)
    }

    func snapshotBankRates(_ kind: PrivatBankRateKind) -> Fetched<DecodedList<BankRate>>? {
        count("snapshotBankRates")
        return try? serve(PrivatBankDecoder.decode(Fixtures.data("privatbank-coursid\(kind.coursID)-2025.json")), origin: .cache)
    }
    func snapshotMidMarketRates(base: CurrencyCode) -> Fetched<MidMarketRates>? {
        count("snapshotMidMarketRates")
        return try? serve(ERAPIDecoder.decode(Fixtures.data("er-api-latest-usd.json")), origin: .cache)
    }
    func snapshotMarkets(vsCurrency: String, coins: CoinSelection) -> Fetched<DecodedList<Coin>>? {
        count("snapshotMarkets")
        return try? serve(CoinGeckoDecoder.decodeMarkets(Fixtures.data("coingecko-markets-usd-100.json")), origin: .cache)
    }
    func snapshotCoinDetail(id: String) -> Fetched<CoinDetail>? {
        count("snapshotCoinDetail")
        return nil
    }
    func fetchBankRates(_ kind: PrivatBankRateKind) async throws(FetchError) -> Fetched<DecodedList<BankRate>> {
        try fetched("fetchBankRates") { () throws(FetchError) in
            try PrivatBankDecoder.decode(Fixtures.data("privatbank-coursid\(kind.coursID)-2025.json"))
        }
    }
    func fetchMidMarketRates(base: CurrencyCode) async throws(FetchError) -> Fetched<MidMarketRates> {
        try fetched("fetchMidMarketRates") { () throws(FetchError) in try ERAPIDecoder.decode(Fixtures.data("er-api-latest-usd.json")) }
    }
    func fetchMarkets(vsCurrency: String, coins: CoinSelection) async throws(FetchError) -> Fetched<DecodedList<Coin>> {
        try fetched("fetchMarkets") { () throws(FetchError) in
            try CoinGeckoDecoder.decodeMarkets(Fixtures.data("coingecko-markets-usd-100.json"))
        }
    }
    func fetchCoinDetail(id: String) async throws(FetchError) -> Fetched<CoinDetail> {
        try fetched("fetchCoinDetail") { () throws(FetchError) in
            try CoinGeckoDecoder.decodeCoinDetail(Fixtures.data("coingecko-coin-bitcoin-detail-full.json"))
        }
    }
}

/// The `FetchError` thrown by `provider.timeline(now:)`, or a test failure when it returns.
private func timelineError<Provider: TimelineProvider>(
    _ provider: Provider, now: Date, file: StaticString = #filePath, line: UInt = #line
) async -> FetchError? {
    do {
        let timeline = try await provider.timeline(now: now)
        XCTFail("expected a FetchError, got \(timeline.entries.count) entries", file: file, line: line)
        return nil
    } catch {
        return error
    }
}

final class MarketTimelineProviderTests: XCTestCase {
    func testPlaceholdersDoNoIO() {
        let source = CountingMarketSource(fetchedAt: now)
        XCTAssertEqual(BankRatesProvider(source: source, kind: .cash).placeholder(), .placeholder)
        XCTAssertEqual(MidMarketRatesProvider(source: source, base: .usd).placeholder(), .placeholder)
        XCTAssertEqual(MarketsProvider(source: source, vsCurrency: "usd").placeholder(), .placeholder)
        XCTAssertEqual(CoinDetailProvider(source: source, id: "bitcoin").placeholder(), .placeholder)
        XCTAssertEqual(source.totalCalls, 0)
    }

    func testSnapshotsUseTheSnapshotMethodsOnly() throws {
        let source = CountingMarketSource(fetchedAt: now)
        let bank = try XCTUnwrap(BankRatesProvider(source: source, kind: .card).snapshot()?.fetched)
        XCTAssertEqual(bank.origin, .cache)
        XCTAssertEqual(bank.value.elements.first?.ccy, "EUR")
        let mid = try XCTUnwrap(MidMarketRatesProvider(source: source, base: .usd).snapshot()?.fetched)
        XCTAssertEqual(mid.value.rates["UAH"], Decimal(string: "41.227988"))
        let markets = try XCTUnwrap(MarketsProvider(source: source, vsCurrency: "usd").snapshot()?.fetched)
        XCTAssertEqual(markets.value.elements.count, 100)
        XCTAssertNil(CoinDetailProvider(source: source, id: "bitcoin").snapshot(), "nothing cached: nil")
        for method in ["snapshotBankRates", "snapshotMidMarketRates", "snapshotMarkets", "snapshotCoinDetail"] {
            XCTAssertEqual(source.calls(method), 1, method)
        }
        XCTAssertEqual(source.totalCalls, 4, "no fetch")
    }

    func testBankRatesReloadAtTheNextFullHour() async throws {
        let source = CountingMarketSource(fetchedAt: now)
        let timeline = try await BankRatesProvider(source: source, kind: .cash).timeline(now: now)
        XCTAssertEqual(timeline.entries.count, 1)
        XCTAssertEqual(timeline.entries.first?.date, now)
        XCTAssertEqual(timeline.policy, .after(Date(timeIntervalSince1970: 1_724_065_200)), "2024-08-19T11:00:00Z")
        let shown = try XCTUnwrap(timeline.entry(at: now)?.value.fetched)
        XCTAssertEqual(shown.origin, .network)
        XCTAssertEqual(shown.value.elements.first { $0.ccy == "USD" }?.buy, Decimal(string: "41.25"))
        XCTAssertEqual(source.calls("fetchBankRates"), 1)
        XCTAssertEqual(source.totalCalls, 1)
    }

    func testMidMarketReloadsAfterTheAnnouncedUpdatePlusTwoMinutes() async throws {
        let source = CountingMarketSource(fetchedAt: now)
        let timeline = try await MidMarketRatesProvider(source: source, base: .usd).timeline(now: now)
        XCTAssertEqual(timeline.entries.count, 1)
        // time_next_update_unix 1724112381 (2024-08-20T00:06:21Z) + 120 s.
        XCTAssertEqual(timeline.policy, .after(Date(timeIntervalSince1970: 1_724_112_501)))
        XCTAssertEqual(timeline.entry(at: now)?.value.fetched?.value.rates["EUR"], Decimal(string: "0.907539"))
    }

    func testMidMarketFallsBackToAnHourWhenTheAnnouncedUpdateIsPast() async throws {
        let late = Date(timeIntervalSince1970: 1_724_200_000)
        let timeline = try await MidMarketRatesProvider(source: CountingMarketSource(fetchedAt: late), base: .usd)
            .timeline(now: late)
        XCTAssertEqual(timeline.policy, .after(late.addingTimeInterval(3600)))
    }

    func testMarketsReloadAfterTheInterval() async throws {
        let source = CountingMarketSource(fetchedAt: now)
        let hourly = try await MarketsProvider(source: source, vsCurrency: "usd").timeline(now: now)
        XCTAssertEqual(hourly.policy, .after(now.addingTimeInterval(3600)))
        XCTAssertEqual(hourly.entry(at: now)?.value.fetched?.value.elements.first?.id, "bitcoin")
        let fast = try await MarketsProvider(source: source, vsCurrency: "usd", interval: 60).timeline(now: now)
        XCTAssertEqual(fast.policy, .after(now.addingTimeInterval(300)), "clamped to 5 minutes")
        XCTAssertEqual(source.calls("fetchMarkets"), 2)
    }

    func testCoinDetailReloadsAfterADay() async throws {
        let source = CountingMarketSource(fetchedAt: now)
        let timeline = try await CoinDetailProvider(source: source, id: "bitcoin").timeline(now: now)
        XCTAssertEqual(timeline.policy, .after(now.addingTimeInterval(86_400)))
        XCTAssertEqual(timeline.entry(at: now)?.value.fetched?.value.id, "bitcoin")
        XCTAssertEqual(source.calls("fetchCoinDetail"), 1)
    }

    func testFetchErrorsPropagate() async {
        let limited = CountingMarketSource(failure: .rateLimited(retryAfter: 120), fetchedAt: now)
        let markets = await timelineError(MarketsProvider(source: limited, vsCurrency: "usd"), now: now)
        XCTAssertEqual(markets, .rateLimited(retryAfter: 120))
        let offline = CountingMarketSource(failure: .offline, fetchedAt: now)
        let bank = await timelineError(BankRatesProvider(source: offline, kind: .cash), now: now)
        XCTAssertEqual(bank, .offline)
        let mid = await timelineError(MidMarketRatesProvider(source: offline, base: .usd), now: now)
        XCTAssertEqual(mid, .offline)
        let missing = CountingMarketSource(failure: .notFound("nocoin"), fetchedAt: now)
        let detail = await timelineError(CoinDetailProvider(source: missing, id: "nocoin"), now: now)
        XCTAssertEqual(detail, .notFound("nocoin"))
    }
}
