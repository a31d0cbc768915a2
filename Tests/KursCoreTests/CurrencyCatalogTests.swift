import Foundation
import KursCore
import TestSupport
import XCTest

final class CurrencyCatalogTests: XCTestCase {
    private static let rates = try! ERAPIDecoder.decode(Fixtures.data("er-api-latest-usd.json"))
    private static let english = CurrencyCatalog(rates: rates, locale: Locale(identifier: "en"))
    private var catalog: CurrencyCatalog { Self.english }

    private func codes(_ query: String) -> [CurrencyCode] {
        CurrencySearch.search(query, in: catalog).map(\.currency.code)
    }

    func testCatalogHasEveryERAPICodeWithNames() throws {
        XCTAssertEqual(catalog.currencies.count, 162)  // the fixture's 162 codes; UAH and USD among them
        XCTAssertEqual(catalog.codes, catalog.codes.sorted())
        XCTAssertEqual(catalog.info(for: "UAH")?.name, "Ukrainian Hryvnia")
        XCTAssertEqual(catalog.info(for: "PLN")?.name, "Polish Zloty")
        XCTAssertEqual(catalog.info(for: "TWD")?.regions.map(\.name), ["Taiwan"])
        XCTAssertEqual(catalog.info(for: "RUR")?.code, "RUB")
        XCTAssertTrue(catalog.contains("PLZ"))
        // Every currency has a real name, not its code.
        XCTAssertEqual(catalog.currencies.filter { $0.name == $0.code.rawValue }.map(\.code), [])
    }

    func testRegionsComeFromLocale() throws {
        let euro = try XCTUnwrap(catalog.info(for: "EUR")).regions.map(\.code)
        XCTAssertTrue(Set(["DE", "FR", "IT", "ES", "AT", "EZ"]).isSubset(of: euro), "\(euro)")
        let dollar = try XCTUnwrap(catalog.info(for: "USD")).regions.map(\.code)
        XCTAssertTrue(Set(["US", "EC", "SV", "PR"]).isSubset(of: dollar), "\(dollar)")
        XCTAssertFalse(dollar.contains("CA"))
        XCTAssertEqual(catalog.info(for: "CHF")?.regions.map(\.code), ["LI", "CH"])  // sorted by name
    }

    func testLocalIssuesGetTheirRegionAndADerivedName() {
        XCTAssertEqual(catalog.info(for: "FOK")?.regions.map(\.name), ["Faroe Islands"])
        XCTAssertEqual(catalog.info(for: "FOK")?.name, "Danish Krone (Faroe Islands)")
        XCTAssertEqual(catalog.info(for: "JEP")?.name, "British Pound (Jersey)")
        XCTAssertEqual(catalog.info(for: "TVD")?.name, "Australian Dollar (Tuvalu)")
    }

    func testUkrainianCatalogNames() {
        let ukrainian = CurrencyCatalog(codes: ["UAH", "USD", "PLN"], locale: Locale(identifier: "uk"))
        XCTAssertEqual(ukrainian.info(for: "UAH")?.name, "українська гривня")
        XCTAssertEqual(ukrainian.info(for: "UAH")?.regions.map(\.name), ["Україна"])
        XCTAssertEqual(CurrencySearch.search("долар", in: ukrainian).first?.currency.code, "USD")
    }

    func testSearchExamples() {
        XCTAssertEqual(codes("tai").first, "TWD")
        XCTAssertEqual(codes("zloty").first, "PLN")
        XCTAssertEqual(codes("złoty").first, "PLN")
        XCTAssertEqual(codes("japan").first, "JPY")
        XCTAssertEqual(codes("usd").first, "USD")
        XCTAssertEqual(codes("USD").first, "USD")
        XCTAssertEqual(codes("гривня").first, "UAH")  // through Ukrainian, the language of Ukraine
        XCTAssertEqual(codes("Україна").first, "UAH")
        XCTAssertEqual(codes("eurozone").first, "EUR")
        XCTAssertEqual(codes("germany"), ["EUR"])
        XCTAssertEqual(codes("rur").first, "RUB")
        XCTAssertEqual(codes("  Yen ").first, "JPY")
        XCTAssertEqual(codes(""), [])
        XCTAssertEqual(codes("qqqq"), [])
    }

    func testRankingOrder() throws {
        let matches = CurrencySearch.search("us", in: catalog)
        // Code prefix first (USD), then word prefixes, then substrings ("Australian"); by code within a rank.
        XCTAssertEqual(matches.first?.currency.code, "USD")
        XCTAssertEqual(matches.first?.rank, .codePrefix)
        XCTAssertEqual(matches.map(\.rank), matches.map(\.rank).sorted())
        let aud = try XCTUnwrap(matches.first { $0.currency.code == "AUD" })
        XCTAssertEqual(aud.rank, .substring)
        let exact = CurrencySearch.search("eur", in: catalog)
        XCTAssertEqual(exact.first?.rank, .exactCode)
        XCTAssertEqual(exact.first?.matchedText, "EUR")
        let taiwan = try XCTUnwrap(CurrencySearch.search("tai", in: catalog).first)
        XCTAssertEqual(taiwan.rank, .wordPrefix)
        XCTAssertEqual(taiwan.matchedText, "New Taiwan Dollar")
        let substring = try XCTUnwrap(CurrencySearch.search("aiwa", in: catalog).first)
        XCTAssertEqual(substring.currency.code, "TWD")
        XCTAssertEqual(substring.rank, .substring)
    }

    func testTiesGoByCode() {
        let dollars = codes("dollar")
        XCTAssertTrue(dollars.count > 20)
        XCTAssertEqual(Array(dollars.prefix(3)), ["AUD", "BBD", "BMD"])
    }

    func testNearestCodes() {
        XCTAssertEqual(CurrencySearch.nearestCodes(to: "USDD", in: catalog), ["USD"])
        XCTAssertEqual(CurrencySearch.nearestCodes(to: "uds", in: catalog).first, "USD")
        XCTAssertEqual(CurrencySearch.nearestCodes(to: "XYZ", in: catalog), ["XAF", "XCD", "XDR"])
        XCTAssertEqual(CurrencySearch.nearestCodes(to: "EUX", in: catalog), ["EUR"])
        XCTAssertEqual(CurrencySearch.nearestCodes(to: "XYZ", in: catalog, limit: 1), ["XAF"])
        XCTAssertEqual(CurrencySearch.nearestCodes(to: "QQQQQQ", in: catalog), [])
    }

    func testResolve() {
        XCTAssertEqual(CurrencySearch.resolve("usd", in: catalog), .found("USD"))
        XCTAssertEqual(CurrencySearch.resolve("RUR", in: catalog), .found("RUB"))
        XCTAssertEqual(CurrencySearch.resolve("zloty", in: catalog), .found("PLN"))
        XCTAssertEqual(CurrencySearch.resolve("japan", in: catalog), .found("JPY"))
        XCTAssertEqual(CurrencySearch.resolve("XYZ", in: catalog), .unknown(suggestions: ["XAF", "XCD", "XDR"]))
        guard case .ambiguous(let matches) = CurrencySearch.resolve("dollar", in: catalog) else {
            return XCTFail("dollar should be ambiguous")
        }
        XCTAssertEqual(matches.first?.currency.code, "AUD")
    }
}
