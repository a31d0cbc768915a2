import Foundation
import XCTest

/// `kurs status` against the fixture server: placeholders from a warm cache, tmux mode, errors, no data,
/// never waiting on the network, and the background refresh's single flight.
final class StatusCommandTests: KursCommandTestCase {
    func testEachPlaceholderFromAWarmCache() throws {
        try warmCache()
        let cases: [(String, String)] = [
            ("{privat:USD:buy}", "41.25"), ("{privat:usd:sale}", "41.85"), ("{privat:EUR:buy}", "46.70"),
            ("{privat:EUR:sale}", "47.70"), ("{mid:EUR}", "1.10"), ("{mid:USD}", "1.00"),
            ("{coin:bitcoin}", "$16,951.52"), ("{coin:bitcoin:24h}", "▲ 0.14%"), ("{coin:ripple:24h}", "▼ 0.83%"),
            ("{privat:USD:buy} {age}", "41.25 now"), ("{{x}} {privat:GBP:buy} {coin:nocoin} {privat:USD:buy}", "{x} ? ? 41.25"),
        ]
        for (format, expected) in cases {
            let run = try kurs("status", "--format", format)
            XCTAssertEqual(run.status, 0, format)
            XCTAssertEqual(run.stdout, expected + "\n", format)
            XCTAssertEqual(run.stderr, "", format)
        }
        XCTAssertEqual(try requests().count, 0, "a warm cache needs no refresh")
    }

    func testDefaultFormat() throws {
        try warmCache()
        let run = try kurs("status")
        XCTAssertEqual(run.stdout, "USD 41.25/41.85 EUR 46.70/47.70 BTC $16,951.52 ▲ 0.14%\n")
    }

    func testCurrencySymbolsAreRememberedFromICUAndReadBack() throws {
        try warmCache()
        let symbols = cacheDirectory.appendingPathComponent("currency-symbols")
        XCTAssertEqual(try kurs("status", "--format", "{coin:bitcoin}").stdout, "$16,951.52\n")
        XCTAssertEqual(try String(contentsOf: symbols, encoding: .utf8), "kurs-currency-symbols 0.2.0\nUSD\t$\n")
        // The remembered answer is what the next run uses (changed here to tell).
        try "kurs-currency-symbols 0.2.0\nUSD\tUS$\n".write(to: symbols, atomically: true, encoding: .utf8)
        XCTAssertEqual(try kurs("status", "--format", "{coin:bitcoin}").stdout, "US$16,951.52\n")
        // A file of another kurs version is ignored and replaced.
        try "kurs-currency-symbols 0.0.9\nUSD\tUS$\n".write(to: symbols, atomically: true, encoding: .utf8)
        XCTAssertEqual(try kurs("status", "--format", "{coin:bitcoin}").stdout, "$16,951.52\n")
        XCTAssertEqual(try String(contentsOf: symbols, encoding: .utf8), "kurs-currency-symbols 0.2.0\nUSD\t$\n")
    }

    func testConfiguredFormatIsUsedWithoutFormatFlag() throws {
        try warmCache()
        try writeConfig(#"{ statusFormat: "$ {privat:USD:sale}" }"#)
        XCTAssertEqual(try kurs("status").stdout, "$ 41.85\n")
        XCTAssertEqual(try kurs("status", "--format", "{privat:USD:buy}").stdout, "41.25\n", "--format wins")
    }

    func testTmuxColoursChangesKeepsFormatStylesAndNoColorDropsColours() throws {
        try warmCache()
        let format = "#[fg=blue]BTC {coin:bitcoin:24h} XRP {coin:ripple:24h} {privat:USD:buy}"
        let coloured = try kurs("status", "--tmux", "--format", format)
        XCTAssertEqual(
            coloured.stdout,
            "#[fg=blue]BTC #[fg=green]▲ 0.14%#[default] XRP #[fg=red]▼ 0.83%#[default] 41.25\n")
        let plain = try kurs("status", "--tmux", "--format", format, extra: ["NO_COLOR": "1"])
        XCTAssertEqual(plain.stdout, "#[fg=blue]BTC ▲ 0.14% XRP ▼ 0.83% 41.25\n")
        let noTmux = try kurs("status", "--format", format)
        XCTAssertEqual(noTmux.stdout, "#[fg=blue]BTC ▲ 0.14% XRP ▼ 0.83% 41.25\n", "plain mode never colours")
    }

    func testUnknownPlaceholdersAreAUsageErrorNamingThem() throws {
        let run = try kurs("status", "--format", "{foo} {privat:USD:buy} {bar} {privat:USD:mid}")
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "kurs: unknown placeholders {foo}, {bar}, {privat:USD:mid}\n")
        XCTAssertEqual(run.stdout, "")
        let brace = try kurs("status", "--format", "USD {privat:USD:buy")
        XCTAssertEqual(brace.status, 2)
        XCTAssertEqual(brace.stderr, "kurs: unclosed '{' at column 5 of the status format (write '{{' for a literal brace)\n")
        XCTAssertEqual(try kurs("status", "--bogus").status, 2)
    }

    func testNoDataYet() throws {
        let run = try kurs("status", "--offline")
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stdout, "kurs: no data yet\n")
        XCTAssertEqual(try requests().count, 0, "offline: no background refresh")
    }

    func testNoDataYetStartsOneBackgroundRefreshThatFillsTheCache() throws {
        let run = try kurs("status", "--format", "{privat:USD:buy}")
        XCTAssertEqual(run.stdout, "kurs: no data yet\n")
        waitUntil("the background refresh") { cacheEntryIsFresh("privatbank-coursid5") }
        XCTAssertEqual(try kurs("status", "--format", "{privat:USD:buy}").stdout, "41.25\n")
        XCTAssertEqual(try requests().map(\.target), ["/p24api/pubinfo?json&exchange&coursid=5"], "only what the format needs")
    }

    func testNeverWaitsOnTheNetwork() throws {
        try warmCache()
        try ageCacheEntry("privatbank-coursid5")
        try serverCall { try await $0.inject(.slow, path: "/p24api/pubinfo", delay: 30) }
        let run = try kurs("status", "--format", "{privat:USD:buy} {age}")
        XCTAssertEqual(run.status, 0)
        // The stale value, aged since 2000: a status that waited for the (slow) fetch would say "now".
        let fields = run.stdout.dropLast().split(separator: " ")
        XCTAssertEqual(fields.first, "41.25", run.stdout)
        XCTAssertTrue(fields.last?.hasSuffix("d") == true, run.stdout)
        try waitUntil("the background request") { try requestCount(containing: "coursid=5") >= 1 }
    }

    func testTwentyConcurrentStatusLinesWithAStaleCacheFetchEachSourceOnce() throws {
        try warmCache()
        for key in ["privatbank-coursid5", "privatbank-coursid11", "erapi-latest-usd", "coingecko-markets-usd"] {
            try ageCacheEntry(key)
        }
        let format = "{privat:USD:buy} {mid:EUR} {coin:bitcoin}"
        let started = try (0..<20).map { _ in try start(["status", "--format", format]) }
        let runs = try started.map(finish)
        XCTAssertEqual(Set(runs.map(\.status)), [0])
        XCTAssertEqual(Set(runs.map(\.stdout)), ["41.25 1.10 $16,951.52\n"], "stale data, printed at once")
        waitUntil("the background refresh to finish") {
            ["privatbank-coursid5", "erapi-latest-usd", "coingecko-markets-usd"].allSatisfy(cacheEntryIsFresh)
        }
        XCTAssertEqual(try requestCount(containing: "coursid=5"), 1)
        XCTAssertEqual(try requestCount(containing: "/v6/latest/"), 1)
        XCTAssertEqual(try requestCount(containing: "/coins/markets"), 1)
        XCTAssertEqual(try requestCount(containing: "coursid=11"), 0, "card rates are not in the format")
        // Later status lines within the minute start nothing new, and the data is fresh now.
        let later = try kurs("status", "--format", "{privat:USD:buy} {age}")
        XCTAssertEqual(later.stdout, "41.25 now\n")
        XCTAssertEqual(try requests().count, 3)
    }

    func testHelp() throws {
        let run = try kurs("status", "--help")
        XCTAssertTrue(run.stdout.hasPrefix("Usage: kurs status [--format FMT] [--tmux]"))
        XCTAssertTrue(run.stdout.contains("Examples:"))
    }
}

/// `{weather}`: the first effective city's cached forecast, refreshed by `kurs refresh --only weather`.
final class StatusWeatherCommandTests: KursCommandTestCase {
    /// "12° cloudy", "-3° snow", "21°".
    func assertWeatherText(_ line: String, file: StaticString = #filePath, line number: UInt = #line) {
        XCTAssertNotNil(
            line.range(of: #"^-?[0-9]+°( [a-z ]+)?\n$"#, options: .regularExpression), "'\(line)'", file: file, line: number)
    }

    func testWeatherComesFromTheCachedForecastOfTheFirstCity() throws {
        let refresh = try kurs("refresh", "--only", "weather")
        XCTAssertEqual(refresh.status, 0, refresh.stderr)
        XCTAssertEqual(refresh.stdout, "weather Kyiv: updated\n")
        XCTAssertEqual(try requestCount(containing: "/v1/forecast?latitude=50.4501&longitude=30.5234"), 1)
        try serverCall { try await $0.reset() }
        let run = try kurs("status", "--format", "{weather}")
        XCTAssertEqual(run.status, 0, run.stderr)
        assertWeatherText(run.stdout)
        XCTAssertEqual(try kurs("status", "--format", "Kyiv {weather} {age}").stdout, "Kyiv " + run.stdout.dropLast() + " now\n")
        XCTAssertEqual(try requests().count, 0, "a fresh forecast needs no refresh")
    }

    func testNoForecastYetStartsTheWeatherRefresh() throws {
        let run = try kurs("status", "--format", "{weather}")
        XCTAssertEqual(run.stdout, "kurs: no data yet\n")
        waitUntil("the background weather refresh") {
            (try? FileManager.default.contentsOfDirectory(atPath: cacheDirectory.path))?
                .contains { $0.hasPrefix("openmeteo-forecast-") && $0.hasSuffix(".cache") } ?? false
        }
        assertWeatherText(try kurs("status", "--format", "{weather}").stdout)
        XCTAssertEqual(try requests().map(\.path), ["/v1/forecast"], "only what the format needs")
    }

    func testConfiguredCityWithoutCoordinatesIsLookedUpOnceThenReadFromTheCache() throws {
        try writeConfig(#"{ weather: { cities: [{ name: "Chambéry" }], units: "imperial" } }"#)
        let refresh = try kurs("refresh", "--only", "weather")
        XCTAssertEqual(refresh.stdout, "weather Chambéry: updated\n", refresh.stderr)
        XCTAssertEqual(try requests().map(\.path), ["/v1/search", "/v1/forecast"])
        XCTAssertEqual(try requestCount(containing: "temperature_unit=fahrenheit"), 1)
        try serverCall { try await $0.reset() }
        assertWeatherText(try kurs("status", "--format", "{weather}", "--offline").stdout)
    }

    func testSavedCityComesFirst() throws {
        let state = home.url.appendingPathComponent("state")
        let file = state.appendingPathComponent("kurs/cities.json")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try #"{"cities":[{"name":"Tokyo","latitude":35.6895,"longitude":139.69171}]}"#.write(to: file, atomically: true, encoding: .utf8)
        let refresh = try kurs("refresh", "--only", "weather", extra: ["XDG_STATE_HOME": state.path])
        XCTAssertEqual(refresh.stdout, "weather Tokyo: updated\n", refresh.stderr)
        XCTAssertEqual(try requestCount(containing: "latitude=35.6895&longitude=139.6917"), 1)
        assertWeatherText(try kurs("status", "--format", "{weather}", extra: ["XDG_STATE_HOME": state.path]).stdout)
        XCTAssertEqual(try kurs("status", "--format", "{weather}", "--offline").stdout, "kurs: no data yet\n", "Kyiv: nothing cached")
    }
}
