import Foundation
import KursCore
import TestSupport
import XCTest

/// The history database is never opened through a symbolic link (SQLite's own open follows links
/// unless told not to), so a planted link can't make kurs create or write a file elsewhere.
final class HistorySymlinkTests: XCTestCase {
    func testALinkInTheDatabasesPlaceIsRefusedAndNothingIsCreatedBehindIt() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let victim = dir.url.appendingPathComponent("victim.db")
        let data = dir.url.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let link = data.appendingPathComponent(RateHistory.fileName)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: victim)
        XCTAssertThrowsError(try RateHistory(url: link))
        XCTAssertFalse(FileManager.default.fileExists(atPath: victim.path), "no file created behind the link")
    }
}
