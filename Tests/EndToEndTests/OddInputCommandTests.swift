import Foundation
import XCTest

/// Odd command lines, by kind: each is a usage error — exit 2, one line on stderr naming the problem, nothing on
/// stdout — and never a request (least of all one to a path or query the input chose).
final class OddInputCommandTests: KursCommandTestCase {
    /// Runs every case and checks the contract; `message` is the exact stderr line (without "kurs: " and "\n").
    func assertUsageErrors(_ cases: [([String], String)], file: StaticString = #filePath, line: UInt = #line) throws {
        for (arguments, message) in cases {
            let run = try kurs(arguments)
            XCTAssertEqual(run.status, 2, "\(arguments): \(run.stderr)", file: file, line: line)
            XCTAssertEqual(run.stderr, "kurs: \(message)\n", "\(arguments)", file: file, line: line)
            XCTAssertEqual(run.stdout, "", "\(arguments)", file: file, line: line)
        }
        XCTAssertEqual(try requests().map(\.target), [], "usage errors never touch the network", file: file, line: line)
    }

    func testEmptyArguments() throws {
        try assertUsageErrors([
            (["coin", ""], "empty coin id: kurs coin ID (e.g. kurs coin bitcoin)"),
            (["convert", "", "USD", "EUR"], "invalid amount '': empty"),
            (["rates", "--base", ""], "empty value for --base in 'kurs rates'"),
            (["rates", "--base="], "empty value for --base in 'kurs rates'"),
            (["rates", "--source", " "], "empty value for --source in 'kurs rates'"),
            (["coins", "--vs", ""], "empty value for --vs in 'kurs coins'"),
            (["coins", "--top", ""], "empty value for --top in 'kurs coins'"),
            (["status", "--format", ""], "empty value for --format in 'kurs status'"),
            (["refresh", "--only", ""], "empty value for --only in 'kurs refresh'"),
            (["weather", ""], "empty city name: kurs weather [CITY|LAT,LON] (e.g. kurs weather Kyiv)"),
            (["weather", "--units", ""], "empty value for --units in 'kurs weather'"),
            (["config", ""], "unknown subcommand '' for 'kurs config' (init, path, check)"),
        ])
    }

    func testOptionsGivenTwice() throws {
        try assertUsageErrors([
            (["coins", "--top", "5", "--top", "6"], "option '--top' given twice"),
            (["coins", "--top=5", "--top", "6"], "option '--top' given twice"),
            (["rates", "--json", "--json"], "option '--json' given twice"),
            (["rates", "--base", "EUR", "--base=GBP"], "option '--base' given twice"),
            (["coin", "bitcoin", "--json", "--json"], "option '--json' given twice"),
            (["convert", "1", "USD", "EUR", "--mid", "--mid"], "option '--mid' given twice"),
            (["status", "--tmux", "--tmux"], "option '--tmux' given twice"),
            (["--offline", "rates", "--offline"], "option '--offline' given twice"),
        ])
    }

    func testOptionsMissingTheirValueAtTheEnd() throws {
        try assertUsageErrors([
            (["coins", "--top"], "missing value for --top in 'kurs coins'"),
            (["coins", "--vs"], "missing value for --vs in 'kurs coins'"),
            (["rates", "--base"], "missing value for --base in 'kurs rates'"),
            (["rates", "--source"], "missing value for --source in 'kurs rates'"),
            (["status", "--format"], "missing value for --format in 'kurs status'"),
            (["refresh", "--only"], "missing value for --only in 'kurs refresh'"),
            (["weather", "--units"], "missing value for --units in 'kurs weather'"),
            (["coins", "--top", "--json"], "missing value for --top in 'kurs coins'"),
            (["status", "--format", "--tmux"], "missing value for --format in 'kurs status'"),
        ])
    }

    func testEqualsFormsWorkAndFlagsWithoutValueRefuseOne() throws {
        let top = try kurs("coins", "--top=3", "--offline")
        XCTAssertEqual(top.status, 0, top.stderr)
        XCTAssertEqual(top.stdout.split(separator: "\n").count, 3)
        let base = try kurs("rates", "--base=eur", "--offline", "--json")
        XCTAssertEqual(base.status, 0, base.stderr)
        XCTAssertTrue(base.stdout.contains(#""base_ccy":"EUR""#), base.stdout)
        try assertUsageErrors([
            (["rates", "--json=1"], "option '--json' takes no value"),
            (["coin", "bitcoin", "--json=yes"], "option '--json' takes no value"),
            (["--offline=0", "rates"], "option '--offline' takes no value"),
            (["coins", "--bogus=1"], "option '--bogus' takes no value"),
            (["coins", "--top=abc"], "invalid --top 'abc' (a number from 1 to 250)"),
        ])
    }

    func testUnknownOptionsAfterPositionalArguments() throws {
        try assertUsageErrors([
            (["coin", "bitcoin", "--foo"], "unknown option '--foo' for 'kurs coin'"),
            (["convert", "1", "USD", "EUR", "--foo"], "unknown option '--foo' for 'kurs convert'"),
            (["weather", "Kyiv", "--foo"], "unknown option '--foo' for 'kurs weather'"),
            (["config", "check", "--foo"], "unexpected argument '--foo' for 'kurs config check'"),
            (["coin", "bitcoin", "ethereum"], "unexpected argument 'ethereum' for 'kurs coin'"),
            (["rates", "EUR"], "unexpected argument 'EUR' for 'kurs rates' (currency codes go with --compare)"),
            (["coin", "bitcoin", "-x"], "unknown option '-x' for 'kurs coin'"),
        ])
    }

    func testCoinIDsOutsideTheirAlphabetAreRejectedNeverSent() throws {
        let rule = "(CoinGecko ids: 1 to 100 of a-z, 0-9, '-', '_', '.')"
        try assertUsageErrors([
            (["coin", "../x"], "invalid coin id '../x' \(rule)"),
            (["coin", "a?b"], "invalid coin id 'a?b' \(rule)"),
            (["coin", "a/b"], "invalid coin id 'a/b' \(rule)"),
            (["coin", "a#b"], "invalid coin id 'a#b' \(rule)"),
            (["coin", "a%2Fb"], "invalid coin id 'a%2Fb' \(rule)"),
            (["coin", "a&vs_currency=eur"], "invalid coin id 'a&vs_currency=eur' \(rule)"),
            (["coin", ".."], "invalid coin id '..' \(rule)"),
            (["coin", "."], "invalid coin id '.' \(rule)"),
            (["coin", "bïtcoin"], "invalid coin id 'bïtcoin' \(rule)"),
            (["coin", "bit coin"], "invalid coin id 'bit coin' \(rule)"),
            (["coin", "bit\ncoin"], "invalid coin id 'bit coin' \(rule)"),
            (["coin", String(repeating: "a", count: 101)], "invalid coin id '\(String(repeating: "a", count: 40))…' \(rule)"),
        ])
    }

    func testUpperCaseCoinIDIsTheLowerCaseID() throws {
        let run = try kurs("coin", "BitCoin", "--offline", "--json")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains(#""id":"bitcoin""#), run.stdout)
    }

    func testVeryLongArgumentsAreCutInTheMessage() throws {
        let long = String(repeating: "x", count: 5000)
        let forty = String(repeating: "x", count: 40) + "…"
        try assertUsageErrors([
            (["coins", "--vs", String(repeating: "x", count: 300)], "unknown currency '\(forty)' (2 to 5 letters or digits, e.g. usd, eur, btc, sats)"),
            (["rates", "--base", String(repeating: "x", count: 300)], "unknown currency '\(forty)' (a 3-letter code such as EUR)"),
            (["convert", String(repeating: "1", count: 300), "USD", "EUR"],
             "invalid amount '\(String(repeating: "1", count: 40))…': too long (at most 200 characters)"),
            (["convert", String(repeating: "(", count: 3000) + "1", "USD", "EUR"],
             "invalid amount '\(String(repeating: "(", count: 40))…': too long (at most 200 characters)"),
            (["weather", long], "argument too long (5000 characters; at most 4096): '\(forty)'"),
        ])
    }

    func testNonASCIIInput() throws {
        try assertUsageErrors([
            (["rates", "--base", "€UR"], "unknown currency '€UR' (a 3-letter code such as EUR)"),
            (["rates", "--base", "ЕВР"], "unknown currency 'ЕВР' (a 3-letter code such as EUR)"),
            (["coins", "--vs", "юсд"], "unknown currency 'юсд' (2 to 5 letters or digits, e.g. usd, eur, btc, sats)"),
            (["coins", "--top", "５"], "invalid --top '５' (a number from 1 to 250)"),
            (["rates", "--source", "privätbank"], "unknown source 'privätbank' (privatbank, privatbank-card, nbu, monobank, erapi)"),
            (["status", "--bogus\u{202E}"], "unknown option '--bogus' for 'kurs status'"),
        ])
    }

    func testTopRangeIsOneTo250() throws {
        try assertUsageErrors([
            (["coins", "--top", "0"], "invalid --top '0' (a number from 1 to 250)"),
            (["coins", "--top", "251"], "invalid --top '251' (a number from 1 to 250)"),
            (["coins", "--top", "abc"], "invalid --top 'abc' (a number from 1 to 250)"),
            (["coins", "--top", "-1"], "invalid --top '-1' (a number from 1 to 250)"),
            (["coins", "--top", "1e3"], "invalid --top '1e3' (a number from 1 to 250)"),
            (["coins", "--top", "+5"], "invalid --top '+5' (a number from 1 to 250)"),
            (["coins", "--top", "99999999999999999999999"], "invalid --top '99999999999999999999999' (a number from 1 to 250)"),
        ])
    }

    func testInvalidCurrencyCodesAreUsageErrors() throws {
        try assertUsageErrors([
            (["rates", "--base", "XYZ"], "unknown currency 'XYZ' (did you mean XAF, XCD, XCG?)"),
            (["rates", "--source", "erapi", "--base", "QQQ"], "unknown currency 'QQQ' (did you mean QAR, GTQ, IQD?)"),
            (["rates", "--base", "EU"], "unknown currency 'EU' (a 3-letter code such as EUR)"),
            (["rates", "--base", "EURO"], "unknown currency 'EURO' (a 3-letter code such as EUR)"),
            (["rates", "--base", "E1R"], "unknown currency 'E1R' (a 3-letter code such as EUR)"),
            (["convert", "1", "XYZ", "USD"], "unknown currency 'XYZ' (did you mean XAF, XCD, XDR?)"),
            (["convert", "1", "USD", "XYZ"], "unknown currency 'XYZ' (did you mean XAF, XCD, XDR?)"),
            (["coins", "--vs", "x"], "unknown currency 'x' (2 to 5 letters or digits, e.g. usd, eur, btc, sats)"),
            (["coins", "--vs", "dollars"], "unknown currency 'dollars' (2 to 5 letters or digits, e.g. usd, eur, btc, sats)"),
            (["coins", "--vs", "u$d"], "unknown currency 'u$d' (2 to 5 letters or digits, e.g. usd, eur, btc, sats)"),
            (["coins", "--vs", "123"], "unknown currency '123' (2 to 5 letters or digits, e.g. usd, eur, btc, sats)"),
        ])
    }
}
