import KursCore
import XCTest
@testable import KursApp
@testable import KursCommands

/// A rates source added with one descriptor is a `--source` value of `kurs rates`, listed in its help, fetched by
/// `kurs refresh`, and the standard registry's names stay those of the command line.
final class SourceRegistryCommandTests: XCTestCase {
    private static let testBank = SourceDescriptor(
        id: SourceID(rawValue: "testbank"), displayName: "Test Bank", shortName: "TBank", roles: [.rates, .refresh],
        rates: SourceRates(today: Resource.midMarketRates(base: .eur), rows: RateQuote.rows))

    func testAnAddedRatesSourceIsParsedAndListedInHelp() throws {
        try SourceRegistry.$current.withValue(SourceRegistry.standard.adding(Self.testBank)) {
            guard let options = try CommandParser.parse(["rates", "--source", "testbank"]).command.parsed(RatesOptions.self)
            else { return XCTFail("not a rates command") }
            XCTAssertEqual(options.source, Self.testBank.id)
            XCTAssertTrue(HelpText.text(for: "rates").contains("privatbank|privatbank-card|nbu|monobank|erapi|testbank"))
            XCTAssertThrowsError(try CommandParser.parse(["rates", "--source", "testbank", "--base", "EUR"])) { error in
                XCTAssertEqual((error as? CommandParser.UsageError)?.message, "--base applies to --source erapi (Test Bank rates are in UAH)")
            }
        }
        XCTAssertThrowsError(try CommandParser.parse(["rates", "--source", "testbank"]), "unknown without the descriptor")
        XCTAssertFalse(HelpText.text(for: "rates").contains("testbank"))
    }

    func testAnAddedSourceIsFetchedByRefreshAndListedInItsHelp() throws {
        try SourceRegistry.$current.withValue(SourceRegistry.standard.adding(Self.testBank)) {
            let everything = RefreshOptions().sources
            XCTAssertEqual(everything.map(\.rawValue), ["privatbank", "nbu", "monobank", "erapi", "coingecko", "testbank", "weather"])
            XCTAssertEqual(RefreshCommand.jobs(for: everything, base: .usd, vsCurrency: "usd").map(\.name).last, "testbank")
            guard let only = try CommandParser.parse(["refresh", "--only", "testbank,nbu"]).command.parsed(RefreshOptions.self)
            else { return XCTFail("not a refresh command") }
            XCTAssertEqual(only.sources.map(\.rawValue), ["testbank", "nbu"])
            let help = HelpText.text(for: "refresh").split(whereSeparator: \.isWhitespace).joined(separator: " ")
            XCTAssertTrue(help.contains("erapi, coingecko, testbank, weather."), help)
        }
        XCTAssertEqual(RefreshOptions().sources, [.privatbank, .nbu, .monobank, .erapi, .coingecko, .weather])
    }

    func testSourceNamesOfMessagesAreTheRegistryDisplayNames() {
        XCTAssertEqual(CommandParser.sourceName(.privatbankCard), "PrivatBank")
        XCTAssertEqual(CommandParser.sourceName(.nbu), "NBU")
        XCTAssertEqual(CommandParser.sourceName(.erapi), "open.er-api")
        XCTAssertEqual(HistorySource.monobank.labels, ["Monobank", "Mono"])
        XCTAssertEqual(HistorySource.nbu.displayName, "NBU")
        XCTAssertEqual(HistorySource.privatbankCard.displayName, "PrivatBank card")
    }
}
