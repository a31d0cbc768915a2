import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#endif
import XCTest

/// `kurs history`: days fetched once (NBU by date, PrivatBank's archive), live rates fetches recorded, a damaged
/// database is exit 1 and never breaks `kurs rates`, and the status placeholders of the Ukrainian sources.
final class HistoryCommandTests: KursCommandTestCase {
    /// The history database of the test (`$HOME/.local/share/kurs/history.sqlite3`; HOME is the test's directory).
    var historyFile: URL { home.url.appendingPathComponent(".local/share/kurs/history.sqlite3") }

    func days(_ run: Run) throws -> [[String: Any]] {
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], run.stdout)
        return try XCTUnwrap(json["days"] as? [[String: Any]])
    }

    func testNBUDaysAreFetchedOnceAndKeptExactly() throws {
        let first = try kurs("history", "USD", "--days", "3", "--source", "nbu", "--json")
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(first.stderr, "")
        XCTAssertTrue(first.stdout.hasPrefix(#"{"source":"nbu","fetched_at":""#), first.stdout)
        XCTAssertTrue(first.stdout.contains(#","ccy":"USD","base_ccy":"UAH","not_fetched":[],"days":[{"date":""#), first.stdout)
        let days = try days(first)
        XCTAssertEqual(days.count, 3)
        XCTAssertEqual(first.stdout.components(separatedBy: #""buy":null,"sale":null,"rate":41.4228}"#).count - 1, 3, first.stdout)
        let dates = days.compactMap { $0["date"] as? String }
        XCTAssertEqual(dates, dates.sorted(), "oldest first")
        XCTAssertEqual(try requestCount(containing: "valcode=USD&date="), 3)

        try serverCall { try await $0.reset() }
        let second = try kurs("history", "USD", "--days", "3", "--source", "nbu", "--json")
        XCTAssertEqual(second.stdout, first.stdout)
        XCTAssertEqual(try requests().count, 0, "stored days are never fetched again")
        let offline = try kurs("history", "USD", "--days", "5", "--source", "nbu", "--json", "--offline")
        XCTAssertEqual(offline.status, 0, offline.stderr)
        let five = try self.days(offline)
        XCTAssertTrue(five[0]["rate"] is NSNull && five[1]["rate"] is NSNull, "offline: only what is stored")
        XCTAssertEqual(five[4]["rate"] as? Double, 41.4228)
        XCTAssertEqual(try requests().count, 0)
    }

    func testDaysAStopLeftUnfetchedAreListedAndFetchedAtIsTheNewestObservation() throws {
        let empty = try kurs("history", "USD", "--days", "2", "--source", "nbu", "--json", "--offline")
        XCTAssertEqual(empty.status, 0, empty.stderr)
        let emptyJSON = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(empty.stdout.utf8)) as? [String: Any])
        XCTAssertTrue(emptyJSON["fetched_at"] is NSNull, "nothing stored: \(empty.stdout)")
        XCTAssertEqual(emptyJSON["not_fetched"] as? [String], [], "offline nothing is fetched, and nothing stopped")

        let first = try kurs("history", "USD", "--days", "2", "--source", "nbu", "--json")
        XCTAssertEqual(first.status, 0, first.stderr)
        let firstJSON = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any])
        let fetchedAt = try XCTUnwrap(firstJSON["fetched_at"] as? String, first.stdout)
        XCTAssertNotNil(try? Date(fetchedAt, strategy: .iso8601), fetchedAt)

        try serverCall { try await $0.inject(.rateLimited, path: "/NBUStatService/v1/statdirectory/exchange") }
        let stopped = try kurs("history", "USD", "--days", "4", "--source", "nbu", "--json")
        XCTAssertEqual(stopped.status, 0, stopped.stderr)
        XCTAssertTrue(stopped.stderr.hasSuffix("2 of 4 days not fetched\n"), stopped.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(stopped.stdout.utf8)) as? [String: Any])
        let dates = try days(stopped).compactMap { $0["date"] as? String }
        XCTAssertEqual(json["not_fetched"] as? [String], Array(dates.prefix(2)), "the two oldest days: \(stopped.stdout)")
        XCTAssertEqual(json["fetched_at"] as? String, fetchedAt, "the newest stored observation's fetch time")
    }

    func testALiveRatesFetchIsRecordedAndPrivatBankDaysAreAskedOnce() throws {
        XCTAssertEqual(try kurs("rates").status, 0)
        let run = try kurs("history", "USD", "--days", "2", "--json")
        XCTAssertEqual(run.status, 0, run.stderr)
        let days = try days(run)
        XCTAssertEqual(days.count, 2)
        XCTAssertTrue(days[0]["buy"] is NSNull, "yesterday: the archive has no USD row")
        XCTAssertTrue(run.stdout.hasSuffix(#""buy":41.25,"sale":41.85,"rate":null}]}"# + "\n"), "today: the live cash rates: \(run.stdout)")
        XCTAssertEqual(try requestCount(containing: "/p24api/exchange_rates?json&date="), 1, "today is stored already")
        try serverCall { try await $0.reset() }
        XCTAssertEqual(try kurs("history", "USD", "--days", "2").status, 0)
        XCTAssertEqual(try requests().count, 0)
    }

    /// `kurs __record-history` (the dashboard's recorder): an argument it can't read is said and skipped, the others
    /// are recorded, the exit is 1.
    func testTheDashboardsRecorderSkipsAnUnreadableObservationAndRecordsTheRest() throws {
        let directory = historyFile.deletingLastPathComponent().path
        let now = Int(Date().timeIntervalSince1970)
        let today = try kurs("history", "USD", "--days", "1", "--source", "privatbank", "--json", "--offline")
        let day = try XCTUnwrap(try days(today).first?["date"] as? String, today.stdout)
        let good = "privatbank\tUSD\t\(day)\t41.25\t41.85\t\t\t\(now)"
        let odd = "monobank\t1\t\(day)\t\t\t1.5\t\t\(now)"  // a numeric code ICU doesn't know: kept
        let run = try kurs("__record-history", directory, good, "privatbank\tUSD\tsoon", odd)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("__record-history: not an observation, skipped: privatbank USD soon"), run.stderr)
        let stored = try kurs("history", "USD", "--days", "1", "--source", "privatbank", "--json", "--offline")
        XCTAssertTrue(stored.stdout.contains(#""buy":41.25,"sale":41.85"#), stored.stdout)
    }

    /// `kurs __record-history` does not read the config: a config every other command warns about is not
    /// mentioned, and the observation is recorded.
    func testTheDashboardsRecorderDoesNotReadTheConfig() throws {
        try FileManager.default.createDirectory(at: configFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{ coins: ".utf8).write(to: configFile)
        let rates = try kurs("rates", "--offline")
        XCTAssertTrue(rates.stderr.contains("config.json5"), "other commands read it: \(rates.stderr)")
        let today = try kurs("history", "USD", "--days", "1", "--source", "privatbank", "--json", "--offline")
        let day = try XCTUnwrap(try days(today).first?["date"] as? String, today.stdout)
        let directory = historyFile.deletingLastPathComponent().path
        let run = try kurs("__record-history", directory, "privatbank\tUSD\t\(day)\t41.5\t42.5\t\t\t\(Int(Date().timeIntervalSince1970))")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        let stored = try kurs("history", "USD", "--days", "1", "--source", "privatbank", "--json", "--offline")
        XCTAssertTrue(stored.stdout.contains(#""buy":41.5,"sale":42.5"#), stored.stdout)
    }

    func testDaysOutOfRangeAreAUsageError() throws {
        for days in ["0", "366", "x", "-1"] {
            let run = try kurs("history", "USD", "--days", days)
            XCTAssertEqual(run.status, 2, days)
            XCTAssertTrue(run.stderr.contains("a whole number from 1 to 365"), run.stderr)
        }
        XCTAssertEqual(try kurs("history").stderr, "kurs: missing CODE: kurs history CODE (e.g. kurs history USD)\n")
        XCTAssertEqual(try requests().count, 0)
    }

    /// A history on a file system remounted read-only (root can't write it either, unlike a 0444 file): the stored
    /// days are read, the missing ones are neither fetched nor stored, and `kurs rates` still works. Skipped where
    /// mounting is not allowed.
    func testAReadOnlyHistoryIsReadAndSaysTheDaysCannotBeStored() throws {
        let mountPoint = home.url.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: true)
        guard geteuid() == 0, mount("tmpfs", mountPoint.path, "tmpfs", 0, "size=4m") == 0 else {
            try RecordedSkip.skip("cannot mount a tmpfs here", test: self)
        }
        defer { umount2(mountPoint.path, 2 /* MNT_DETACH */) }
        let extra = ["XDG_DATA_HOME": mountPoint.path]
        let stored = try kurs(["history", "USD", "--days", "2", "--source", "nbu", "--json"], extra: extra)
        XCTAssertEqual(stored.status, 0, stored.stderr)
        XCTAssertEqual(mount("tmpfs", mountPoint.path, "tmpfs", UInt(MS_REMOUNT | MS_RDONLY), nil), 0,
                       "remount read-only: \(String(cString: strerror(errno)))")
        try serverCall { try await $0.reset() }

        let run = try kurs(["history", "USD", "--days", "4", "--source", "nbu", "--json"], extra: extra)
        XCTAssertEqual(run.status, 0, run.stderr)
        let file = mountPoint.appendingPathComponent("kurs/history.sqlite3").path
        XCTAssertTrue(run.stderr.hasPrefix("kurs: history: \(file) can't be written"), run.stderr)
        XCTAssertTrue(run.stderr.hasSuffix("; 2 of 4 days not fetched (they can't be stored)\n"), run.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let days = try days(run)
        XCTAssertEqual(days.map { "\($0["rate"] ?? "")" }, ["<null>", "<null>", "41.4228", "41.4228"], run.stdout)
        XCTAssertEqual(json["not_fetched"] as? [String], days.prefix(2).compactMap { $0["date"] as? String })
        XCTAssertEqual(try requests().count, 0, "days that can't be stored are not fetched")

        let rates = try kurs(["rates", "--source", "nbu"], extra: extra)
        XCTAssertEqual(rates.status, 0, rates.stderr)
        XCTAssertTrue(rates.stderr.hasSuffix("; rates not recorded\n"), rates.stderr)
    }

    func testADamagedHistoryIsExitOneAndRatesStillWork() throws {
        try FileManager.default.createDirectory(at: historyFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(repeating: 0x41, count: 8192).write(to: historyFile)
        let history = try kurs("history", "USD", "--days", "3")
        XCTAssertEqual(history.status, 1)
        XCTAssertEqual(history.stdout, "")
        XCTAssertTrue(history.stderr.hasPrefix("kurs: history unavailable: "), history.stderr)
        XCTAssertEqual(history.stderr.filter { $0 == "\n" }.count, 1)

        let rates = try kurs("rates", "--json")
        XCTAssertEqual(rates.status, 0)
        XCTAssertTrue(rates.stdout.contains(#"{"ccy":"USD","base_ccy":"UAH","buy":41.25,"sale":41.85,"rate":null}"#))
        XCTAssertTrue(rates.stderr.hasPrefix("kurs: history unavailable: "), rates.stderr)
        XCTAssertTrue(rates.stderr.hasSuffix("; rates not recorded\n"), rates.stderr)
        XCTAssertEqual(try kurs("rates", "--compare").status, 0)
        XCTAssertEqual(try kurs("refresh", "--only", "nbu").stdout, "nbu: updated\n")
    }

    func testStatusPlaceholdersOfTheUkrainianSources() throws {
        XCTAssertEqual(try kurs("refresh", "--only", "privatbank,nbu,monobank", "--quiet").status, 0)
        try serverCall { try await $0.reset() }
        let run = try kurs("status", "--format", "{nbu:USD} {mono:USD:buy} {mono:usd:sale} {best:USD:buy} {best:USD:sale} {mono:GBP:buy} {best:EUR:sale}")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "41.42 36.40 37.44 41.35 37.44 ? 39.70\n")
        XCTAssertEqual(try requests().count, 0, "fresh entries: no background refresh")
        let bad = try kurs("status", "--format", "{nbu:USD:buy} {mono:USD}")
        XCTAssertEqual(bad.status, 2)
    }

    func testAStaleNBUPlaceholderStartsTheBackgroundRefresh() throws {
        let run = try kurs("status", "--format", "NBU {nbu:EUR}")
        XCTAssertEqual(run.stdout, "kurs: no data yet\n")
        waitUntil("the background refresh of the NBU rates") { cacheEntryIsFresh("nbu-exchange") }
        let again = try kurs("status", "--format", "NBU {nbu:EUR}")
        XCTAssertEqual(again.stdout, "NBU 44.83\n")
    }
}
