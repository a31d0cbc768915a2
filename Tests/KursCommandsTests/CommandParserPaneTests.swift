import XCTest
@testable import KursApp
@testable import KursCommands

/// `kurs pane NAME` on the command line.
final class CommandParserPaneTests: XCTestCase {
    private func parse(_ arguments: [String]) throws -> Command {
        try CommandParser.parse(arguments).command
    }

    func testEveryPaneName() throws {
        XCTAssertEqual(try parse(["pane", "rates"]), .run(PaneMode.rates))
        XCTAssertEqual(try parse(["pane", "converter"]), .run(PaneMode.converter))
        XCTAssertEqual(try parse(["pane", "coins"]), .run(PaneMode.coins))
        XCTAssertEqual(try parse(["pane", "coin", "Bitcoin"]), .run(PaneMode.coin(id: "bitcoin")))
        XCTAssertEqual(try parse(["pane", "weather", "--offline"]), .run(PaneMode.weather))
        XCTAssertEqual(try parse(["pane", "--help"]), .help("pane"))
    }

    func testUsageErrors() {
        XCTAssertEqual(CommandParser.usageError(["pane", "x"]), "unknown pane 'x' (rates, converter, coins, coin, weather, portfolio)")
        XCTAssertEqual(CommandParser.usageError(["pane"]), "missing pane name: kurs pane NAME (rates, converter, coins, coin, weather, portfolio)")
        XCTAssertEqual(CommandParser.usageError(["pane", "coin"]), "missing coin id: kurs pane coin ID (e.g. kurs pane coin bitcoin)")
        XCTAssertEqual(CommandParser.usageError(["pane", "rates", "extra"]), "unexpected argument 'extra' for 'kurs pane'")
        XCTAssertNotNil(CommandParser.usageError(["pane", "coin", "bad id!"]))
    }
}
