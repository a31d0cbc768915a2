import Foundation
import XCTest
@testable import KursApp
@testable import KursCommands
import KursCore

/// `kurs chart`, `kurs search`, `kurs portfolio …`, `kurs alert …` and `kurs alerts` on the command line.
final class CommandParserCoinsCLITests: XCTestCase {
    private func parse(_ arguments: [String]) throws -> Command {
        try CommandParser.parse(arguments).command
    }

    func testChart() throws {
        XCTAssertEqual(try parse(["chart", "Bitcoin"]), .run(ChartOptions(id: "bitcoin")))
        var options = ChartOptions(id: "ethereum")
        options.days = .year
        options.vsCurrency = "eur"
        options.json = true
        XCTAssertEqual(try parse(["chart", "ethereum", "--days", "365", "--vs", "EUR", "--json"]), .run(options))
        options = ChartOptions(id: "bitcoin")
        options.days = .max
        XCTAssertEqual(try parse(["chart", "bitcoin", "--days=MAX"]), .run(options))
        XCTAssertEqual(CommandParser.usageError(["chart"]), "missing coin id: kurs chart ID (e.g. kurs chart bitcoin)")
        XCTAssertEqual(CommandParser.usageError(["chart", "bitcoin", "--days", "14"]), "unknown range '14' (1, 7, 30, 90, 365, max)")
        XCTAssertEqual(CommandParser.usageError(["chart", "bitcoin", "--vs", "e"]),
                       "unknown currency 'e' (2 to 5 letters or digits, e.g. usd, eur, btc, sats)")
        XCTAssertEqual(CommandParser.usageError(["chart", "bitcoin", "ethereum"]), "unexpected argument 'ethereum' for 'kurs chart'")
    }

    func testSearch() throws {
        XCTAssertEqual(try parse(["search", "pepe"]), .run(SearchOptions(query: "pepe")))
        var options = SearchOptions(query: "wrapped bitcoin")
        options.json = true
        XCTAssertEqual(try parse(["search", "wrapped bitcoin", "--json"]), .run(options))
        XCTAssertEqual(CommandParser.usageError(["search"]), "missing QUERY: kurs search QUERY (e.g. kurs search pepe)")
        XCTAssertEqual(CommandParser.usageError(["search", "  "]), "empty QUERY: kurs search QUERY (e.g. kurs search pepe)")
        XCTAssertEqual(CommandParser.usageError(["search", "a", "b"]), "unexpected argument 'b' for 'kurs search'")
    }

    func testPortfolioShowAddRemove() throws {
        XCTAssertEqual(try parse(["portfolio"]), .run(PortfolioAction.show(vsCurrency: nil, json: false)))
        XCTAssertEqual(try parse(["portfolio", "--vs", "EUR", "--json"]), .run(PortfolioAction.show(vsCurrency: "eur", json: true)))
        XCTAssertEqual(try parse(["portfolio", "add", "Bitcoin", "0.5", "--cost", "30000.10"]),
                       .run(PortfolioAction.add(kind: .coin, id: "bitcoin", amount: Decimal(string: "0.5")!,
                                       costPerUnit: Decimal(string: "30000.10")!)))
        XCTAssertEqual(try parse(["portfolio", "add", "eur", "1200"]),
                       .run(PortfolioAction.add(kind: .cash, id: "EUR", amount: 1200, costPerUnit: nil)))
        XCTAssertEqual(try parse(["portfolio", "remove", "UAH"]), .run(PortfolioAction.remove(kind: .cash, id: "UAH")))
        XCTAssertEqual(try parse(["portfolio", "remove", "usd-coin"]), .run(PortfolioAction.remove(kind: .coin, id: "usd-coin")))
    }

    func testPortfolioUsageErrors() {
        XCTAssertEqual(CommandParser.usageError(["portfolio", "add", "bitcoin", "-1"]),
                       "invalid AMOUNT '-1': a number more than 0 (e.g. 0.5)")
        XCTAssertEqual(CommandParser.usageError(["portfolio", "add", "bitcoin", "0"]),
                       "invalid AMOUNT '0': a number more than 0 (e.g. 0.5)")
        XCTAssertEqual(CommandParser.usageError(["portfolio", "add", "bitcoin", "1,5"]),
                       "invalid AMOUNT '1,5': a number more than 0 (e.g. 0.5)")
        XCTAssertEqual(CommandParser.usageError(["portfolio", "add", "bitcoin", "1", "--cost", "-5"]),
                       "invalid --cost '-5': the price paid per unit, a number of 0 or more")
        XCTAssertEqual(CommandParser.usageError(["portfolio", "add", "bitcoin"]),
                       "missing AMOUNT: kurs portfolio add ID AMOUNT [--cost PRICE] (e.g. kurs portfolio add bitcoin 0.5)")
        XCTAssertEqual(CommandParser.usageError(["portfolio", "sell", "bitcoin"]),
                       "unknown subcommand 'sell' for 'kurs portfolio' (add, remove)")
        XCTAssertEqual(CommandParser.usageError(["portfolio", "remove", "bitcoin", "--json"]),
                       "--json goes with 'kurs portfolio' alone, not 'kurs portfolio remove'")
        XCTAssertEqual(CommandParser.usageError(["portfolio", "--cost", "5"]),
                       "--cost goes with 'kurs portfolio add ID AMOUNT --cost PRICE'")
        XCTAssertEqual(CommandParser.usageError(["portfolio", "remove"]),
                       "missing ID: kurs portfolio remove ID (e.g. kurs portfolio remove bitcoin)")
        XCTAssertNotNil(CommandParser.usageError(["portfolio", "add", "bad id!", "1"]))
    }

    func testAlertAddRemove() throws {
        XCTAssertEqual(try parse(["alert", "add", "Bitcoin", "above", "70000.5"]),
                       .run(AlertAction.add(kind: .price, condition: .above, target: "bitcoin", threshold: Decimal(string: "70000.5")!,
                                   source: nil)))
        XCTAssertEqual(try parse(["alert", "add", "ethereum", "move", "5"]),
                       .run(AlertAction.add(kind: .move, condition: .beyond, target: "ethereum", threshold: 5, source: nil)))
        XCTAssertEqual(try parse(["alert", "add", "usd", "below", "41.2"]),
                       .run(AlertAction.add(kind: .rate, condition: .below, target: "USD", threshold: Decimal(string: "41.2")!,
                                   source: .privatbank)))
        XCTAssertEqual(try parse(["alert", "add", "EUR", "above", "45", "--source", "nbu"]),
                       .run(AlertAction.add(kind: .rate, condition: .above, target: "EUR", threshold: 45, source: .nbu)))
        XCTAssertEqual(try parse(["alert", "remove", "3"]), .run(AlertAction.remove(3)))
        XCTAssertEqual(try parse(["alerts", "--json"]), .run({ var o = AlertsOptions(); o.json = true; return o }()))
    }

    func testAlertUsageErrors() {
        XCTAssertEqual(CommandParser.usageError(["alert", "add", "USD", "move", "5"]),
                       "a move alert is for a coin; for a currency use above or below")
        XCTAssertEqual(CommandParser.usageError(["alert", "add", "bitcoin", "over", "5"]),
                       "unknown condition 'over' (above, below, move)")
        XCTAssertEqual(CommandParser.usageError(["alert", "add", "bitcoin", "above", "-5"]), "invalid level '-5': a number more than 0")
        XCTAssertEqual(CommandParser.usageError(["alert", "add", "bitcoin", "above", "5", "--source", "nbu"]),
                       "--source goes with a currency alert (e.g. kurs alert add USD above 42)")
        XCTAssertEqual(CommandParser.usageError(["alert", "add", "bitcoin"]),
                       "missing CONDITION: kurs alert add ID above|below|move LEVEL or kurs alert remove N")
        XCTAssertEqual(CommandParser.usageError(["alert", "remove", "x"]), "invalid alert number 'x' (see kurs alerts)")
        XCTAssertEqual(CommandParser.usageError(["alert"]),
                       "missing subcommand: kurs alert add ID above|below|move LEVEL or kurs alert remove N")
        XCTAssertEqual(CommandParser.usageError(["alerts", "extra"]), "unexpected argument 'extra' for 'kurs alerts'")
    }
}
