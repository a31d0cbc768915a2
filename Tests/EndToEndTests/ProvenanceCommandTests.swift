import Foundation
import XCTest

/// What one-shot commands print is true and says where it is from: the embedded sample only offline (dated from
/// its data), online with nothing usable an exit 1 with the reason, and a cache that can't be written is said.
final class ProvenanceCommandTests: KursCommandTestCase {
    private func json(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func testOnlineWithNoCacheAFailedFetchExitsOneWithTheReasonForEveryCommand() throws {
        for path in ["/api/v3/coins/markets", "/api/v3/coins/bitcoin", "/p24api/pubinfo", "/v6/latest/USD", "/v1/forecast"] {
            try serverCall { try await $0.inject(.serviceUnavailable, path: path) }
        }
        for arguments in [["coins", "--json"], ["coins"], ["rates"], ["rates", "--source", "erapi"],
                          ["convert", "100", "USD", "EUR"], ["weather", "50.45,30.52"]] {
            let run = try kurs(arguments)
            XCTAssertEqual(run.status, 1, "\(arguments): \(run.stdout) \(run.stderr)")
            XCTAssertEqual(run.stdout, "", "\(arguments): no sample numbers online")
            XCTAssertTrue(run.stderr.contains("server error (HTTP 503)"), "\(arguments): \(run.stderr)")
        }
    }

    func testAnEmptyListIsTheReasonAndNeverShownAsData() throws {
        try serverCall { try await $0.inject(.emptyList, path: "/p24api/pubinfo") }
        let run = try kurs("rates")
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, "kurs: privatbank: PrivatBank sent an empty list; no data to show\n")
    }

    func testOfflineTheSampleIsLabelledAndDatedFromItsData() throws {
        let coins = try kurs("--offline", "coins", "--top", "2", "--json")
        XCTAssertEqual(coins.status, 0, coins.stderr)
        let document = try json(coins.stdout)
        XCTAssertEqual(document["origin"] as? String, "embedded_sample")
        XCTAssertEqual(document["fetched_at"] as? String, "2026-09-26T17:05:20Z", "the newest last_updated of the sample")
        let rates = try json(try kurs("--offline", "rates", "--source", "erapi", "--json").stdout)
        XCTAssertEqual(rates["origin"] as? String, "embedded_sample")
        XCTAssertEqual(rates["fetched_at"] as? String, "2024-08-19T00:02:31Z", "time_last_update_unix")
    }

    func testLiveDataSaysLiveAndThenCache() throws {
        let first = try json(try kurs("rates", "--json").stdout)
        XCTAssertEqual(first["origin"] as? String, "live")
        let second = try json(try kurs("rates", "--json").stdout)
        XCTAssertEqual(second["origin"] as? String, "cache")
        XCTAssertEqual(second["fetched_at"] as? String, first["fetched_at"] as? String)
    }

    func testRefreshSaysWhenTheCacheFileCannotBeWritten() throws {
        try FileManager.default.createDirectory(
            at: cacheDirectory.appendingPathComponent("privatbank-coursid5.cache"), withIntermediateDirectories: true)
        let run = try kurs("refresh", "--only", "privatbank-cash")
        XCTAssertEqual(run.status, 1, run.stdout)
        XCTAssertEqual(run.stdout, "", "never \"updated\"")
        XCTAssertTrue(run.stderr.contains("privatbank cash: fetched but not stored: can't write the cache:"), run.stderr)
        XCTAssertTrue(run.stderr.contains("Is a directory"), run.stderr)
    }
}
