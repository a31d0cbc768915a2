import Foundation
import TestSupport
import XCTest

/// `kurs refresh` checks the stored alerts after fetching and records the result in `alerts.json`.
final class RefreshAlertsCommandTests: KursCommandTestCase {
    private var alertsFile: URL { home.url.appendingPathComponent(".local/state/kurs/alerts.json") }

    private func ok(_ arguments: String...) throws -> Run {
        let run = try kurs(arguments)
        XCTAssertEqual(run.status, 0, "\(arguments): \(run.stderr)")
        return run
    }

    func testRefreshTriggersAnAlertOnTheFetchedPriceOnce() throws {
        // bitcoin is 16951.52 in the fixture's markets list.
        XCTAssertEqual(try ok("alert", "add", "bitcoin", "above", "16000").stdout, "alert 1: bitcoin ≥ 16000 usd\n")
        let first = try ok("refresh")
        XCTAssertTrue(first.stdout.contains("alert triggered: bitcoin ≥ 16000 usd: 16951.52\n"), first.stdout)
        let stored = try String(contentsOf: alertsFile, encoding: .utf8)
        XCTAssertTrue(stored.contains(#""state":"triggered""#) || stored.contains(#""state" : "triggered""#), stored)
        let again = try ok("refresh")
        XCTAssertFalse(again.stdout.contains("alert triggered"), "still above: no second crossing\n\(again.stdout)")
    }
}
