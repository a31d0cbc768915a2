import Foundation
import XCTest

/// `kurs config init|path|check` and the config applied to other commands.
final class ConfigCommandTests: KursCommandTestCase {
    func testPathFollowsXDGConfigHomeAndKursConfig() throws {
        let run = try kurs("config", "path")
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stdout, configFile.path + "\n")
        let custom = home.url.appendingPathComponent("mine.json5").path
        XCTAssertEqual(try kurs("config", "path", extra: ["KURS_CONFIG": custom]).stdout, custom + "\n")
    }

    func testInitWritesOnceAndNeverOverwrites() throws {
        let first = try kurs("config", "init")
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(first.stdout, "wrote \(configFile.path)\n")
        let written = try String(contentsOf: configFile, encoding: .utf8)
        XCTAssertFalse(written.isEmpty)
        XCTAssertEqual(try kurs("config", "check").status, 0, "the template passes its own check")
        try writeConfig("{ baseCurrency: \"EUR\" }\n")
        let second = try kurs("config", "init")
        XCTAssertEqual(second.status, 1)
        XCTAssertEqual(second.stderr, "kurs: config already exists at \(configFile.path)\n")
        XCTAssertEqual(try String(contentsOf: configFile, encoding: .utf8), "{ baseCurrency: \"EUR\" }\n")
    }

    func testCheckReportsLineAndColumn() throws {
        try writeConfig("{\n  baseCurrency: \"USD\"\n  statusFormat: \"x\",\n}\n")
        let syntax = try kurs("config", "check")
        XCTAssertEqual(syntax.status, 1)
        XCTAssertTrue(syntax.stderr.hasPrefix("\(configFile.path):2:22: error: "), syntax.stderr)
        XCTAssertEqual(syntax.stdout, "")

        try writeConfig("{\n  baseCurrency: \"USD\",\n  vsCurrency: 5,\n  bogus: 1,\n}\n")
        let type = try kurs("config", "check")
        XCTAssertEqual(type.status, 1)
        XCTAssertEqual(
            type.stderr,
            "\(configFile.path):3:3: error: vsCurrency: expected a string, found a number\n"
                + "\(configFile.path):4:3: warning: bogus: unknown key 'bogus'\n")
    }

    func testCheckNeverEchoesControlCharactersFromTheFile() throws {
        try writeConfig(#"{ coins: ["\u001b]0;PWN\u0007\u001b[31mred", "\u202eevil"], "\u001b[5mkey": 1 }"#)
        let run = try kurs("config", "check")
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("coins[0]"), run.stderr)
        XCTAssertFalse(run.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E }, run.stderr)
    }

    func testUnknownKeyIsOnlyAWarning() throws {
        try writeConfig("{ bogus: 1 }")
        let run = try kurs("config", "check")
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stdout, "\(configFile.path): ok\n")
        XCTAssertEqual(run.stderr, "\(configFile.path):1:3: warning: bogus: unknown key 'bogus'\n")
    }

    func testMissingFileUsesDefaults() throws {
        let run = try kurs("config", "check")
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.stdout.hasPrefix("no config at \(configFile.path)"), run.stdout)
    }

    func testSubcommandUsageErrors() throws {
        let cases: [([String], String)] = [
            (["config"], "kurs: missing subcommand: kurs config init|path|check\n"),
            (["config", "frob"], "kurs: unknown subcommand 'frob' for 'kurs config' (init, path, check)\n"),
            (["config", "path", "extra"], "kurs: unexpected argument 'extra' for 'kurs config path'\n"),
        ]
        for (arguments, message) in cases {
            let run = try kurs(arguments)
            XCTAssertEqual(run.status, 2, "\(arguments)")
            XCTAssertEqual(run.stderr, message, "\(arguments)")
        }
    }

    func testBrokenConfigWarnsOnceAndCommandsRunWithDefaults() throws {
        try writeConfig("{\n  baseCurrency: \"USD\"\n  statusFormat: \"x\",\n}\n")
        let run = try kurs("convert", "100", "USD", "UAH")
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stdout, "100\tUSD\tUAH\t41.25\t4125.00\tprivatbank\n")
        XCTAssertEqual(run.stderr.filter { $0 == "\n" }.count, 1, run.stderr)
        XCTAssertTrue(run.stderr.hasPrefix("kurs: \(configFile.path):2:22: error: "), run.stderr)
        XCTAssertTrue(run.stderr.hasSuffix("; using defaults (see `kurs config check`)\n"), run.stderr)
    }

    func testConfigAPIURLIsUsedWhenTheEnvironmentLeavesItUnset() throws {
        try writeConfig("{ api: { privatbankURL: \"\(server.baseURL.absoluteString)\" } }")
        let run = try kurs("convert", "100", "USD", "UAH", extra: ["KURS_PRIVATBANK_URL": ""])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        XCTAssertEqual(try requestCount(containing: "/p24api/pubinfo"), 1)

        try writeConfig("{ api: { erapiURL: \"http://127.0.0.1:1\" } }")
        let envWins = try kurs("rates", "--source", "erapi")
        XCTAssertEqual(envWins.status, 0)
        XCTAssertEqual(envWins.stderr, "", "KURS_ERAPI_URL (the fixture server) wins over the config")
    }

    func testConfigNBUAndMonobankURLsAreUsedWhenTheEnvironmentLeavesThemUnset() throws {
        let fixture = server.baseURL.absoluteString
        try writeConfig("{ api: { nbuURL: \"\(fixture)\", monobankURL: \"\(fixture)\" } }")
        let nbu = try kurs("rates", "--source", "nbu", "--json", extra: ["KURS_NBU_URL": ""])
        XCTAssertEqual(nbu.status, 0, nbu.stderr)
        XCTAssertEqual(try requestCount(containing: "/NBUStatService/v1/statdirectory/exchange?json"), 1)
        let monobank = try kurs("rates", "--source", "monobank", "--json", extra: ["KURS_MONOBANK_URL": ""])
        XCTAssertEqual(monobank.status, 0, monobank.stderr)
        XCTAssertEqual(try requestCount(containing: "/bank/currency"), 1)

        try FileManager.default.removeItem(at: cacheDirectory)
        try writeConfig("{ api: { nbuURL: \"http://127.0.0.1:1\", monobankURL: \"http://127.0.0.1:1\" } }")
        XCTAssertEqual(try kurs("rates", "--source", "nbu").status, 0, "KURS_NBU_URL (the fixture server) wins over the config")
        XCTAssertEqual(try kurs("rates", "--source", "monobank").status, 0, "KURS_MONOBANK_URL wins over the config")
        XCTAssertEqual(try requestCount(containing: "/NBUStatService/v1/statdirectory/exchange?json"), 2)
        XCTAssertEqual(try requestCount(containing: "/bank/currency"), 2)
    }

    func testConfigChecksTheNBUAndMonobankURLsAndEveryRatesSourceUnderRefresh() throws {
        try writeConfig("""
            { api: { nbuURL: "ftp://bank.gov.ua", monobankURL: "https://api.monobank.ua" },
              refresh: { sources: { nbu: { minutes: 2 }, monobank: { budgetPerDay: 12 }, "privatbank-card": {},
                                    coinDetail: {}, weather: {} } } }
            """)
        let run = try kurs("config", "check")
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, """
            \(configFile.path):1:10: error: api.nbuURL: expected an http or https URL, found 'ftp://bank.gov.ua'
            \(configFile.path):2:32: error: refresh.sources.nbu.minutes: must be at least 5 (minutes), found 2

            """)
    }

    func testConfigVsCurrencyAndTopAreCoinsDefaults() throws {
        try writeConfig("{ vsCurrency: \"EUR\", coins: { top: 3 } }")
        let run = try kurs("coins", "--json")
        XCTAssertEqual(run.status, 0, run.stderr)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["vs_currency"] as? String, "eur")
        XCTAssertEqual((object["coins"] as? [Any])?.count, 3)
        XCTAssertEqual(try requests().first?.target.contains("vs_currency=eur"), true)
        let flags = try kurs("coins", "--top", "2", "--vs", "usd", "--json")
        let flagged = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(flags.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(flagged["vs_currency"] as? String, "usd", "flags win over the config")
        XCTAssertEqual((flagged["coins"] as? [Any])?.count, 2)
    }

    func testCheckParsesTheStatusFormat() throws {
        try writeConfig("{\n  baseCurrency: \"USD\",\n  statusFormat: \"{bogus} {privat:USD:buy}\",\n}\n")
        let bogus = try kurs("config", "check")
        XCTAssertEqual(bogus.status, 1)
        XCTAssertEqual(bogus.stderr, "\(configFile.path):3:3: error: statusFormat: unknown placeholder {bogus}\n")
        XCTAssertEqual(bogus.stdout, "")
        try writeConfig(#"{ statusFormat: "USD {privat:USD:buy" }"#)
        let brace = try kurs("config", "check")
        XCTAssertEqual(brace.status, 1)
        XCTAssertEqual(
            brace.stderr,
            "\(configFile.path):1:3: error: statusFormat: unclosed '{' at column 5 of the status format (write '{{' for a literal brace)\n")
        try writeConfig(#"{ statusFormat: "{weather} {{x}} {coin:bitcoin:24h}" }"#)
        XCTAssertEqual(try kurs("config", "check").status, 0)
    }
}
