import Foundation
import XCTest
@testable import KursCore
import TestSupport

/// The one resource pipeline: rules the pipeline promises, tried as a hostile server would, each
/// against the loopback fixture server with the fault injected.
final class PipelineHostileServerTests: LoopbackRepositoryTestCase {
    let marketsPath = "/api/v3/coins/markets"
    let bitcoinPath = "/api/v3/coins/bitcoin"

    /// The markets list of the configured coin ids (`coins: ["bitcoin", "ethereum"]`): a 200 whose rows all fail
    /// to decode is not a usable list, whatever the selection; it must not replace the cached coins (today it is
    /// stored, `kurs refresh` says "updated" and `kurs status` shows "BTC ? ?").
    func testRowsThatAllFailToDecodeNeverReplaceACachedIDsMarketsList() async throws {
        let resource = Resource.markets(vsCurrency: "usd", coins: .ids(["bitcoin", "ethereum"]))
        let good = try await repository().fetch(resource)
        XCTAssertEqual(good.value.elements.map(\.id), ["bitcoin", "ethereum"])
        let stored = try XCTUnwrap(cache.read(resource.id.key))

        clock.advance(by: 3600)
        try await server.inject(.invalidRows, path: marketsPath, times: 1)
        let failure = await fetchError { try await repository().fetch(resource) }
        XCTAssertEqual(failure, .unusable("CoinGecko sent no usable coin (5 rows could not be read)"))
        XCTAssertEqual(cache.read(resource.id.key), stored, "the good entry stays")
        XCTAssertEqual(repository().snapshot(resource)?.value.elements.map(\.id), ["bitcoin", "ethereum"])
    }

    /// The same list answered with `[]` after it held the coins: the classic failure ("one HTTP 200 `[]`
    /// replaces the cached … coins"). An empty answer for ids that CoinGecko knew an hour ago is not usable data
    /// and must not replace the coins shown.
    func testAnEmptyListNeverReplacesACachedIDsMarketsListThatHadTheCoins() async throws {
        let resource = Resource.markets(vsCurrency: "usd", coins: .ids(["bitcoin", "ethereum"]))
        _ = try await repository().fetch(resource)
        let stored = try XCTUnwrap(cache.read(resource.id.key))

        clock.advance(by: 3600)
        try await server.inject(.emptyList, path: marketsPath, times: 1)
        _ = await fetchError { try await repository().fetch(resource) }
        XCTAssertEqual(cache.read(resource.id.key), stored, "the good entry stays")
        XCTAssertEqual(repository().snapshot(resource)?.value.elements.map(\.id), ["bitcoin", "ethereum"])
    }

    /// A 200 for `/coins/bitcoin` that is another coin's detail (or a gateway's stub) is not bitcoin's detail: it
    /// must not replace the cached one (today the description, links, block time and algorithm are lost).
    func testAnotherCoinsDetailNeverReplacesTheCachedDetail() async throws {
        let resource = Resource.coinDetail(id: "bitcoin")
        let good = try await repository().fetch(resource)
        XCTAssertEqual(good.value.id, "bitcoin")
        let stored = try XCTUnwrap(cache.read(resource.id.key))

        clock.advance(by: 2 * 86_400)
        try await server.inject(
            .body, path: bitcoinPath, times: 1, body: #"{"id":"ethereum","symbol":"eth","name":"Ethereum"}"#)
        let failure = await fetchError { try await repository().fetch(resource) }
        XCTAssertNotNil(failure, "another coin's detail is not usable for bitcoin")
        XCTAssertEqual(cache.read(resource.id.key), stored, "the good entry stays")
        XCTAssertEqual(repository().snapshot(resource)?.value.id, "bitcoin")
    }

    /// `snapshot` (what the dashboard starts from) of an entry stored for another URL (another base URL, e.g. after
    /// setting COINGECKO_PRO_API_KEY or KURS_*_URL) must say it can't be fresh, so the scheduler reloads it at once.
    /// Today `snapshot` always says `canBeFresh: true`: the dashboard restores the schedule from it and does not
    /// fetch until the old entry's reload date.
    func testASnapshotOfAnEntryStoredForAnotherURLCannotBeFresh() throws {
        let body = Fixtures.data("privatbank-coursid5-2025.json")
        try cache.write(
            CacheEntry(url: "https://elsewhere.example/p24api/pubinfo?json&exchange&coursid=5", fetchedAt: clock.now,
                       body: body), key: "privatbank-coursid5")
        let snapshot = try XCTUnwrap(repository().snapshot(Resource.privatBank(.cash)))
        XCTAssertEqual(snapshot.origin, .cache)
        XCTAssertFalse(snapshot.canBeFresh, "stored for another URL: to be reloaded at once")
    }

    /// A redirect to a "scheme" that is the CoinGecko key (a server echoing the key it was sent): the error says
    /// the scheme lower-cased, which the redactor (case-sensitive) does not recognise, so the key is printed
    /// ("redirect to an unsupported scheme cg-abcdef123456").
    func testARedirectSchemeEchoingTheKeyNeverShowsTheKey() async throws {
        let key = "CG-AbCdEf123456"
        try await server.inject(.redirect, path: marketsPath, times: 1, location: "\(key):x")
        let failure = await fetchError { try await repository(key: .demo(APIKey(key))).fetch(Resource.markets(vsCurrency: "usd")) }
        let message = try XCTUnwrap(failure?.message)
        XCTAssertFalse(message.lowercased().contains(key.lowercased()), message)
    }

    /// The dashboard's status bar for a source whose last fetch failed while an older good value is kept on screen:
    /// it must still say how old that value is ("its age shown"); today the fetch time is dropped
    /// ("PrivatBank · sent an empty list · retry 14:01" beside day-old rates).
    func testAFailingSourceStillShowsTheAgeOfTheKeptData() {
        let yesterday = utc("2026-02-16T09:00:00Z"), at = utc("2026-02-17T14:00:00Z")
        var scheduler = RefreshScheduler(jitter: .constant(0))
        scheduler.register(.privatBankCash)
        scheduler.restore(.privatBankCash, fetchedAt: yesterday)
        let generation = scheduler.fetchStarted(.privatBankCash, now: at)
        _ = scheduler.fetchFailed(.privatBankCash, generation: generation, now: at, error: .unusable("PrivatBank sent an empty list"))
        let text = SourceStatusLine.text(
            source: .privatBank, origin: .cache, fetchedAt: yesterday, status: scheduler.status(of: .privatBankCash, now: at),
            now: at, timeZone: .gmt)
        XCTAssertTrue(text.contains("sent an empty list"), text)
        XCTAssertTrue(text.contains(SourceStatusLine.stamp(yesterday, now: at, timeZone: .gmt)), "the kept data's age: \(text)")
    }

    /// A 304 that nothing asked for: the entry is for another URL (another base URL), so no validator was sent, yet
    /// the server's 304 renews that entry's `fetched_at` and hands its data out as `live` from this server
    /// ("origin":"live", fetched_at now, for another host's two-hour-old rates).
    func testAnUnpromptedNotModifiedNeverMakesAnotherURLsEntryLive() async throws {
        let old = clock.now.addingTimeInterval(-7200)
        try cache.write(
            CacheEntry(url: "https://elsewhere.example/p24api/pubinfo?json&exchange&coursid=5", fetchedAt: old,
                       etag: "\"other\"", body: Fixtures.data("privatbank-coursid5-2025.json")), key: "privatbank-coursid5")
        try await server.inject(.body, path: "/p24api/pubinfo", times: 1, body: "", status: 304)
        let fetched = try? await repository().fetch(Resource.privatBank(.cash))
        let logged = try await server.requests()
        XCTAssertNil(logged.first?.headers["if-none-match"], "no validator was sent")
        XCTAssertNotEqual(fetched?.origin, .live, "a 304 to a request without validators confirms nothing")
        XCTAssertEqual(cache.read("privatbank-coursid5")?.fetchedAt, old, "another URL's entry is not renewed")
    }

    /// An error body that echoes the key with an invisible character inside (U+200B ZERO WIDTH SPACE, U+00AD SOFT
    /// HYPHEN): the redactor does not match it and the sanitizer keeps the invisible character, so the terminal
    /// shows the key ("bad key CG-AbC\u{200B}dEf123456" reads as the key).
    func testAKeyEchoedWithAnInvisibleCharacterInsideIsNotShown() async throws {
        let key = "CG-AbCdEf123456"
        for invisible in ["\u{200B}", "\u{00AD}"] {
            try await server.reset()
            let echoed = "CG-AbC" + invisible + "dEf123456"
            let body = String(decoding: try JSONSerialization.data(withJSONObject: ["error": true, "reason": "bad key \(echoed)"]), as: UTF8.self)
            try await server.inject(.body, path: bitcoinPath, times: 1, body: body, status: 400)
            let failure = await fetchError { try await repository(key: .demo(APIKey(key))).fetch(Resource.coinDetail(id: "bitcoin")) }
            let message = try XCTUnwrap(failure?.message)
            let shown = TerminalText.sanitize(message)
            XCTAssertFalse(shown.unicodeScalars.filter { $0.properties.generalCategory != .format }.map(String.init).joined().contains(key),
                           "what the terminal shows reads as the key: \(shown.debugDescription)")
        }
    }

    /// Online, with nothing cached and the server failing (HTTP 503), the dashboard shows the embedded sample and
    /// its status bar says "offline · sample 2025": the fetch's error is never said, and "offline" is not true.
    func testAFailingSourceShowingTheSampleOnlineSaysTheErrorNotOffline() {
        let at = utc("2026-02-17T14:00:00Z")
        var scheduler = RefreshScheduler(jitter: .constant(0))
        scheduler.register(.privatBankCash)
        let generation = scheduler.fetchStarted(.privatBankCash, now: at)
        _ = scheduler.fetchFailed(.privatBankCash, generation: generation, now: at, error: .serverError(status: 503))
        let text = SourceStatusLine.text(
            source: .privatBank, origin: .embeddedSample(recordedOn: "2025"), fetchedAt: utc("2025-01-01T00:00:00Z"),
            status: scheduler.status(of: .privatBankCash, now: at), now: at, timeZone: .gmt)
        XCTAssertTrue(text.contains("503"), "the error is said: \(text)")
        XCTAssertFalse(text.hasPrefix("offline"), "online, the source is not offline: \(text)")
    }
}
