import Foundation
@testable import KursCore
import TestSupport
import XCTest

final class TimelineStatusLineTests: XCTestCase {
    private func line(
        _ source: ResourceID, _ scheduler: RefreshScheduler, origin: DataOrigin? = .live, fetchedAt: Date?, now: Date
    ) -> String {
        SourceStatusLine.text(
            source: source.testSource, origin: origin, fetchedAt: fetchedAt, status: scheduler.status(of: source, now: now), now: now,
            timeZone: .gmt)
    }

    private func fetched(_ source: ResourceID, at date: Date, facts: ResponseFacts = ResponseFacts()) -> RefreshScheduler {
        var scheduler = RefreshScheduler(jitter: .constant(0))
        scheduler.register(source)
        let generation = scheduler.fetchStarted(source, now: date)
        scheduler.fetchSucceeded(source, generation: generation, now: date, facts: facts)
        return scheduler
    }

    func testFreshPrivatBankShowsFetchTimeAndNextReload() {
        let at = utc("2026-02-17T14:00:00Z")
        let scheduler = fetched(.privatBankCash, at: at)
        XCTAssertEqual(line(.privatBankCash, scheduler, fetchedAt: at, now: at.addingTimeInterval(600)), "PrivatBank · live 14:00 · next 15:00")
        XCTAssertEqual(
            SourceStatusLine.text(
                source: .privatBank, origin: .cache, fetchedAt: at, status: scheduler.status(of: .privatBankCash, now: at),
                now: at, timeZone: TimeZone(secondsFromGMT: 2 * 3600)!),
            "PrivatBank · cache 16:00 · next 17:00", "times are in the injected time zone")
    }

    func testERAPIShowsTheProvidersAnnouncedUpdate() {
        let at = utc("2024-08-19T00:10:00Z")
        let scheduler = fetched(.erapi(base: "USD"), at: at, facts: ResponseFacts(nextUpdate: Date(timeIntervalSince1970: 1_724_112_381)))
        XCTAssertEqual(line(.erapi(base: "USD"), scheduler, fetchedAt: at, now: at), "open.er-api · live 00:10 · next 20 Aug 00:06",
                       "the provider's update tomorrow says its date")
        XCTAssertEqual(line(.erapi(base: "USD"), scheduler, fetchedAt: at, now: utc("2024-08-20T00:07:00Z")),
                       "open.er-api · live 19 Aug 00:10 · next 00:08", "an announced update in the past: the scheduler's reload")
    }

    func testRateLimitedCountsDown() {
        let at = utc("2026-02-17T14:00:00Z")
        let source = ResourceID.coingeckoMarkets(vs: "usd")
        var scheduler = RefreshScheduler()
        scheduler.register(source)
        let generation = scheduler.fetchStarted(source, now: at)
        scheduler.fetchFailed(source, generation: generation, now: at, error: .rateLimited(retryAfter: 119))
        XCTAssertEqual(line(source, scheduler, fetchedAt: nil, now: at), "CoinGecko · rate limited · retry in 1:59")
        XCTAssertEqual(line(source, scheduler, fetchedAt: nil, now: at.addingTimeInterval(60.5)), "CoinGecko · rate limited · retry in 0:59")
    }

    func testEmbeddedSampleSaysOfflineOnlyWhenNothingIsScheduled() {
        let at = utc("2026-02-17T14:00:00Z")
        let sample = DataOrigin.embeddedSample(recordedOn: "2026-02-17")
        XCTAssertEqual(SourceStatusLine.text(
                           source: .coinGecko, origin: sample, fetchedAt: at, status: RefreshScheduler().status(of: .coingeckoMarkets(vs: "usd"), now: at),
                           now: at, timeZone: .gmt, offline: true),
                       "CoinGecko · sample 2026-02-17", "offline: no reload time (the bar says offline once)")
        var scheduler = RefreshScheduler(jitter: .constant(0))
        scheduler.register(.coingeckoMarkets(vs: "usd"))
        let generation = scheduler.fetchStarted(.coingeckoMarkets(vs: "usd"), now: at)
        XCTAssertEqual(line(.coingeckoMarkets(vs: "usd"), scheduler, origin: sample, fetchedAt: at, now: at),
                       "CoinGecko · sample 2026-02-17 · updating", "online: the sample while the first fetch runs")
        scheduler.fetchFailed(.coingeckoMarkets(vs: "usd"), generation: generation, now: at, error: .serverError(status: 503))
        XCTAssertEqual(line(.coingeckoMarkets(vs: "usd"), scheduler, origin: sample, fetchedAt: at, now: at),
                       "CoinGecko · sample 2026-02-17 · server error 503 · retry 14:01", "online and failing: never \"offline\"")
    }

    func testFailureShowsTheErrorAndTheRetryTime() {
        let at = utc("2026-02-17T14:00:00Z")
        var scheduler = RefreshScheduler(jitter: .constant(0))
        scheduler.register(.privatBankCash)
        let generation = scheduler.fetchStarted(.privatBankCash, now: at)
        scheduler.fetchFailed(.privatBankCash, generation: generation, now: at, error: .timeout)
        XCTAssertEqual(line(.privatBankCash, scheduler, fetchedAt: nil, now: at), "PrivatBank · timed out · retry 14:01")
        let detail = ResourceID.coingeckoDetail(id: "x")
        scheduler.register(detail)
        let other = scheduler.fetchStarted(detail, now: at)
        scheduler.fetchFailed(detail, generation: other, now: at, error: .apiError("\u{1B}[31mboom"))
        XCTAssertEqual(line(detail, scheduler, fetchedAt: nil, now: at), "CoinGecko · API error · retry 14:01")
    }

    func testLoadingUpdatingAndOldData() {
        let at = utc("2026-02-17T14:00:00Z")
        var scheduler = RefreshScheduler()
        scheduler.register(.weather(city: "Kyiv"))
        XCTAssertEqual(line(.weather(city: "Kyiv"), scheduler, fetchedAt: nil, now: at), "Open-Meteo · no data")
        _ = scheduler.fetchStarted(.weather(city: "Kyiv"), now: at)
        XCTAssertEqual(line(.weather(city: "Kyiv"), scheduler, fetchedAt: nil, now: at), "Open-Meteo · loading")

        var cached = RefreshScheduler()
        cached.register(.privatBankCash)
        let yesterday = utc("2026-02-16T09:00:00Z")
        cached.restore(.privatBankCash, fetchedAt: yesterday)
        XCTAssertEqual(
            line(.privatBankCash, cached, origin: .cache, fetchedAt: yesterday, now: utc("2026-02-16T09:30:00Z")),
            "PrivatBank · cache 09:00 · next 10:00")
        _ = cached.fetchStarted(.privatBankCash, now: at)
        XCTAssertEqual(
            line(.privatBankCash, cached, origin: .cache, fetchedAt: yesterday, now: at),
            "PrivatBank · cache 16 Feb 09:00 · updating")
    }

    func testOfflineSaysNeitherManualReloadNorLoading() {
        let at = utc("2026-09-26T19:19:00Z")
        let none = RefreshScheduler().status(of: .coingeckoDetail(id: "ethereum"), now: at)
        func offline(_ origin: DataOrigin?, _ fetchedAt: Date?, part: String? = nil) -> String {
            SourceStatusLine.text(source: .coinGecko, origin: origin, fetchedAt: fetchedAt, status: none, now: at,
                                  timeZone: .gmt, offline: true, part: part)
        }
        XCTAssertEqual(offline(nil, nil, part: "detail"), "CoinGecko detail · no data", "never loading, never a reload")
        XCTAssertEqual(offline(.cache, utc("2026-09-25T08:00:00Z")), "CoinGecko · cache 25 Sep 08:00")
        XCTAssertEqual(offline(.cache, utc("2025-12-31T08:00:00Z")), "CoinGecko · cache 2025-12-31 08:00", "another year")
    }

    func testAReloadTomorrowSaysItsDate() {
        // A coin detail fetched at 19:19 reloads 24 h later: the same clock time, tomorrow.
        let at = utc("2026-09-26T19:19:00Z")
        let detail = ResourceID.coingeckoDetail(id: "bitcoin")
        var scheduler = RefreshScheduler(jitter: .constant(0))
        scheduler.register(detail, schedule: RefreshSchedule(rule: .interval(86_400)))
        let generation = scheduler.fetchStarted(detail, now: at)
        scheduler.fetchSucceeded(detail, generation: generation, now: at)
        XCTAssertEqual(
            SourceStatusLine.text(source: .coinGecko, origin: .live, fetchedAt: at, status: scheduler.status(of: detail, now: at),
                                  now: at, timeZone: .gmt, part: "detail"),
            "CoinGecko detail · live 19:19 · next 27 Sep 19:19")
        XCTAssertEqual(SourceStatusLine.stamp(utc("2027-01-03T00:06:00Z"), now: at, timeZone: .gmt), "2027-01-03 00:06",
                       "next year: the whole date")
    }

    func testShorterFormsKeepTheOriginAndTheTime() {
        let at = utc("2026-02-17T14:05:00Z")
        var scheduler = RefreshScheduler(jitter: .constant(0))
        scheduler.register(.privatBankCash)
        let generation = scheduler.fetchStarted(.privatBankCash, now: at)
        scheduler.fetchSucceeded(.privatBankCash, generation: generation, now: at)
        let status = scheduler.status(of: .privatBankCash, now: at)
        let forms = SourceStatusLine.Form.allCases.map { form in
            SourceStatusLine.text(source: .privatBank, origin: .live, fetchedAt: at, status: status, now: at, timeZone: .gmt,
                                  form: form)
        }
        XCTAssertEqual(forms, ["PrivatBank · live 14:05 · next 15:00", "PrivatBank · live 14:05",
                               "Privat · live 14:05 · next 15:00", "Privat · live 14:05"])
        let old = utc("2024-08-19T14:00:00Z")
        XCTAssertEqual(SourceStatusLine.text(source: .privatBank, origin: .cache, fetchedAt: old, status: status, now: at,
                                             timeZone: .gmt, offline: true, form: .brief),
                       "PrivatBank · cache 2024-08-19", "brief: another day's data by its day alone")
        XCTAssertEqual([DataSourceName.erapi, .coinGecko, .openMeteo, .pirateWeather].map(SourceStatusLine.shortName),
                       ["er-api", "Gecko", "Meteo", "Pirate"])
    }
}
