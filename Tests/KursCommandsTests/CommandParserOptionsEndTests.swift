import XCTest
@testable import KursApp
@testable import KursCommands

/// `--` ends the options: what follows is positional, even when it starts with "-".
final class CommandParserOptionsEndTests: XCTestCase {
    func testConvertTakesTheArgumentsAfterDoubleDashAsAmountFromAndTo() throws {
        guard let options = try CommandParser.parse(["convert", "--mid", "--", "-5+10", "USD", "EUR"]).command.parsed(ConvertOptions.self) else {
            return XCTFail("not a convert")
        }
        XCTAssertEqual(options.amount, 5)
        XCTAssertEqual(options.from, "USD")
        XCTAssertEqual(options.to, "EUR")
        XCTAssertEqual(options.pricing, .mid)
    }

    func testANegativeAmountAfterDoubleDashIsRefusedAsAnAmountNotAsAnOption() {
        XCTAssertEqual(CommandParser.usageError(["convert", "--", "-5", "USD", "EUR"]), "invalid amount '-5': amount below zero")
        XCTAssertEqual(CommandParser.usageError(["convert", "--", "--json", "USD", "EUR"]), "invalid amount '--json': not a number")
    }

    func testOptionsAfterDoubleDashAreNotOptions() throws {
        let parsed = try CommandParser.parse(["convert", "--", "1", "USD", "--offline"])
        XCTAssertFalse(parsed.offline)
        guard let options = parsed.command.parsed(ConvertOptions.self) else { return XCTFail("not a convert") }
        XCTAssertEqual(options.to, "--offline")
        guard try CommandParser.parse(["convert", "--", "1", "USD", "--help"]).command.parsed(ConvertOptions.self) != nil else {
            return XCTFail("--help after -- is an argument")
        }
    }

    func testWeatherTakesCoordinatesAfterDoubleDash() throws {
        guard let options = try CommandParser.parse(["weather", "--", "-33.9,18.4"]).command.parsed(WeatherOptions.self),
              case .coordinates(let point) = options.target else { return XCTFail("not coordinates") }
        XCTAssertEqual(point.latitude, -33.9)
        XCTAssertEqual(point.longitude, 18.4)
    }
}
