import XCTest
@testable import KursApp
@testable import KursCommands

/// The parser made from the command table: every command with every one of its options, the errors the table
/// implies, and config defaults applied after the one parse.
final class CommandParserTableTests: XCTestCase {
    /// A value each value option accepts.
    static let sampleValues = ["--base": "EUR", "--top": "5", "--vs": "eur", "--format": "{age}", "--only": "erapi,weather", "--days": "7"]
    /// Positional arguments each command accepts.
    static let samplePositionals = ["coin": ["bitcoin"], "history": ["USD"], "convert": ["1", "USD", "EUR"], "config": ["path"], "pane": ["rates"],
                                    "chart": ["bitcoin"], "search": ["pepe"], "alert": ["add", "USD", "above", "41"]]

    /// `spec`'s options on one line, one of each exclusive group, each with a value it accepts.
    private func everyOption(of spec: CommandSpec) -> (line: [String], names: Set<String>) {
        var line = Self.samplePositionals[spec.name] ?? []
        var names: Set<String> = []
        var groups: Set<String> = []
        for option in spec.options {
            if let group = option.excludes, !groups.insert(group).inserted { continue }
            line.append(option.name)
            names.insert(option.name)
            if option.takesValue { line.append(option.allowedValues.last.map { Self.sampleValues[option.name] ?? $0 } ?? Self.sampleValues[option.name]!) }
        }
        return (line, names)
    }

    func testTheTableHasEveryCommandOfTheContractInOrder() {
        XCTAssertEqual(CommandTable.commands.map(\.name), [
            "rates", "history", "convert", "coins", "coin", "chart", "search", "portfolio", "alert", "alerts", "weather", "status",
            "refresh", "config", "pane",
        ])
        XCTAssertEqual(CommandTable.valueOptionNames, ["--source", "--base", "--days", "--top", "--vs", "--cost", "--units", "--format", "--only"])
    }

    func testEveryCommandParsesWithEveryOptionAndRecordsThemGiven() throws {
        // `kurs portfolio`'s --cost goes with `add` only, its --vs and --json without an action: each half below.
        XCTAssertEqual(try CommandParser.parse(["portfolio", "--vs", "eur", "--json", "--offline"]).given, ["--vs", "--json"])
        XCTAssertEqual(try CommandParser.parse(["portfolio", "add", "bitcoin", "1", "--cost", "2"]).given, ["--cost"])
        for spec in CommandTable.commands where spec.name != "portfolio" {
            let (line, names) = everyOption(of: spec)
            let parsed = try CommandParser.parse([spec.name] + line + ["--offline"])
            XCTAssertTrue(parsed.offline, spec.name)
            XCTAssertEqual(parsed.given, names, spec.name)
        }
    }

    func testEveryOptionSetsItsValue() throws {
        XCTAssertEqual(try CommandParser.parse(["rates", "--source", "ERAPI", "--base", "eur", "--card", "--json"]).command, .run({
            var options = RatesOptions(); options.source = .erapi; options.base = "EUR"; options.card = true; options.json = true
            return options
        }()))
        guard let coins = try CommandParser.parse(["coins", "--top=7", "--vs", "EUR", "--json"]).command.parsed(CoinsOptions.self) else { return XCTFail() }
        XCTAssertEqual([coins.top], [7])
        XCTAssertEqual(coins.vsCurrency, "eur")
        XCTAssertTrue(coins.json)
        guard let convert = try CommandParser.parse(["convert", "--bank", "--card", "--json", "2", "eur", "usd"]).command.parsed(ConvertOptions.self)
        else { return XCTFail() }
        XCTAssertEqual([convert.pricing.rawValue, convert.from, convert.to], ["bank", "eur", "usd"])
        XCTAssertTrue(convert.card && convert.json)
        guard let weather = try CommandParser.parse(["weather", "New", "York", "--units", "Imperial"]).command.parsed(WeatherOptions.self) else { return XCTFail() }
        XCTAssertEqual(weather.target, .name("New York"))
        XCTAssertEqual(weather.units, .imperial)
        XCTAssertEqual(try CommandParser.parse(["status", "--format", "-{age}", "--tmux"]).command, .run({
            var options = StatusOptions(); options.format = "-{age}"; options.tmux = true
            return options
        }()))
        guard let refresh = try CommandParser.parse(["refresh", "-q", "--stale-only", "--only", "Weather,erapi,weather"]).command.parsed(RefreshOptions.self)
        else { return XCTFail() }
        XCTAssertEqual(refresh.sources, [.weather, .erapi])
        XCTAssertTrue(refresh.quiet && refresh.staleOnly)
        XCTAssertEqual(try CommandParser.parse(["config", "--", "init"]).command, .run(ConfigAction.initialize))
        XCTAssertEqual(try CommandParser.parse(["coin", "--", "Bitcoin"]).command, .run(CoinOptions(id: "bitcoin")))
    }

    func testEveryValueOptionWithoutItsValueOrWithAnEmptyOne() {
        for spec in CommandTable.commands {
            let positionals = Self.samplePositionals[spec.name] ?? []
            for option in spec.options where option.takesValue {
                XCTAssertEqual(CommandParser.usageError([spec.name] + positionals + [option.name]), "missing value for \(option.name) in 'kurs \(spec.name)'")
                XCTAssertEqual(CommandParser.usageError([spec.name] + positionals + [option.name, " "]), "empty value for \(option.name) in 'kurs \(spec.name)'")
            }
        }
    }

    func testAnOptionOfAnotherCommandIsUnknown() {
        let all = Set(CommandTable.commands.flatMap(\.options).map(\.name))
        for spec in CommandTable.commands where spec.name != "config" {
            let positionals = Self.samplePositionals[spec.name] ?? []
            for name in all.subtracting(spec.options.map(\.name)).sorted() where !CommandTable.valueOptionNames.contains(name) {
                XCTAssertEqual(CommandParser.usageError([spec.name] + positionals + [name]), "unknown option '\(name)' for 'kurs \(spec.name)'")
            }
        }
        XCTAssertEqual(CommandParser.usageError(["rates", "--top", "5"]), "unknown option '--top' for 'kurs rates'")
        XCTAssertEqual(CommandParser.usageError(["config", "path", "--json"]), "unexpected argument '--json' for 'kurs config path'")
    }

    func testAllowedValuesAreCheckedWithTheirNoun() {
        XCTAssertEqual(CommandParser.usageError(["rates", "--source", "bogus"]), "unknown source 'bogus' (privatbank, privatbank-card, nbu, monobank, erapi)")
        XCTAssertEqual(CommandParser.usageError(["history", "USD", "--source", "monobank"]), "unknown source 'monobank' (privatbank or nbu)")
        XCTAssertEqual(CommandParser.usageError(["weather", "--units", "kelvin"]), "unknown units 'kelvin' (metric or imperial)")
        XCTAssertEqual(CommandParser.usageError(["refresh", "--only", "erapi,bogus"]),
                       "unknown source 'bogus' (privatbank, privatbank-cash, privatbank-card, nbu, monobank, erapi, coingecko, weather)")
        XCTAssertEqual(CommandParser.usageError(["convert", "1", "USD", "EUR", "--mid", "--bank"]), "--mid and --bank exclude each other")
        XCTAssertEqual(CommandParser.usageError(["rates", "--base", "EUR", "--source", "privatbank"]), "--base applies to --source erapi (PrivatBank rates are in UAH)")
        XCTAssertEqual(CommandParser.usageError(["bogus"]), "unknown command 'bogus'; see 'kurs --help'")
        XCTAssertEqual(CommandParser.usageError(["--bogus"]), "unknown option '--bogus'; see 'kurs --help'")
        XCTAssertEqual(CommandParser.usageError(["bogus", "--help"]), "unknown command 'bogus'")
        XCTAssertEqual(CommandParser.usageError(["__generate"]), "usage: kurs __generate DIRECTORY")
    }

    func testHelpVersionAndTheHiddenGenerator() throws {
        XCTAssertEqual(try CommandParser.parse([]).command, .dashboard)
        XCTAssertEqual(try CommandParser.parse(["-h"]).command, .help(nil))
        XCTAssertEqual(try CommandParser.parse(["help", "coins"]).command, .help("coins"))
        XCTAssertEqual(try CommandParser.parse(["-V"]).command, .version)
        XCTAssertEqual(try CommandParser.parse(["__generate", "out"]).command, .generate(directory: "out"))
        for spec in CommandTable.commands {
            XCTAssertEqual(try CommandParser.parse([spec.name, "-h"]).command, .help(spec.name))
        }
    }

    func testConfigDefaultsAreAppliedAfterTheParseToOptionsNotGiven() throws {
        var defaults = CommandDefaults()
        defaults.top = 7
        defaults.ids = ["solana"]
        defaults.vsCurrency = "eur"
        defaults.base = "GBP"
        guard let plain = try CommandParser.parse(["coins"]).applying(defaults).command.parsed(CoinsOptions.self),
              let given = try CommandParser.parse(["coins", "--top", "3", "--vs", "usd"]).applying(defaults).command.parsed(CoinsOptions.self)
        else { return XCTFail("not coins") }
        XCTAssertEqual([plain.top, given.top], [7, 3])
        XCTAssertEqual(plain.ids, ["solana"])
        XCTAssertNil(given.ids)
        XCTAssertEqual([plain.vsCurrency, given.vsCurrency], ["eur", "usd"])
        guard let erapi = try CommandParser.parse(["rates", "--source", "erapi"]).applying(defaults).command.parsed(RatesOptions.self),
              let eur = try CommandParser.parse(["rates", "--base", "EUR"]).applying(defaults).command.parsed(RatesOptions.self),
              let privat = try CommandParser.parse(["rates"]).applying(defaults).command.parsed(RatesOptions.self)
        else { return XCTFail("not rates") }
        XCTAssertEqual([erapi.base, eur.base, privat.base], ["GBP", "EUR", "USD"])
        XCTAssertEqual(privat.source, .privatbank)
    }
}

/// The hidden `kurs __record-history`: a directory and at least one argument; the arguments are read when it runs.
final class RecordHistoryCommandParserTests: XCTestCase {
    func testADirectoryAndObservationArgumentsAreTakenAndAnythingLessIsAUsageError() throws {
        let argument = "nbu\tUSD\t2024-07-03\t\t\t41.4228\t\t1719997200.0"
        let parsed = try CommandParser.parse(["__record-history", "/tmp/h", argument, "nbu\tUSD"])
        guard case .recordHistory(let directory, let observations) = parsed.command else { return XCTFail("\(parsed.command)") }
        XCTAssertEqual(directory, "/tmp/h")
        XCTAssertEqual(observations, [argument, "nbu\tUSD"], "read (and an unreadable one skipped) when it runs")
        XCTAssertThrowsError(try CommandParser.parse(["__record-history"]))
        XCTAssertThrowsError(try CommandParser.parse(["__record-history", "/tmp/h"]))
        XCTAssertThrowsError(try CommandParser.parse(["__record-history", "relative", argument])) { error in
            XCTAssertEqual((error as? CommandParser.UsageError)?.message, "usage: kurs __record-history /DIRECTORY OBSERVATION…")
        }
    }
}
