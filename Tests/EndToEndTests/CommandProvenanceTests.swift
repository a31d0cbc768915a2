import Foundation
import XCTest

/// Through the built binary: every value a one-shot command prints knows its origin.
/// Each test here failed when it was written.
final class CommandProvenanceTests: KursCommandTestCase {
    private func json(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// `kurs coin bitcoin --json` takes the market values (price, market cap, …) from the markets list. When that
    /// list is an old cache entry whose refresh just failed, the document says `"origin":"live"` and `fetched_at`
    /// now (the detail's) and nothing anywhere says the prices are from 2000-01-01 or that their refresh failed.
    func testCoinDetailSaysHowOldItsMarketValuesAre() throws {
        XCTAssertEqual(try kurs("coins", "--top", "1").status, 0)
        try ageCacheEntry("coingecko-markets-usd")
        try serverCall { try await $0.inject(.html, path: "/api/v3/coins/markets") }
        let run = try kurs("coin", "bitcoin", "--json")
        XCTAssertEqual(run.status, 0, run.stderr)
        let document = try json(run.stdout)
        XCTAssertNotNil(document["current_price"] as? NSNumber, "the cached market values are shown")
        XCTAssertTrue(
            run.stdout.contains("2000-01-01") || run.stderr.contains("2000-01-01"),
            "the age of the market values is said: stdout \(run.stdout.prefix(200)) stderr \(run.stderr)")
    }

    /// Offline, the detail sample (recorded 2023-01-08) is printed with the market values of the markets sample
    /// (2026-09-26), dated only 2023-01-08: the prices' own date is said nowhere.
    func testOfflineCoinDetailDatesItsMarketValuesFromTheirOwnSample() throws {
        let run = try kurs("--offline", "coin", "bitcoin", "--json")
        XCTAssertEqual(run.status, 0, run.stderr)
        let document = try json(run.stdout)
        XCTAssertEqual(document["current_price"] as? NSNumber, 84093, "the markets sample's price")
        XCTAssertTrue(
            run.stdout.contains("2026-09-26") || run.stderr.contains("2026-09-26"),
            "the price's recording date is said: \(document["fetched_at"] ?? "nil") / \(run.stderr)")
    }
}
