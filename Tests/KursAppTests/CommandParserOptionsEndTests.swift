import XCTest
@testable import KursApp

/// `--` ends the options: what follows is positional, even when it starts with "-".
final class CommandParserOptionsEndTests: XCTestCase {
    func testConvertTakesTheArgumentsAfterDoubleDashAsAmountFromAndTo() throws {
        guard case .convert(let options) = try CommandParser.parse(["convert", "--mid", "--", "-5+10", "USD", "EUR"]).command else {
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
        guard case .convert(let options) = parsed.command else { return XCTFail("not a convert") }
        XCTAssertEqual(options.to, "--offline")
        guard case .convert = try CommandParser.parse(["convert", "--", "1", "USD", "--help"]).command else {
            return XCTFail("--help after -- is an argument")
        }
    }

    func testWeatherTakesCoordinatesAfterDoubleDash() throws {
        guard case .weather(let options) = try CommandParser.parse(["weather", "--", "-33.9,18.4"]).command,
              case .coordinates(let point) = options.target else { return XCTFail("not coordinates") }
        XCTAssertEqual(point.latitude, -33.9)
        XCTAssertEqual(point.longitude, 18.4)
    }
}
