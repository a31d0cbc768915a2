import Foundation
import KursCore
import TestSupport
import XCTest
@testable import KursApp
@testable import KursCommands

/// A rates source added with one descriptor is a `--source` value of `kurs rates`, listed in its help, fetched by
/// `kurs refresh`, a bank with a placeholder name is read by `kurs status` from the cache, and the standard
/// registry's names stay those of the command line.
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

    func testAnAddedBankIsReadByTheStatusLineAndRefreshedWhenStale() throws {
        let statusBank = SourceDescriptor(
            id: SourceID(rawValue: "testbank"), displayName: "Test Bank", roles: [.rates, .bank, .refresh],
            rates: SourceRates(today: Resource.privatBank(.card), rows: { RateQuote.rows($0.elements) }),
            placeholder: "testbank")
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let disk = DiskCache(directory: dir.url), now = Date(timeIntervalSince1970: 1_771_343_791)
        func write(age: TimeInterval) throws {
            let key = Resource.privatBank(.card).id.key
            let body = #"[{"ccy":"USD","base_ccy":"UAH","buy":"41.90","sale":"42.05"}]"#
            let entry = CacheEntry(url: "http://x/\(key)", fetchedAt: now.addingTimeInterval(-age), body: Data(body.utf8))
            try disk.write(entry, key: key)
        }
        try SourceRegistry.$current.withValue(SourceRegistry.standard.adding(statusBank)) {
            let template = try StatusFormat.parse("{testbank:USD:buy}/{testbank:USD:sale} {age}")
            let cache = StatusCache(cache: disk, base: .usd, vsCurrency: "usd")
            XCTAssertEqual(cache.read(template.requiredSources, now: now).stale, [RefreshOptions.Source(statusBank.id)],
                           "nothing cached: refreshed by its id")
            try write(age: 10)
            let fresh = cache.read(template.requiredSources, now: now)
            XCTAssertEqual(fresh.stale, [])
            XCTAssertEqual(template.render(data: fresh.data, now: now), "41.90/42.05 now")
        }
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
