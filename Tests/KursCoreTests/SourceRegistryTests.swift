import Foundation
import KursCore
import XCTest

/// The source registry: every list of sources comes from it, and a source added with one descriptor reaches the
/// config (`api`, `refresh.sources`, template, check), the environment, the status bar's names and its placeholders.
final class SourceRegistryTests: XCTestCase {
    private static let testBank = SourceDescriptor(
        id: SourceID(rawValue: "testbank"), displayName: "Test Bank", shortName: "TBank",
        endpoint: SourceEndpoint(environmentVariable: "KURS_TESTBANK_URL", configKey: "testbankURL",
                                 defaultURL: "https://api.testbank.example"),
        roles: [.rates, .bank], rates: SourceRates(today: Resource.privatBank(.card), rows: { RateQuote.rows($0.elements) }),
        placeholder: "testbank")
    private let registry = SourceRegistry.standard.adding(SourceRegistryTests.testBank)

    func testStandardIdsEnvironmentVariablesAndConfigKeysAreEachDeclaredOnce() {
        let descriptors = SourceRegistry.standard.descriptors
        XCTAssertEqual(Set(descriptors.map(\.id)).count, descriptors.count)
        let endpoints = SourceRegistry.standard.endpoints.map(\.endpoint)
        XCTAssertEqual(Set(endpoints.map(\.environmentVariable)).count, endpoints.count)
        XCTAssertEqual(endpoints.map(\.configKey), ["privatbankURL", "nbuURL", "monobankURL", "erapiURL", "coingeckoURL",
                                                    "openMeteoURL", "geocodingURL", "pirateWeatherURL"])
        XCTAssertEqual(SourceRegistry.standard.ids(.rates).map(\.rawValue),
                       ["privatbank", "privatbank-card", "nbu", "monobank", "erapi"])
        XCTAssertEqual(SourceRegistry.standard.compared, [.privatbank, .privatbankCard, .monobank, .nbu])
        XCTAssertEqual(SourceRegistry.standard.ids(.backfill), [.privatbank, .nbu])
    }

    func testRefreshSourcesAcceptEveryRatesSourceAndTheSchedules() {
        XCTAssertEqual(RefreshSource.allCases.map(\.rawValue),
                       ["privatbank", "privatbank-card", "nbu", "monobank", "erapi", "coingecko", "coinDetail", "weather"])
        let report = ConfigCheck.check(data: Data("""
            { refresh: { sources: { nbu: { minutes: 30 }, monobank: { budgetPerDay: 12 }, privatbank: { minutes: 20 } } } }
            """.utf8))
        XCTAssertEqual(report.text(file: "c"), "")
        let refresh = try? XCTUnwrap(report.config?.refresh)
        XCTAssertEqual(refresh?.reloadInterval(for: RefreshSource(.nbu)), 1800)
        XCTAssertEqual(refresh?.budget(for: RefreshSource(.monobank)), 12)
        XCTAssertEqual(refresh?.reloadInterval(for: RefreshSource(.privatbankCard)), 1200, "the card table follows privatbank")
    }

    func testConfigNBUAndMonobankURLsDecodeAndAreChecked() {
        let report = ConfigCheck.check(data: Data("""
            { api: { nbuURL: "http://127.0.0.1:8/nbu", monobankURL: "ftp://mono" } }
            """.utf8))
        XCTAssertEqual(report.text(file: "c"), "c:1:44: error: api.monobankURL: expected an http or https URL, found 'ftp://mono'")
        let config = ConfigCheck.check(data: Data(#"{ api: { nbuURL: "http://127.0.0.1:8/nbu" } }"#.utf8)).config
        XCTAssertEqual(config?.api.nbuURL, URL(string: "http://127.0.0.1:8/nbu"))
        XCTAssertEqual(config?.api.monobankURL, URL(string: "https://api.monobank.ua"))
        XCTAssertEqual(config?.api.changedVariables.map(\.variable), ["KURS_NBU_URL"])
        XCTAssertTrue(ConfigTemplate.text.contains(#"    nbuURL: "https://bank.gov.ua","#))
        XCTAssertTrue(ConfigTemplate.text.contains(#"    monobankURL: "https://api.monobank.ua","#))
    }

    func testAnAddedSourceReachesTheConfigTheEnvironmentAndTheStatusNames() throws {
        let id = Self.testBank.id
        let config = #"{ api: { testbankURL: "http://127.0.0.1:9" }, refresh: { sources: { testbank: { minutes: 10 } } } }"#
        try SourceRegistry.$current.withValue(registry) {
            let report = ConfigCheck.check(data: Data(config.utf8))
            XCTAssertEqual(report.text(file: "c"), "")
            XCTAssertEqual(report.config?.api.url(for: id), URL(string: "http://127.0.0.1:9"))
            XCTAssertEqual(report.config?.refresh.reloadInterval(for: RefreshSource(id)), 600)
            XCTAssertTrue(ConfigTemplate.text.contains(#"    testbankURL: "https://api.testbank.example","#))
            XCTAssertTrue(ConfigTemplate.text.contains("erapi, coingecko, coinDetail, weather, testbank."))
            XCTAssertEqual(ConfigCheck.check(data: Data(ConfigTemplate.text.utf8)).text(file: "c"), "")

            let environment = try KursEnvironment(
                variables: ["KURS_TESTBANK_URL": "http://127.0.0.1:7/"], homeDirectory: URL(fileURLWithPath: "/home/u"))
            XCTAssertEqual(environment.baseURLs[id], URL(string: "http://127.0.0.1:7"))
            XCTAssertThrowsError(try KursEnvironment(variables: ["KURS_TESTBANK_URL": "x"], homeDirectory: URL(fileURLWithPath: "/")))

            XCTAssertEqual(SourceStatusLine.shortName(DataSourceName(Self.testBank)), "TBank")
            XCTAssertEqual(SourceRegistry.current.ids(.rates).last, id)
        }
        let standard = ConfigCheck.check(data: Data(config.utf8))
        XCTAssertEqual(standard.warnings.map { $0.formatted(file: "c") }, [
            "c:1:10: warning: api.testbankURL: unknown key 'testbankURL'",
            "c:1:69: warning: refresh.sources.testbank: unknown key 'testbank'",
        ], "without the descriptor the keys are unknown")
        XCTAssertEqual(SourceStatusLine.shortName(DataSourceName(Self.testBank)), "Test Bank")
    }

    func testAnAddedSourceHasStatusPlaceholdersAndIsABankOfBest() throws {
        let id = Self.testBank.id
        let now = Date(timeIntervalSince1970: 1_771_343_791)
        let usd = RateQuote(ccy: "USD", baseCcy: .uah, buy: Decimal(string: "41.90"), sale: Decimal(string: "42.05"))
        let data = StatusData(rates: [id: Fetched(value: [usd], fetchedAt: now.addingTimeInterval(-180), origin: .cache)])
        try SourceRegistry.$current.withValue(registry) {
            let template = try StatusFormat.parse("{testbank:USD:buy}/{TestBank:usd:sale} {best:USD:sale} {age}")
            XCTAssertEqual(template.placeholders.first, .rate(id, "USD", .buy))
            XCTAssertEqual(template.placeholders.map(\.name).first, "testbank:USD:buy")
            XCTAssertEqual(template.requiredSources.rateCodes[id], ["USD"])
            XCTAssertEqual(template.requiredSources.rateCodes[.monobank], ["USD"], "{best:…} reads every bank")
            XCTAssertEqual(template.render(data: data, now: now), "41.90/42.05 42.05 3m")
            XCTAssertThrowsError(try StatusFormat.parse("{testbank:USD}"), "a bank's placeholder names a side")
            XCTAssertEqual(try StatusFormat.parse("{nbu:USD} {mono:USD:buy}").placeholders.map(\.name),
                           ["nbu:USD", "mono:USD:buy"])
        }
        XCTAssertThrowsError(try StatusFormat.parse("{testbank:USD:buy}"), "unknown without the descriptor") { error in
            XCTAssertEqual(error as? StatusFormatError, .unknownPlaceholders(["testbank:USD:buy"]))
        }
    }
}
