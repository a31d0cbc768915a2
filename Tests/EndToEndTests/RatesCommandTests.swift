import Foundation
import XCTest

/// `kurs rates`: cross rates when a base can't be had, known base codes, 2 decimals on a terminal.
final class RatesCommandTests: KursCommandTestCase {
    /// The rows of a tab-separated rates table (ccy, base_ccy, buy, sale, rate): code → rate text.
    func rows(_ stdout: String) -> [String: String] {
        Dictionary(uniqueKeysWithValues: stdout.split(separator: "\n").map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            XCTAssertEqual(fields.count, 5, String(line))
            return (String(fields[0]), String(fields.last ?? ""))
        })
    }

    func testOfflineBaseOutsideTheSampleIsDerivedFromUSDByCrossRates() throws {
        let run = try kurs("rates", "--source", "erapi", "--base", "EUR", "--offline")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(
            run.stderr,
            "kurs: erapi: no EUR rates (offline); derived from USD rates by cross rates\n"
                + "kurs: erapi: showing offline sample · 2024-08-19\n")
        let rates = rows(run.stdout)
        XCTAssertEqual(rates["EUR"], "1")
        // USD per 1 EUR = 1 / 0.907539; GBP per 1 EUR = 0.773358 / 0.907539 (the sample's USD rates), to 20 significant
        // digits, halves up (Python's decimal module agrees).
        XCTAssertEqual(rates["USD"], "1.1018810210911046247")
        XCTAssertEqual(rates["GBP"], "0.85214850270897449035")
        XCTAssertEqual(rates["JPY"], "163.12532684545788115")
        XCTAssertEqual(rates.count, 162)
        XCTAssertEqual(try requests().count, 0)
    }

    func testDerivedJSONCarriesTheRequestedBase() throws {
        let run = try kurs("rates", "--base", "PLN", "--offline", "--json")
        XCTAssertEqual(run.status, 0, run.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(json["base_ccy"] as? String, "PLN")
        XCTAssertEqual(json["derived_from"] as? String, "USD")
        XCTAssertEqual(json["origin"] as? String, "embedded_sample")
        let rows = try XCTUnwrap(json["rates"] as? [[String: Any]])
        XCTAssertTrue(rows.allSatisfy { $0["base_ccy"] as? String == "PLN" })
        let usd = try XCTUnwrap(rows.first { $0["ccy"] as? String == "USD" })
        XCTAssertEqual(try XCTUnwrap(usd["rate"] as? Double), 1 / 3.870604, accuracy: 1e-12)
    }

    func testUSDBaseIsNeverDerived() throws {
        let run = try kurs("rates", "--base", "USD", "--offline", "--json")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains(#""derived_from":null"#), run.stdout)
        XCTAssertFalse(run.stderr.contains("derived"))
    }

    func testFailedFetchWithNothingCachedIsDerivedFromFreshUSDRates() throws {
        // The fixture server answers er-api's "unsupported-code" for every base but USD.
        let run = try kurs("rates", "--source", "erapi", "--base", "EUR")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "kurs: erapi: no EUR rates (unsupported currency code); derived from USD rates by cross rates\n")
        XCTAssertEqual(rows(run.stdout)["USD"], "1.1018810210911046247")
        XCTAssertEqual(try requests().map(\.path), ["/v6/latest/EUR", "/v6/latest/USD"])
    }

    func testUnknownBaseIsAUsageErrorWithSuggestions() throws {
        for arguments in [["rates", "--base", "XYZ"], ["rates", "--source", "erapi", "--base", "xyz", "--offline"]] {
            let run = try kurs(arguments)
            XCTAssertEqual(run.status, 2, "\(arguments)")
            XCTAssertTrue(run.stderr.hasPrefix("kurs: unknown currency 'XYZ' (did you mean XAF, XCD"), run.stderr)
            XCTAssertEqual(run.stderr.filter { $0 == "\n" }.count, 1)
        }
        XCTAssertEqual(try requests().count, 0)
    }

    /// `kurs history` and `kurs rates --compare` list UAH per 1 unit of CODE: an unknown CODE, or UAH itself, is a
    /// usage error before anything is fetched or stored (it printed empty rows, exit 0).
    func testHistoryAndCompareRefuseAnUnknownCodeAndUAH() throws {
        for arguments in [["history", "XYZ", "--days", "2"], ["rates", "--compare", "USD", "xyz"]] {
            let run = try kurs(arguments)
            XCTAssertEqual(run.status, 2, "\(arguments)")
            XCTAssertEqual(run.stdout, "")
            XCTAssertTrue(run.stderr.hasPrefix("kurs: unknown currency 'XYZ' (did you mean XAF, XCD"), run.stderr)
            XCTAssertEqual(run.stderr.filter { $0 == "\n" }.count, 1)
        }
        for arguments in [["history", "uah"], ["rates", "--compare", "UAH"]] {
            let run = try kurs(arguments)
            XCTAssertEqual(run.status, 2, "\(arguments)")
            XCTAssertEqual(run.stderr, "kurs: UAH is what these rates are priced in: give another currency, e.g. USD or EUR\n")
        }
        XCTAssertEqual(try requests().count, 0)
    }

    /// PrivatBank's row with a price of 0 is left out, said once on stderr, and never printed as 0 (JSON had
    /// `"buy":0`); the other rows stay.
    func testZeroPriceRowIsLeftOutAndSaid() throws {
        let body = #"[{"ccy":"EUR","base_ccy":"UAH","buy":"0","sale":"0"},{"ccy":"USD","base_ccy":"UAH","buy":"41.25","sale":"41.85"}]"#
        try serverCall { try await $0.inject(.body, path: "/p24api/pubinfo", body: body) }
        let run = try kurs("rates", "--json")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "kurs: privatbank: 1 entry could not be read and was left out\n")
        XCTAssertTrue(run.stdout.contains(#"{"ccy":"USD","base_ccy":"UAH","buy":41.25,"sale":41.85,"rate":null}"#), run.stdout)
        XCTAssertFalse(run.stdout.contains("EUR"), run.stdout)
    }

    /// A failed TLS connection says so, not "offline": https to the fixture server, which speaks plain HTTP (the
    /// handshake fails as it would on a certificate problem), through the dashboard's fetch helper as well
    /// (`kurs refresh` fetches in process; the status bar's short label is tested in SourceStatusLineTests).
    func testAFailedSecureConnectionIsSaidNotOffline() throws {
        let https = ["KURS_PRIVATBANK_URL": "https://127.0.0.1:\(server.port)"]
        let run = try kurs(["rates"], extra: https)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, "kurs: privatbank: secure connection failed: TLS handshake failed; no data to show\n")
        let refresh = try kurs(["refresh", "--only", "privatbank"], extra: https)
        XCTAssertTrue(refresh.stderr.contains("secure connection failed: TLS handshake failed"), refresh.stderr)
    }

    /// er-api's rate of 0 or below is shown absent (it printed "0" and "-1"), and the code stays a known currency
    /// for the converter, whose PrivatBank conversion does not need it.
    func testERAPIZeroOrNegativeRateIsAbsentAndTheCodeStaysKnown() throws {
        let body = #"{"result":"success","base_code":"USD","time_last_update_unix":1700000000,"time_next_update_unix":1700086400,"rates":{"USD":1,"EUR":0,"PLN":-1,"UAH":41.2}}"#
        try serverCall { try await $0.inject(.body, path: "/v6/latest/USD", body: body) }
        let json = try kurs("rates", "--source", "erapi", "--json")
        XCTAssertEqual(json.status, 0, json.stderr)
        XCTAssertTrue(json.stdout.contains(#"{"ccy":"EUR","base_ccy":"USD","buy":null,"sale":null,"rate":null}"#), json.stdout)
        XCTAssertTrue(json.stdout.contains(#"{"ccy":"PLN","base_ccy":"USD","buy":null,"sale":null,"rate":null}"#), json.stdout)
        XCTAssertTrue(json.stdout.contains(#""rate":41.2"#), json.stdout)
        let pipe = try kurs("rates", "--source", "erapi")
        XCTAssertTrue(pipe.stdout.contains("EUR\tUSD\t\t\t\n"), pipe.stdout)
        let convert = try kurs("convert", "100", "EUR", "UAH")
        XCTAssertEqual(convert.status, 0, convert.stderr)
        XCTAssertTrue(convert.stdout.hasPrefix("100\tEUR\tUAH\t46.7\t4670.00"), convert.stdout)
    }

    /// Gold, silver and historic ISO codes are currencies `history` and `--compare` take (the NBU lists XAU): no
    /// usage error, no catalog.
    func testHistoryAndCompareTakeEveryISOCode() throws {
        let run = try kurs("rates", "--compare", "XAU", "--offline")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("XAU\t"), run.stdout)
        XCTAssertEqual(try kurs("history", "XAG", "--days", "1", "--offline").status, 0)
    }

    func testTerminalShowsTwoDecimalsPipesAndJSONKeepEveryDigit() throws {
        let tty = try kursOnTerminal("rates", "--offline")
        XCTAssertEqual(tty.status, 0)
        let eur = try XCTUnwrap(tty.screen.split(separator: "\n").first { $0.hasPrefix("EUR") }, tty.screen)
        XCTAssertEqual(eur.split(separator: " ", omittingEmptySubsequences: true), ["EUR", "UAH", "46.70", "47.70"])
        let pipe = try kurs("rates", "--offline")
        XCTAssertTrue(pipe.stdout.contains("EUR\tUAH\t46.7\t47.7\t\n"), pipe.stdout)
        let json = try kurs("rates", "--offline", "--json")
        XCTAssertTrue(json.stdout.contains(#""buy":46.7,"sale":47.7"#), json.stdout)

        let mid = try kursOnTerminal("rates", "--source", "erapi", "--offline")
        let jpy = try XCTUnwrap(mid.screen.split(separator: "\n").first { $0.hasPrefix("JPY") }, mid.screen)
        XCTAssertEqual(jpy.split(separator: " ", omittingEmptySubsequences: true), ["JPY", "148.04"])
        let tiny = try kursOnTerminal("rates", "--base", "IRR", "--offline")
        let usd = try XCTUnwrap(tiny.screen.split(separator: "\n").first { $0.hasPrefix("USD") }, tiny.screen)
        XCTAssertEqual(usd.split(separator: " ", omittingEmptySubsequences: true), ["USD", "0.00002377"], "never 0.00")
        let midEUR = try XCTUnwrap(mid.screen.split(separator: "\n").first { $0.hasPrefix("EUR") }, mid.screen)
        XCTAssertEqual(midEUR.split(separator: " ", omittingEmptySubsequences: true), ["EUR", "0.9075"],
                       "4 significant digits below 1 (0.907539)")
    }
}
