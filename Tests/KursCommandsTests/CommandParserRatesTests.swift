import XCTest
@testable import KursApp
@testable import KursCommands
import KursCore

/// The parser of `kurs rates --source|--compare`, `kurs history`, `kurs convert --source` and `kurs refresh --only
/// nbu,monobank`.
final class CommandParserRatesTests: XCTestCase {
    private func parsed(_ arguments: String...) throws -> Command { try CommandParser.parse(arguments).command }

    private func usageError(_ arguments: String...) -> String? {
        do {
            _ = try CommandParser.parse(arguments)
            return nil
        } catch {
            return error.message
        }
    }

    func testEverySourceAndCardIsPrivatBankCard() throws {
        for source in SourceRegistry.standard.ids(.rates) {
            guard let options = try parsed("rates", "--source", source.rawValue.uppercased()).parsed(RatesOptions.self) else { return XCTFail() }
            XCTAssertEqual(options.effectiveSource, source)
        }
        guard let card = try parsed("rates", "--card").parsed(RatesOptions.self) else { return XCTFail() }
        XCTAssertEqual(card.effectiveSource, .privatbankCard)
        XCTAssertEqual(usageError("rates", "--source", "nbu", "--base", "EUR"),
                       "--base applies to --source erapi (NBU rates are in UAH)")
    }

    func testCompareTakesCodesEachOnceInOrder() throws {
        XCTAssertEqual(try parsed("rates", "--compare", "eur", "USD", "EUR", "--json"), .run({
            var options = RatesOptions(); options.compare = true; options.codes = ["EUR", "USD"]; options.json = true
            return options
        }()))
        XCTAssertEqual(usageError("rates", "--compare", "--source", "nbu"), "--source and --compare exclude each other")
        XCTAssertEqual(usageError("rates", "--compare", "--card"),
                       "--compare shows every bank in UAH (cash and card side by side): no --base or --card")
        XCTAssertEqual(usageError("rates", "--compare", "dollar"), "unknown currency 'dollar' (a 3-letter code such as EUR)")
        XCTAssertEqual(usageError("rates", "USD"), "unexpected argument 'USD' for 'kurs rates' (currency codes go with --compare)")
    }

    func testHistoryCodeDaysAndSource() throws {
        XCTAssertEqual(try parsed("history", "usd"), .run(HistoryOptions(code: "USD")))
        XCTAssertEqual(try parsed("history", "EUR", "--days=365", "--source", "NBU", "--json"), .run({
            var options = HistoryOptions(code: "EUR"); options.days = 365; options.source = .nbu; options.json = true
            return options
        }()))
        XCTAssertEqual(usageError("history", "USD", "--days", "0"), "invalid --days '0': a whole number from 1 to 365")
        XCTAssertEqual(usageError("history", "USD", "--days", "1.5"), "invalid --days '1.5': a whole number from 1 to 365")
        XCTAssertEqual(usageError("history", "USD", "EUR"), "unexpected argument 'EUR' for 'kurs history'")
        XCTAssertEqual(usageError("history", "US"), "unknown currency 'US' (a 3-letter code such as EUR)")
    }

    func testConvertSourceAndItsConflicts() throws {
        guard let nbu = try parsed("convert", "1", "USD", "UAH", "--source", "nbu").parsed(ConvertOptions.self),
              let card = try parsed("convert", "1", "USD", "UAH", "--source", "privatbank-card").parsed(ConvertOptions.self),
              let erapi = try parsed("convert", "1", "USD", "UAH", "--source", "erapi").parsed(ConvertOptions.self)
        else { return XCTFail() }
        XCTAssertEqual([nbu.source, card.source, erapi.source], [.nbu, .privatbankCard, .erapi])
        XCTAssertEqual([card.pricing, erapi.pricing], [.bank, .mid])
        XCTAssertTrue(card.card)
        XCTAssertEqual(usageError("convert", "1", "USD", "UAH", "--source", "monobank", "--card"), "--source and --card exclude each other")
        XCTAssertEqual(usageError("convert", "1", "USD", "UAH", "--bank", "--source", "nbu"), "--source and --bank exclude each other")
    }

    func testRefreshKnowsNBUAndMonobank() throws {
        guard let options = try parsed("refresh", "--only", "nbu,monobank").parsed(RefreshOptions.self) else { return XCTFail() }
        XCTAssertEqual(options.sources, [.nbu, .monobank])
        XCTAssertEqual(RefreshCommand.jobs(for: [.nbu, .monobank], base: .usd, vsCurrency: "usd").map(\.name), ["nbu", "monobank"])
        XCTAssertEqual(RefreshOptions.allSources, [.privatbank, .nbu, .monobank, .erapi, .coingecko, .weather])
    }
}
