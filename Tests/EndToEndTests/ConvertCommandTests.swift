import Foundation
import XCTest

/// `kurs convert` against the fixture server: exact values from the recorded responses (PrivatBank cash USD
/// 41.25000/41.85000, EUR 46.70000/47.70000; open.er-api USD base: EUR 0.907539, JPY 148.042596, PLN 3.870604,
/// KWD 0.305716…), output shapes and usage errors.
final class ConvertCommandTests: KursCommandTestCase {
    func testBankBuyForUSDToUAHInAPipe() throws {
        let run = try kurs("convert", "100", "USD", "UAH", "--bank")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "100\tUSD\tUAH\t41.25\t4125.00\tprivatbank\n")
        XCTAssertEqual(run.stderr, "")
        XCTAssertFalse(run.stdout.contains("\u{1B}"), "a pipe gets no escape sequences")
    }

    func testDefaultPricingIsTheBankWhenItQuotesBothAndLowerCaseCodesWork() throws {
        let run = try kurs("convert", "1000", "uah", "usd")
        XCTAssertEqual(run.status, 0, run.stderr)
        let fields = run.stdout.dropLast().split(separator: "\t").map(String.init)
        XCTAssertEqual(fields.count, 6)
        XCTAssertEqual(fields[0...2], ["1000", "UAH", "USD"])
        XCTAssertTrue(fields[3].hasPrefix("0.0238948626045400238948"), fields[3])  // 1 / 41.85 (sale)
        XCTAssertEqual(fields[4...5], ["23.89", "privatbank"])
    }

    func testJSONHasTheContractFieldsWithExactNumbers() throws {
        let run = try kurs("convert", "100", "USD", "UAH", "--json")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix(#"{"amount":100,"from":"USD","to":"UAH","rate":41.25,"result":4125.00,"source":"privatbank","fetched_at":""#), run.stdout)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(Set(["amount", "from", "to", "rate", "result", "source", "fetched_at"]).subtracting(object.keys), [])
        XCTAssertEqual(object["rate_line"] as? String, "1 USD = 41.25 UAH · PrivatBank buy")
        XCTAssertEqual(object["kind"] as? String, "cash")
        XCTAssertTrue(object["note"] is NSNull)
        let fetchedAt = try XCTUnwrap(object["fetched_at"] as? String)
        XCTAssertNotNil(try? Date(fetchedAt, strategy: .iso8601), fetchedAt)
    }

    func testMidMarketCrossPairEURToJPY() throws {
        let run = try kurs("convert", "100", "EUR", "JPY", "--json")
        XCTAssertEqual(run.status, 0, run.stderr)
        // 148.042596 / 0.907539 = 163.1253268454…; JPY has no minor units.
        XCTAssertTrue(run.stdout.contains(#""rate":163.1253268454578811489"#), run.stdout)
        XCTAssertTrue(run.stdout.contains(#""result":16313,"source":"erapi""#), run.stdout)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["rate_line"] as? String, "1 EUR = 163.13 JPY · mid-market · open.er-api 19 Aug")
        XCTAssertTrue(object["kind"] is NSNull)
    }

    func testMidFlagUsesMidMarketEvenForBankPairs() throws {
        let run = try kurs("convert", "100", "USD", "UAH", "--mid")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "100\tUSD\tUAH\t41.227988\t4122.80\terapi\n")
        XCTAssertEqual(try requestCount(containing: "/p24api/"), 0, "--mid never asks PrivatBank")
    }

    func testCurrencyNamesCountriesAndMinorUnits() throws {
        let zloty = try kurs("convert", "100", "zloty", "usd")
        XCTAssertEqual(zloty.status, 0, zloty.stderr)
        XCTAssertTrue(zloty.stdout.hasPrefix("100\tPLN\tUSD\t"), zloty.stdout)
        XCTAssertTrue(zloty.stdout.hasSuffix("\t25.84\terapi\n"), zloty.stdout)  // 100 / 3.870604
        let kwd = try kurs("convert", "1000", "japan", "KWD")
        XCTAssertEqual(kwd.status, 0, kwd.stderr)
        XCTAssertTrue(kwd.stdout.hasPrefix("1000\tJPY\tKWD\t"), kwd.stdout)
        XCTAssertEqual(kwd.stdout.split(separator: "\t")[4].split(separator: ".").last?.count, 3, "KWD has 3 minor units")
    }

    func testAmountsWithSeparatorsAndArithmetic() throws {
        for arguments in [["1 000,50", "UAH", "USD"], ["1", "000,50", "UAH", "USD"], ["1,000.50", "UAH", "USD"]] {
            let run = try kurs(["convert"] + arguments)
            XCTAssertEqual(run.status, 0, "\(arguments): \(run.stderr)")
            XCTAssertTrue(run.stdout.hasPrefix("1000.5\tUAH\tUSD\t"), "\(arguments): \(run.stdout)")
            XCTAssertTrue(run.stdout.hasSuffix("\t23.91\tprivatbank\n"), "\(arguments): \(run.stdout)")  // 1000.5 / 41.85
        }
        let product = try kurs("convert", "2*(3+1)", "USD", "UAH")
        XCTAssertEqual(product.stdout, "8\tUSD\tUAH\t41.25\t330.00\tprivatbank\n")
    }

    func testBankFallsBackToMidMarketForPairsPrivatBankDoesNotQuote() throws {
        let run = try kurs("convert", "10", "GBP", "UAH", "--bank")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "kurs: PrivatBank doesn't quote GBP; using mid-market rates\n")
        XCTAssertTrue(run.stdout.hasSuffix("\terapi\n"), run.stdout)
    }

    func testUsageErrorsExitTwoWithOneLineAndNoRequest() throws {
        let cases: [([String], String)] = [
            (["abc", "USD", "EUR"], "kurs: invalid amount 'abc': not a number\n"),
            (["1", "USD", "XYZ"], "kurs: unknown currency 'XYZ' (did you mean XAF, XCD, XDR?)\n"),
            (["-5", "USD", "EUR"], "kurs: invalid amount '-5': amount below zero\n"),
            (["1/0", "USD", "EUR"], "kurs: invalid amount '1/0': division by zero\n"),
            (["1..2", "USD", "EUR"], "kurs: invalid amount '1..2': invalid number '1..2'\n"),
            (["", "USD", "EUR"], "kurs: invalid amount '': empty\n"),
            ([], "kurs: missing AMOUNT, FROM and TO: kurs convert AMOUNT FROM TO (e.g. kurs convert 100 USD UAH)\n"),
            (["1", "USD"], "kurs: missing TO: kurs convert AMOUNT FROM TO (e.g. kurs convert 100 USD UAH)\n"),
            (["1", "USD", "EUR", "GBP"], "kurs: unexpected argument 'GBP' for 'kurs convert'\n"),
            (["1", "USD", "EUR", "--fast"], "kurs: unknown option '--fast' for 'kurs convert'\n"),
            (["1", "USD", "EUR", "--mid", "--bank"], "kurs: --mid and --bank exclude each other\n"),
            (["1", "", "EUR"], "kurs: empty currency '': give a code (USD), a currency name (zloty) or a country (japan)\n"),
        ]
        for (arguments, message) in cases {
            let run = try kurs(["convert"] + arguments)
            XCTAssertEqual(run.status, 2, "\(arguments)")
            XCTAssertEqual(run.stderr, message, "\(arguments)")
            XCTAssertEqual(run.stdout, "", "\(arguments)")
        }
        XCTAssertEqual(try requests().count, 0, "usage errors never touch the network")
    }

    func testAmbiguousNameListsCandidates() throws {
        let run = try kurs("convert", "1", "dollar", "EUR")
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.hasPrefix("kurs: ambiguous currency 'dollar': AUD (Australian Dollar), "), run.stderr)
        XCTAssertTrue(run.stderr.hasSuffix("; give the code\n"), run.stderr)
        XCTAssertEqual(run.stderr.filter { $0 == "\n" }.count, 1)
    }

    func testOfflineUsesTheEmbeddedSampleAndSaysSo() throws {
        let run = try kurs("convert", "100", "USD", "UAH", "--offline")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.hasSuffix("\t4125.00\tprivatbank\n"), run.stdout)
        XCTAssertTrue(run.stderr.hasPrefix("kurs: privatbank: showing offline sample · "), run.stderr)
        XCTAssertEqual(try requests().count, 0)
    }

    func testHelpHasExamples() throws {
        let run = try kurs("convert", "--help")
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.stdout.hasPrefix("Usage: kurs convert AMOUNT FROM TO"))
        XCTAssertTrue(run.stdout.contains("Examples:\n  kurs convert 100 USD UAH\n"))
    }
}

/// `kurs convert` on a terminal: the amount with the source currency's minor units.
final class ConvertTerminalCommandTests: KursCommandTestCase {
    func testAmountShowsTheSourceCurrencysMinorUnits() throws {
        let run = try kursOnTerminal("convert", "1 000,50", "zloty", "japan", "--mid", "--offline")
        XCTAssertEqual(run.status, 0, run.screen)
        let first = try XCTUnwrap(run.screen.split(separator: "\n").first { $0.contains(" = ") }, run.screen)
        XCTAssertTrue(first.hasPrefix("1,000.50 PLN = "), String(first))
        XCTAssertTrue(first.hasSuffix(" JPY"), String(first))
        let whole = try kursOnTerminal("convert", "1000", "USD", "JPY", "--mid", "--offline")
        XCTAssertTrue(whole.screen.contains("1,000.00 USD = 148,043 JPY\n"), whole.screen)
        let yen = try kursOnTerminal("convert", "1000", "JPY", "USD", "--mid", "--offline")
        XCTAssertTrue(yen.screen.contains("1,000 JPY = 6.75 USD\n"), yen.screen)
        let digits = try kursOnTerminal("convert", "0.125", "USD", "EUR", "--mid", "--offline")
        XCTAssertTrue(digits.screen.contains("0.125 USD = "), "every digit typed is kept: \(digits.screen)")
    }

    func testThirdLineIsTheRateTheRateLineDoesNotShowInBothDirections() throws {
        let toUAH = try kursOnTerminal("convert", "100", "USD", "UAH")
        XCTAssertEqual(toUAH.status, 0, toUAH.screen)
        XCTAssertTrue(
            toUAH.screen.hasSuffix("100.00 USD = 4,125.00 UAH\n1 USD = 41.25 UAH · PrivatBank buy\n1 UAH = 0.02424 USD\n"),
            toUAH.screen)
        let fromUAH = try kursOnTerminal("convert", "1000", "UAH", "USD")
        XCTAssertEqual(fromUAH.status, 0, fromUAH.screen)
        XCTAssertTrue(
            fromUAH.screen.hasSuffix("1,000.00 UAH = 23.89 USD\n1 USD = 41.85 UAH · PrivatBank sale\n1 UAH = 0.02389 USD\n"),
            fromUAH.screen)
    }

    func testJSONRateAndInverseRateAreExactInBothDirections() throws {
        let toUAH = try kurs("convert", "100", "USD", "UAH", "--json")
        XCTAssertEqual(toUAH.status, 0, toUAH.stderr)
        XCTAssertTrue(toUAH.stdout.contains(#""rate":41.25,"#), toUAH.stdout)
        XCTAssertTrue(toUAH.stdout.contains(#""inverse_rate":0.024242424242424242424242424242424242,"#), toUAH.stdout)  // 1 / 41.25
        let fromUAH = try kurs("convert", "1000", "UAH", "USD", "--json")
        XCTAssertEqual(fromUAH.status, 0, fromUAH.stderr)
        XCTAssertTrue(fromUAH.stdout.contains(#""rate":0.023894862604540023894862604540023894,"#), fromUAH.stdout)  // 1 / 41.85
        XCTAssertTrue(fromUAH.stdout.contains(#""inverse_rate":41.85,"#), fromUAH.stdout)
        XCTAssertTrue(fromUAH.stdout.contains(#""rate_line":"1 USD = 41.85 UAH · PrivatBank sale""#), fromUAH.stdout)
    }
}
