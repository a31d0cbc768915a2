import Foundation
import XCTest
import TestSupport

/// `kurs portfolio …`, `kurs alert …` and `kurs alerts` against the fixture server: exact arithmetic end to end, one
/// markets request for all coins, unknown ids, an unreadable state file kept aside, alerts triggering and recorded,
/// and every new command with stdout on a full disk.
final class PortfolioAlertCommandTests: KursCommandTestCase {
    var stateDirectory: URL { home.url.appendingPathComponent(".local/state/kurs") }
    var portfolioFile: URL { stateDirectory.appendingPathComponent("portfolio.json") }
    var alertsFile: URL { stateDirectory.appendingPathComponent("alerts.json") }

    func json(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], text)
    }

    /// Writes `alerts.json` holding `alerts` (each one stored alert's JSON), numbered on after them.
    func storeAlerts(_ alerts: String...) throws {
        try FileManager.default.createDirectory(at: stateDirectory, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        let list = #"{"version": 1, "next_id": \#(alerts.count + 1), "alerts": [\#(alerts.joined(separator: ", "))]}"#
        try Data(list.utf8).write(to: alertsFile)
    }

    func ok(_ arguments: String...) throws -> Run {
        let run = try kurs(arguments)
        XCTAssertEqual(run.status, 0, "\(arguments): \(run.stderr)")
        return run
    }

    func testPortfolioArithmeticIsExactEndToEnd() throws {
        // bitcoin 16951.52, ethereum 1266.66 (coingecko-markets-usd-100.json); EUR 0.907539 per USD (er-api).
        XCTAssertEqual(try ok("portfolio", "add", "bitcoin", "0.5", "--cost", "15000").stdout, "bitcoin: 0.5, cost 7500 usd\n")
        XCTAssertEqual(try ok("portfolio", "add", "bitcoin", "0.25", "--cost", "18000").stdout, "bitcoin: 0.75, cost 12000 usd\n")
        XCTAssertEqual(try ok("portfolio", "add", "ethereum", "2").stdout, "ethereum: 2, cost unknown\n")
        XCTAssertEqual(try ok("portfolio", "add", "usd", "50").stdout, "USD: 50, cost unknown\n")
        try serverCall { try await $0.reset() }
        let run = try ok("portfolio", "--json")
        XCTAssertTrue(run.stdout.contains(#""vs_currency":"usd","total_value":15296.96,"total_cost":12000,"pnl":713.64,"pnl_percentage":5.95,"#),
                      run.stdout)
        XCTAssertTrue(run.stdout.contains(
            #"{"id":"bitcoin","kind":"coin","symbol":"btc","amount":0.75,"price":16951.52,"value":12713.64,"cost":12000,"pnl":713.64,"pnl_percentage":5.95,"share":83.11}"#),
            run.stdout)
        XCTAssertTrue(run.stdout.contains(
            #"{"id":"ethereum","kind":"coin","symbol":"eth","amount":2,"price":1266.66,"value":2533.32,"cost":null,"pnl":null,"pnl_percentage":null,"share":16.56}"#),
            run.stdout)
        XCTAssertTrue(run.stdout.contains(#"{"id":"USD","kind":"cash","symbol":"USD","amount":50,"price":1,"value":50,"#), run.stdout)
        XCTAssertEqual(try requestCount(containing: "/coins/markets"), 1, "one request for every coin")
        XCTAssertEqual(try requestCount(containing: "ids=bitcoin,ethereum"), 1)
        XCTAssertEqual(try requestCount(containing: "/v6/latest/"), 0, "cash in the vs currency needs no rate")
        let doc = try json(run.stdout)
        XCTAssertEqual(doc["source"] as? String, "coingecko")
        XCTAssertNotNil(doc["fetched_at"] as? String)

        let table = try ok("portfolio")
        XCTAssertTrue(table.stdout.contains("bitcoin\tBTC\t0.75\t16951.52\t12713.64\t12000\t713.64\t5.95\t83.11\n"), table.stdout)
        XCTAssertTrue(table.stdout.contains("TOTAL\t\t\t\t15296.96\t12000\t713.64\t5.95\t\n"), table.stdout)
    }

    func testCashInAnotherCurrencyIsPricedWithTheRate() throws {
        _ = try ok("portfolio", "add", "EUR", "907.539")
        let run = try ok("portfolio", "--json")
        // 907.539 EUR × (1 / 0.907539 USD per EUR) = 1000 USD, to Decimal's 38 digits.
        let doc = try json(run.stdout)
        let holding = try XCTUnwrap((doc["holdings"] as? [[String: Any]])?.first)
        XCTAssertEqual(holding["kind"] as? String, "cash")
        let value = try XCTUnwrap(Decimal(string: "\(try XCTUnwrap(holding["value"] as? NSNumber))"))
        XCTAssertLessThan(abs(value - 1000), Decimal(string: "0.000001")!)
        XCTAssertEqual(doc["rates_source"] as? String, "erapi")
        XCTAssertEqual(try requestCount(containing: "/v6/latest/USD"), 1)
    }

    func testAddingAnUnknownCoinIsAUsageErrorAndWritesNothing() throws {
        let run = try kurs("portfolio", "add", "nosuchcoin", "1")
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "kurs: unknown coin 'nosuchcoin'\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: portfolioFile.path))
        XCTAssertEqual(try requestCount(containing: "/coins/markets?vs_currency=usd&ids=nosuchcoin"), 1)
    }

    func testAnAmountWithMoreDigitsThanAreKeptIsAUsageErrorAndWritesNothing() throws {
        let run = try kurs("portfolio", "add", "bitcoin", "1234567890123456789012345678901234567891")
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "kurs: invalid AMOUNT '1234567890123456789012345678901234567891': a number more than 0 (e.g. 0.5), "
                       + "at most 38 significant digits\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: portfolioFile.path))
        _ = try ok("portfolio", "add", "bitcoin", "20")
        let huge = try kurs("portfolio", "add", "bitcoin", "1e120")
        XCTAssertEqual(huge.status, 2, huge.stderr)
        XCTAssertTrue(try String(contentsOf: portfolioFile, encoding: .utf8).contains(#""amount" : "20""#))
    }

    func testOfflineAddAcceptsOnlyCoinsItCanCheck() throws {
        XCTAssertEqual(try ok("portfolio", "add", "ethereum", "1", "--offline").stdout, "ethereum: 1, cost unknown\n")
        let unknown = try kurs("portfolio", "add", "nosuchcoin", "1", "--offline")
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.stderr, "kurs: can't check coin 'nosuchcoin' offline: not in the cached or built-in markets list\n")
        XCTAssertEqual(try requests().count, 0)
    }

    func testRemoveAndRemovingWhatIsNotHeld() throws {
        _ = try ok("portfolio", "add", "UAH", "1000")
        XCTAssertEqual(try ok("portfolio", "remove", "uah").stdout, "removed UAH\n")
        let again = try kurs("portfolio", "remove", "UAH")
        XCTAssertEqual(again.status, 2)
        XCTAssertEqual(again.stderr, "kurs: no holding 'UAH' in the portfolio\n")
    }

    func testAnUnreadablePortfolioIsNeverOverwritten() throws {
        try FileManager.default.createDirectory(at: stateDirectory, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        let garbage = Data("{not json".utf8)
        try garbage.write(to: portfolioFile)
        let show = try kurs("portfolio")
        XCTAssertEqual(show.status, 1)
        XCTAssertTrue(show.stderr.contains("cannot be used"), show.stderr)
        XCTAssertEqual(try Data(contentsOf: portfolioFile), garbage, "reading leaves it as it is")
        let add = try ok("portfolio", "add", "USD", "5")
        XCTAssertTrue(add.stderr.contains("portfolio.json could not be used"), add.stderr)
        let aside = try FileManager.default.contentsOfDirectory(atPath: stateDirectory.path).filter { $0.hasPrefix("portfolio.json.corrupt-") }
        XCTAssertEqual(aside.count, 1)
        XCTAssertEqual(try Data(contentsOf: stateDirectory.appendingPathComponent(aside[0])), garbage, "kept aside, bytes intact")
        XCTAssertTrue(try String(contentsOf: portfolioFile, encoding: .utf8).contains(#""id" : "USD""#))
    }

    func testAlertsTriggerWhenAlreadyTrueAndAreRecorded() throws {
        XCTAssertEqual(try ok("alert", "add", "bitcoin", "above", "10000").stdout, "alert 1: bitcoin ≥ 10000 usd\n")
        XCTAssertEqual(try ok("alert", "add", "bitcoin", "below", "100").stdout, "alert 2: bitcoin ≤ 100 usd\n")
        XCTAssertEqual(try ok("alert", "add", "ethereum", "move", "0.2").stdout, "alert 3: ethereum 24h beyond ±0.2%\n")
        XCTAssertEqual(try ok("alert", "add", "USD", "above", "41.5").stdout, "alert 4: USD sale ≥ 41.5 (privatbank)\n")
        let run = try ok("alerts", "--json")
        let alerts = try XCTUnwrap(try json(run.stdout)["alerts"] as? [[String: Any]])
        XCTAssertEqual(alerts.map { $0["triggered"] as? Bool }, [true, false, true, true])
        XCTAssertEqual(alerts.map { $0["kind"] as? String }, ["price", "price", "move", "rate"])
        XCTAssertEqual(alerts.map { $0["condition"] as? String }, ["above", "below", "beyond", "above"])
        XCTAssertTrue(run.stdout.contains(#""id":1,"kind":"price","condition":"above","threshold":10000,"value":16951.52,"triggered":true,"#),
                      run.stdout)
        XCTAssertTrue(run.stdout.contains(#""value":0.28757,"#), run.stdout)
        XCTAssertTrue(run.stdout.contains(#""threshold":41.5,"value":41.85,"#), run.stdout)
        XCTAssertTrue(alerts[1]["triggered_at"] is NSNull)
        let triggeredAt = try XCTUnwrap(alerts[0]["triggered_at"] as? String)
        XCTAssertEqual(try requestCount(containing: "/coins/markets?vs_currency=usd&ids=bitcoin,ethereum"), 1)
        let stored = try String(contentsOf: alertsFile, encoding: .utf8)
        XCTAssertTrue(stored.contains(#""state" : "triggered""#), stored)
        // Checked again: still triggered, with the time it first triggered; removing one keeps the others' numbers.
        XCTAssertEqual(try ok("alert", "remove", "2").stdout, "removed alert 2: bitcoin ≤ 100 usd\n")
        let again = try XCTUnwrap(try json(try ok("alerts", "--json").stdout)["alerts"] as? [[String: Any]])
        XCTAssertEqual(again.map { $0["id"] as? Int }, [1, 3, 4])
        XCTAssertEqual(again[0]["triggered_at"] as? String, triggeredAt)
        let missing = try kurs("alert", "remove", "2")
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr, "kurs: no alert 2 (see kurs alerts)\n")
        let table = try ok("alerts")
        XCTAssertTrue(table.stdout.hasPrefix("1\tbitcoin ≥ 10000 usd\t16951.52\ttriggered \(triggeredAt)\n"), table.stdout)
    }

    func testAddingAnAlertForAnUnknownCoinIsAUsageErrorAndWritesNothing() throws {
        let unknown = try kurs("alert", "add", "nope-coin", "above", "5")
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.stderr, "kurs: unknown coin 'nope-coin'\n")
        XCTAssertEqual(try requestCount(containing: "/coins/markets?vs_currency=usd&ids=nope-coin"), 1)
        let notACode = try kurs("alert", "add", "XYZ", "above", "5")  // not an ISO 4217 code: a coin id
        XCTAssertEqual(notACode.status, 2)
        XCTAssertEqual(notACode.stderr, "kurs: unknown coin 'xyz'\n")
        let move = try kurs("alert", "add", "nope-coin", "move", "5")
        XCTAssertEqual(move.status, 2)
        XCTAssertEqual(move.stderr, "kurs: unknown coin 'nope-coin'\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: alertsFile.path))
        XCTAssertEqual(try ok("alert", "add", "EUR", "above", "45").stdout, "alert 1: EUR sale ≥ 45 (privatbank)\n")
        XCTAssertEqual(try requestCount(containing: "ids=eur"), 0, "a currency code is not checked with CoinGecko")
    }

    func testAnAlertWhoseCoinCantBeCheckedWritesNothing() throws {
        try serverCall { try await $0.inject(.internalServerError, path: "/api/v3/coins/markets") }
        let run = try kurs("alert", "add", "bitcoin", "above", "10000")
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, "kurs: coingecko: can't check coin 'bitcoin': server error (HTTP 500)\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: alertsFile.path))
    }

    func testOfflineAlertAddAcceptsOnlyCoinsItCanCheck() throws {
        XCTAssertEqual(try ok("alert", "add", "ethereum", "move", "5", "--offline").stdout, "alert 1: ethereum 24h beyond ±5%\n")
        let unknown = try kurs("alert", "add", "nosuchcoin", "below", "1", "--offline")
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.stderr, "kurs: can't check coin 'nosuchcoin' offline: not in the cached or built-in markets list\n")
        XCTAssertEqual(try ok("alert", "add", "USD", "below", "30", "--offline").stdout, "alert 2: USD sale ≤ 30 (privatbank)\n")
        XCTAssertEqual(try requests().count, 0)
    }

    func testAlertsNameTheCoinIdsCoinGeckoReturnsNothingFor() throws {
        // Alert 2's id is one CoinGecko no longer lists (delisted since `kurs alert add` checked it).
        try storeAlerts(#"{"id": 1, "kind": "price", "condition": "above", "target": "bitcoin", "threshold": "10000", "vs_currency": "usd"}"#,
                        #"{"id": 2, "kind": "price", "condition": "above", "target": "nope-coin", "threshold": "5", "vs_currency": "usd"}"#)
        let run = try ok("alerts")
        XCTAssertTrue(run.stderr.contains("kurs: coingecko usd: no data for 'nope-coin': not CoinGecko ids? see kurs search"),
                      run.stderr)
        XCTAssertTrue(run.stdout.contains("2\tnope-coin ≥ 5 usd\t\tarmed\n"), run.stdout)
    }

    func testAlertsKeepTheirStateWhenTheDataCantBeHad() throws {
        // Written as `kurs alert add` writes it, without the id check that would leave bitcoin's price in the cache.
        try storeAlerts(#"{"id": 1, "kind": "price", "condition": "above", "target": "bitcoin", "threshold": "10000", "vs_currency": "usd"}"#)
        try serverCall { try await $0.inject(.internalServerError, path: "/api/v3/coins/markets") }
        let run = try ok("alerts", "--json")
        XCTAssertTrue(run.stderr.contains("kurs: coingecko usd: server error (HTTP 500)"), run.stderr)
        let alert = try XCTUnwrap((try json(run.stdout)["alerts"] as? [[String: Any]])?.first)
        XCTAssertEqual(alert["triggered"] as? Bool, false)
        XCTAssertTrue(alert["value"] is NSNull)
    }

    func testStatusShowsThePortfolioAndTriggeredAlertsFromTheCacheOnly() throws {
        _ = try ok("portfolio", "add", "bitcoin", "0.5", "--cost", "15000")
        _ = try ok("portfolio", "add", "USD", "50")
        _ = try ok("alert", "add", "bitcoin", "above", "10000")
        _ = try ok("alert", "add", "USD", "below", "30")
        let before = try ok("status", "--format", "{portfolio} | {portfolio:pnl} | {alerts}")
        // The id check of `add` left bitcoin's price in the cache; no alert has been checked yet.
        XCTAssertEqual(before.stdout, "$8,525.76 | +$975.76 ▲ 13.01% |\n")
        _ = try ok("portfolio")
        _ = try ok("alerts")
        try serverCall { try await $0.reset() }
        let run = try ok("status", "--format", "{portfolio} | {portfolio:pnl} | {alerts}")
        // 0.5 × 16951.52 + 50 = 8525.76; P/L 8475.76 − 7500 = 975.76, 13.01 % of the cost.
        XCTAssertEqual(run.stdout, "$8,525.76 | +$975.76 ▲ 13.01% | ! bitcoin>=10000\n")
        XCTAssertEqual(try requests().count, 0, "status never waits on the network")
    }

    func testStatusSaysWhatIsWrongWithAnUnusablePortfolioOrAlertsFile() throws {
        try FileManager.default.createDirectory(at: stateDirectory, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        let garbage = Data("{not json".utf8)
        try garbage.write(to: portfolioFile)
        try garbage.write(to: alertsFile)
        let run = try ok("status", "--format", "{portfolio}")
        XCTAssertEqual(run.stdout, "kurs: no data yet\n")
        XCTAssertEqual(run.stderr, "kurs: portfolio \(portfolioFile.path) cannot be used (it is not valid JSON for this file); ignoring it\n")
        XCTAssertEqual(try kurs("portfolio").stderr, run.stderr, "the words kurs portfolio uses")
        let alerts = try ok("status", "--format", "{alerts}")
        XCTAssertEqual(alerts.stderr, "kurs: alerts \(alertsFile.path) cannot be used (it is not valid JSON for this file); ignoring them\n")
        XCTAssertEqual(try Data(contentsOf: portfolioFile), garbage, "status never writes the state files")
        XCTAssertEqual(try Data(contentsOf: alertsFile), garbage)
    }

    func testPortfolioAddThroughASymbolicLinkKeepsTheLinkAndUpdatesItsTarget() throws {
        try FileManager.default.createDirectory(at: stateDirectory, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        let target = home.url.appendingPathComponent("dotfiles-portfolio.json")
        try FileManager.default.createSymbolicLink(atPath: portfolioFile.path, withDestinationPath: target.path)
        let dangling = try kurs("portfolio", "add", "USD", "5")
        XCTAssertEqual(dangling.status, 1)
        XCTAssertEqual(dangling.stderr, "kurs: cannot update \(portfolioFile.path): portfolio.json is a symbolic link to "
                       + "\(target.path), which does not exist; nothing was written\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: target.path))
        try Data(#"{"version": 1, "holdings": [{"id": "USD", "kind": "cash", "amount": "10"}]}"#.utf8).write(to: target)
        XCTAssertEqual(try ok("portfolio", "add", "USD", "5").stdout, "USD: 15, cost unknown\n")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: portfolioFile.path), target.path)
        XCTAssertTrue(try String(contentsOf: target, encoding: .utf8).contains(#""amount" : "15""#))
    }

    func testEveryNewCommandWithStdoutOnAFullDiskExitsOne() throws {
        _ = try ok("portfolio", "add", "USD", "1")
        _ = try ok("alert", "add", "bitcoin", "above", "1")
        let commands: [[String]] = [
            ["chart", "bitcoin"], ["chart", "bitcoin", "--json"], ["search", "pepe"], ["portfolio"], ["portfolio", "--json"],
            ["portfolio", "add", "USD", "1"], ["portfolio", "remove", "USD"], ["alert", "add", "bitcoin", "below", "1"],
            ["alert", "remove", "2"], ["alerts"], ["alerts", "--json"],
        ]
        for arguments in commands {
            let shell = ["-c", "exec \"$0\" \"$@\" >/dev/full", Self.binary.path] + arguments
            let run = try finish(launch(URL(fileURLWithPath: "/bin/sh"), shell, environment: environment([:])))
            XCTAssertEqual(run.status, 1, "\(arguments): \(run.stderr)")
            XCTAssertTrue(run.stderr.hasSuffix("kurs: write error: No space left on device\n"), "\(arguments): \(run.stderr)")
        }
    }
}
