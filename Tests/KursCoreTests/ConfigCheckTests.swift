import Foundation
import KursCore
import XCTest

final class ConfigCheckTests: XCTestCase {
    private func check(_ text: String) -> ConfigReport { ConfigCheck.check(data: Data(text.utf8)) }

    func testTemplatePassesWithNoDiagnosticsAndDecodesToDefaults() {
        let report = check(ConfigTemplate.text)
        XCTAssertEqual(report.text(file: "config.json5"), "")
        XCTAssertEqual(report.exitStatus, 0)
        XCTAssertEqual(report.config, KursConfig())
    }

    func testTemplateWithEveryCommentedOptionEnabledStillPasses() throws {
        // Un-comment the example lines (those that look like `// key: value`) to check they are valid too.
        let optionLine = try NSRegularExpression(pattern: #"^(\s*)// (\s*(?:[a-z]\w*: |\},?$))"#, options: .anchorsMatchLines)
        var text = ConfigTemplate.text
        text = optionLine.stringByReplacingMatches(
            in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "$1$2")
        text = text.replacingOccurrences(of: "coins: { top: 100 },", with: "")
        let report = check(text)
        XCTAssertEqual(report.errors.map { $0.formatted(file: "t") }, [])
        XCTAssertEqual(report.warnings.map { $0.formatted(file: "t") }, [])
        XCTAssertEqual(report.config?.coins, .ids(["bitcoin", "ethereum", "solana"]))
        XCTAssertEqual(report.config?.refresh.sources[RefreshSource(.privatbank)], SourceRefresh(minutes: 30, budgetPerDay: 48))
        XCTAssertEqual(report.config?.apiKeys.pirateWeather, "...")
    }

    func testMissingCommaIsReportedAtTheEndOfThePreviousValue() {
        let report = check("{\n  baseCurrency: \"EUR\"\n  vsCurrency: \"eur\",\n}\n")
        XCTAssertEqual(report.exitStatus, 1)
        XCTAssertEqual(report.errors.count, 1)
        XCTAssertEqual(report.errors.first?.line, 2)
        XCTAssertEqual(report.errors.first?.column, 22)
        XCTAssertEqual(
            report.text(file: "config.json5"),
            "config.json5:2:22: error: expected ',' or '}' after the value of 'baseCurrency', found 'vsCurrency'")
        XCTAssertNil(report.config)
    }

    func testUnclosedBraceNamesWhereItOpened() {
        let text = "{\n  refresh: {\n    budgetPerDay: 10,\n\n"
        let error = check(text).errors.first
        XCTAssertEqual(error?.line, 3)
        XCTAssertEqual(error?.message, "expected '}' to close the '{' at line 2, column 12")
    }

    func testOtherSyntaxErrorsAreLocated() {
        let cases: [(String, Int, Int, String)] = [
            ("{\n  weather: { units: metric },\n}", 2, 21, "unexpected 'metric'; text values need quotes"),
            ("{\n  a: 'open\n}", 2, 11, "unterminated string (a line break inside a string needs a '\\' before it)"),
            ("{\n  /* never closed\n}", 2, 3, "unterminated comment"),
            ("{ a: 1 }\n}", 2, 1, "unexpected '}' after the end of the document"),
            ("", 1, 1, "the file is empty; expected '{'"),
            ("{\n  a: [1, 2 3],\n}", 2, 11, "expected ',' or ']' after a list element, found '3'"),
            ("{\n  a 1,\n}", 2, 4, "expected ':' after the key 'a'"),
        ]
        for (text, line, column, message) in cases {
            let error = check(text).errors.first
            XCTAssertEqual(error?.line, line, text)
            XCTAssertEqual(error?.column, column, text)
            XCTAssertEqual(error?.message, message, text)
        }
    }

    func testColumnsCountCharactersNotBytes() {
        let error = check("{\n  // ünïcödé\n  cïty: 'Київ' 'x',\n}").errors.first
        XCTAssertEqual(error?.line, 3)
        XCTAssertEqual(error?.column, 15)
    }

    func testWrongTypeNamesTheKeyPathAndItsLine() {
        let text = """
            {
              baseCurrency: "EUR",
              refresh: {
                marketsMinutes: 30,
                budgetPerDay: "many",
              },
              weather: { cities: [ { name: "Lviv" }, { name: 5 } ] },
            }
            """
        let report = check(text)
        XCTAssertEqual(report.exitStatus, 1)
        XCTAssertEqual(report.text(file: "config.json5").components(separatedBy: "\n"), [
            "config.json5:5:5: error: refresh.budgetPerDay: expected a number, found a string",
            "config.json5:7:44: error: weather.cities[1].name: expected a string, found a number",
        ])
    }

    func testNonIntegerAndWrongChoiceAreTypeErrors() {
        let report = check("{\n refresh: { marketsMinutes: 7.5 },\n weather: { units: 'kelvin' },\n coins: 3,\n}")
        XCTAssertEqual(report.errors.map(\.message), [
            "expected a whole number, found 7.5",
            "expected 'metric' or 'imperial', found 'kelvin'",
            "expected a list or an object, found a number",
        ])
        XCTAssertEqual(report.errors.map(\.line), [2, 3, 4])
    }

    func testUnknownKeysAreWarningsWithTheirLine() {
        let text = "{\n  vsCurrency: 'eur',\n  basecurrency: 'EUR',\n  refresh: {\n    colour: 1,\n  },\n}"
        let report = check(text)
        XCTAssertEqual(report.exitStatus, 0)
        XCTAssertEqual(report.text(file: "c.json5").components(separatedBy: "\n"), [
            "c.json5:3:3: warning: basecurrency: unknown key 'basecurrency'; did you mean 'baseCurrency'?",
            "c.json5:5:5: warning: refresh.colour: unknown key 'colour'",
        ])
        XCTAssertEqual(report.config?.vsCurrency, "eur")
    }

    func testJSON5FeaturesAreAccepted() {
        let text = """
            // comment
            {
              /* block */ 'baseCurrency': 'eur',
              "vsCurrency": "EUR",
              refresh: { marketsMinutes: 0x1E, budgetPerDay: +48, },
              quickPicks: ['USD', 'PLN',],
              weather: { cities: [{ name: 'Odesa', latitude: 46.48, longitude: .5e1 }] },
            }
            """
        let report = check(text)
        XCTAssertEqual(report.diagnostics, [])
        let config = report.config
        XCTAssertEqual(config?.baseCurrency, "EUR")
        XCTAssertEqual(config?.vsCurrency, "eur")
        XCTAssertEqual(config?.refresh.marketsMinutes, 30)
        XCTAssertEqual(config?.refresh.budgetPerDay, 48)
        XCTAssertEqual(config?.quickPicks, ["USD", "PLN"])
        XCTAssertEqual(config?.weather.cities, [ConfiguredCity(name: "Odesa", latitude: 46.48, longitude: 5)])
    }

    func testIntervalBelowFiveMinutesIsAnError() {
        let report = check("{\n  refresh: {\n    marketsMinutes: 1,\n    sources: { weather: { minutes: 2 } },\n  },\n}")
        XCTAssertEqual(report.text(file: "c").components(separatedBy: "\n"), [
            "c:3:5: error: refresh.marketsMinutes: must be at least 5 (minutes), found 1",
            "c:4:27: error: refresh.sources.weather.minutes: must be at least 5 (minutes), found 2",
        ])
        XCTAssertNil(report.config)
    }

    func testInvalidValuesNameTheirKeyAndLine() {
        let text = """
            {
              baseCurrency: "dollars",
              quickPicks: ["USD", "XYZ"],
              coins: { top: 1000 },
              api: { coingeckoURL: "ftp://example.com" },
              keys: { reload: "R", teleport: "t", quit: "R" },
              colors: { up: "chartreuse" },
              weather: { cities: [{ name: "Nowhere", latitude: 95, longitude: 10 }, { name: "Half", latitude: 1 }] },
            }
            """
        let lines = check(text).text(file: "c").components(separatedBy: "\n")
        guard lines.count == 9 else { return XCTFail(lines.joined(separator: "\n")) }
        XCTAssertEqual(lines[0], #"c:2:3: error: baseCurrency: expected a 3-letter currency code such as "USD", found 'DOLLARS'"#)
        XCTAssertEqual(lines[1], "c:3:23: error: quickPicks[1]: unknown currency code 'XYZ'")
        XCTAssertEqual(lines[2], "c:4:12: error: coins.top: must be between 1 and 250, found 1000")
        XCTAssertEqual(lines[3], "c:5:10: error: api.coingeckoURL: expected an http or https URL, found 'ftp://example.com'")
        XCTAssertEqual(lines[4], "c:6:24: error: keys.teleport: unknown action 'teleport'; actions: "
            + "up, down, pageUp, pageDown, top, bottom, open, back, nextPane, filter, reload, expand, swap, help, quit")
        XCTAssertEqual(lines[5], "c:6:39: error: keys.quit: 'R' is already bound to reload")
        XCTAssertTrue(lines[6].hasPrefix("c:7:13: error: colors.up: unknown colour 'chartreuse'"), lines[6])
        XCTAssertEqual(lines[7], "c:8:42: error: weather.cities[0].latitude: must be between -90 and 90, found 95.0")
        XCTAssertEqual(lines[8], "c:8:73: error: weather.cities[1]: give both latitude and longitude, or neither to look the name up")
    }

    func testKeyBindingsAndColoursAreAcceptedWhenValid() {
        let report = check("{ keys: { reload: 'R', quit: 'Ctrl-Q', open: 'space' }, colors: { accent: '208', down: 'Magenta' } }")
        XCTAssertEqual(report.diagnostics, [])
        XCTAssertEqual(report.config?.keys.key(for: .reload), "R")
        XCTAssertEqual(report.config?.keys.key(for: .quit), "Ctrl-Q")
        XCTAssertEqual(report.config?.keys.key(for: .help), "?")
        XCTAssertEqual(report.config?.colors.accent, "208")
    }

    func testTopLevelMustBeAnObject() {
        let report = check("[1, 2]")
        XCTAssertEqual(report.text(file: "c"), "c:1:1: error: expected an object ({ … }), found a list")
    }

    func testValueFoundationCannotReadIsPlacedAtItsKey() {
        let report = check("{\n  refresh: {\n    budgetPerDay: 012,\n  },\n}")
        XCTAssertEqual(report.errors.first?.line, 3)
        XCTAssertEqual(report.errors.first?.keyPath?.description, "refresh.budgetPerDay")
    }

    func testNullMeansDefault() {
        let report = check("{ baseCurrency: null, refresh: { budgetPerDay: null } }")
        XCTAssertEqual(report.diagnostics, [])
        XCTAssertEqual(report.config, KursConfig())
    }

    func testAPIKeysAreNeverInMessagesOrDescriptions() {
        let report = check("{ apiKeys: { coingecko: 'CG-secret value' } }")
        XCTAssertEqual(report.text(file: "c"), "c:1:14: error: apiKeys.coingecko: is empty or contains spaces")
        let keys = APIKeys(coingecko: "CG-secret", pirateWeather: "pw-secret")
        XCTAssertEqual("\(keys)", "APIKeys(set: coingecko, pirateWeather)")
        XCTAssertFalse(String(reflecting: keys).contains("secret"))
        XCTAssertFalse(String(describing: Mirror(reflecting: keys).children.map(\.value)).contains("secret"))
    }

    func testStatusFormatIsParsedAndItsErrorsPlacedAtTheKey() {
        let bogus = check("{\n  statusFormat: \"{bogus}\",\n}\n")
        XCTAssertEqual(bogus.text(file: "c"), "c:2:3: error: statusFormat: unknown placeholder {bogus}")
        XCTAssertEqual(bogus.exitStatus, 1)
        XCTAssertNil(bogus.config)
        let several = check(#"{ statusFormat: "{foo} {privat:USD:mid} {age}" }"#)
        XCTAssertEqual(several.errors.map(\.message), ["unknown placeholders {foo}, {privat:USD:mid}"])
        let closing = check(#"{ statusFormat: "a } b" }"#)
        XCTAssertEqual(
            closing.errors.map(\.message),
            ["unmatched '}' at column 3 of the status format (write '}}' for a literal brace)"])
        let good = check(#"{ statusFormat: "{weather} {{literal}} {mid:EUR} {coin:bitcoin:24h} {age}" }"#)
        XCTAssertEqual(good.errors, [])
        XCTAssertEqual(good.config?.statusFormat, "{weather} {{literal}} {mid:EUR} {coin:bitcoin:24h} {age}")
    }
}
