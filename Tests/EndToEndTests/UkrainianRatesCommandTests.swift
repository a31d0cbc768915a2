import Foundation
import XCTest

/// `kurs rates --source nbu|monobank|privatbank-card` and `kurs rates --compare` against the fixture server
/// (nbu-exchange-full-2025-04-01-rawformat.json, monobank-bank-currency-full-2023-10-14.json, privatbank-coursid5/11-2025).
final class UkrainianRatesCommandTests: KursCommandTestCase {
    func json(_ run: Run) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], run.stdout)
    }

    func testNBURowsCarryTheOfficialRateExactly() throws {
        let run = try kurs("rates", "--source", "nbu", "--json")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        XCTAssertTrue(run.stdout.hasPrefix(#"{"source":"nbu","fetched_at":"#), run.stdout)
        XCTAssertTrue(run.stdout.contains(#"{"ccy":"USD","base_ccy":"UAH","buy":null,"sale":null,"rate":41.4228}"#))
        XCTAssertTrue(run.stdout.contains(#"{"ccy":"PLN","base_ccy":"UAH","buy":null,"sale":null,"rate":10.716}"#))
        XCTAssertEqual(try XCTUnwrap(try json(run)["rates"] as? [Any]).count, 46)
        let pipe = try kurs("rates", "--source", "nbu")
        XCTAssertTrue(pipe.stdout.contains("\nUSD\tUAH\t\t\t41.4228\n"), pipe.stdout)
        XCTAssertEqual(Set(pipe.stdout.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).count }),
                       [5], "ccy, base_ccy, buy, sale, rate on every row")
        XCTAssertEqual(try requestCount(containing: "/NBUStatService/v1/statdirectory/exchange?json"), 1, "the second run reads the cache")
    }

    func testMonobankRowsKeepEveryRowWithBuySaleOrCross() throws {
        let run = try kurs("rates", "--source", "monobank", "--json")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix(#"{"source":"monobank","fetched_at":"#), run.stdout)
        XCTAssertTrue(run.stdout.contains(#"{"ccy":"USD","base_ccy":"UAH","buy":36.4,"sale":37.4406,"rate":null}"#))
        XCTAssertTrue(run.stdout.contains(#"{"ccy":"EUR","base_ccy":"USD","buy":1.049,"sale":1.064,"rate":null}"#))
        XCTAssertTrue(run.stdout.contains(#"{"ccy":"GBP","base_ccy":"UAH","buy":null,"sale":null,"rate":45.79}"#))
        XCTAssertEqual(try XCTUnwrap(try json(run)["rates"] as? [Any]).count, 107, "no row dropped")
        let pipe = try kurs("rates", "--source", "monobank").stdout
        XCTAssertTrue(pipe.hasPrefix("USD\tUAH\t36.4\t37.4406\t\n"), pipe)
        XCTAssertTrue(pipe.contains("\nGBP\tUAH\t\t\t45.79\n"), pipe)
        let cash = try kurs("rates").stdout
        XCTAssertEqual(cash, "EUR\tUAH\t46.7\t47.7\t\nUSD\tUAH\t41.25\t41.85\t\n", "PrivatBank: the same five fields")
        let tty = try kursOnTerminal("rates", "--source", "monobank")
        let usd = try XCTUnwrap(tty.screen.split(separator: "\n").first { $0.hasPrefix("USD") }, tty.screen)
        XCTAssertEqual(usd.split(separator: " ", omittingEmptySubsequences: true), ["USD", "UAH", "36.40", "37.44", "—"])
    }

    func testAMonobankCodeTheTableLacksKeepsItsNumber() throws {
        let body = #"[{"currencyCodeA":1,"currencyCodeB":980,"date":1697230873,"rateCross":2.5}]"#
        try serverCall { try await $0.inject(.body, path: "/bank/currency", body: body) }
        let run = try kurs("rates", "--source", "monobank", "--json")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains(#""rates":[{"ccy":"1","base_ccy":"UAH","buy":null,"sale":null,"rate":2.5}]"#), run.stdout)
    }

    func testPrivatBankCardIsTheSameAsCard() throws {
        let source = try kurs("rates", "--source", "privatbank-card", "--json")
        let card = try kurs("rates", "--card", "--json")
        XCTAssertEqual(source.status, 0, source.stderr)
        XCTAssertTrue(source.stdout.contains(#""kind":"card","rates":[{"ccy":"EUR","base_ccy":"UAH","buy":46.8,"sale":47.84689,"rate":null}"#),
                      source.stdout)
        XCTAssertEqual(source.stdout.components(separatedBy: #""kind""#).last, card.stdout.components(separatedBy: #""kind""#).last)
        XCTAssertEqual(try json(card)["origin"] as? String, "cache")
        let cash = try kurs("rates", "--json")
        XCTAssertTrue(cash.stdout.contains(#"{"ccy":"USD","base_ccy":"UAH","buy":41.25,"sale":41.85,"rate":null}"#), cash.stdout)
    }

    func testSourcesWithoutASampleExitOneOfflineWithNothingCached() throws {
        for source in ["nbu", "monobank"] {
            let run = try kurs("rates", "--source", source, "--offline")
            XCTAssertEqual(run.status, 1)
            XCTAssertEqual(run.stdout, "")
            XCTAssertEqual(run.stderr, "kurs: \(source): offline and no cached data\n")
            XCTAssertEqual(try kurs("rates", "--source", source).status, 0)
            let cached = try kurs("rates", "--source", source, "--offline", "--json")
            XCTAssertEqual(cached.status, 0, cached.stderr)
            XCTAssertEqual(try json(cached)["origin"] as? String, "cache")
        }
    }

    func testCompareFindsTheBestBuyAndSaleAmongTheBanks() throws {
        let run = try kurs("rates", "--compare", "--json")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains(
            #"{"ccy":"USD","quotes":[{"source":"privatbank","buy":41.25,"sale":41.85,"rate":null,"fetched_at":"#), run.stdout)
        let rates = try XCTUnwrap(try json(run)["rates"] as? [[String: Any]])
        XCTAssertEqual(rates.map { $0["ccy"] as? String }, ["USD", "EUR", "PLN", "GBP"])
        func best(_ row: [String: Any], _ side: String) -> String? {
            (row[side] as? [String: Any]).map { "\($0["source"] ?? "") \($0["value"] ?? "")" }
        }
        XCTAssertEqual(best(rates[0], "best_buy"), "privatbank-card 41.35")
        XCTAssertEqual(best(rates[0], "best_sale"), "monobank 37.4406")
        XCTAssertEqual(best(rates[1], "best_buy"), "privatbank-card 46.8")
        XCTAssertEqual(best(rates[1], "best_sale"), "monobank 39.6999")
        XCTAssertTrue(rates[3]["best_buy"] is NSNull, "GBP: Monobank has a cross rate only, the NBU is no bank")
        XCTAssertTrue(run.stdout.contains(#"{"ccy":"GBP","quotes":[{"source":"monobank","buy":null,"sale":null,"rate":45.79,"fetched_at":"#))
        let quotes = try XCTUnwrap(rates[0]["quotes"] as? [[String: Any]])
        XCTAssertEqual(quotes.map { $0["source"] as? String }, ["privatbank", "privatbank-card", "monobank", "nbu"])

        let pipe = try kurs("rates", "--compare", "usd")
        XCTAssertEqual(pipe.stdout, "USD\t41.25\t41.85\t41.35\t41.841\t36.4\t37.4406\t41.4228\tprivatbank-card\tmonobank\n")
        let tty = try kursOnTerminal("rates", "--compare", "EUR")
        let eur = try XCTUnwrap(tty.screen.split(separator: "\n").first { $0.hasPrefix("EUR") }, tty.screen)
        XCTAssertEqual(eur.split(separator: " ", omittingEmptySubsequences: true),
                       ["EUR", "46.70", "/", "47.70", "46.80*", "/", "47.85", "38.35", "/", "39.70*", "44.83"])
        XCTAssertEqual(try requestCount(containing: "/bank/currency"), 1, "Monobank's entry is reused within 5 minutes")
    }

    func testCompareLeavesAFailingSourceOutAndFailsOnlyWhenAllFail() throws {
        try serverCall { try await $0.inject(.internalServerError, path: "/bank/currency") }
        let run = try kurs("rates", "--compare", "USD", "--json")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.hasPrefix("kurs: monobank: "), run.stderr)
        XCTAssertTrue(run.stderr.hasSuffix("; left out\n"), run.stderr)
        XCTAssertTrue(run.stdout.contains(#""best_buy":{"source":"privatbank-card","value":41.35},"best_sale":{"source":"privatbank-card","value":41.841}"#),
                      run.stdout)
        XCTAssertFalse(run.stdout.contains(#""source":"monobank""#))
        let pipe = try kurs("rates", "--compare", "USD")
        XCTAssertEqual(pipe.stdout, "USD\t41.25\t41.85\t41.35\t41.841\t\t\t41.4228\tprivatbank-card\tprivatbank-card\n",
                       "the same ten fields, Monobank's empty")

        let refused = ["KURS_PRIVATBANK_URL": "http://127.0.0.1:1", "KURS_NBU_URL": "http://127.0.0.1:1",
                       "KURS_MONOBANK_URL": "http://127.0.0.1:1",
                       "XDG_CACHE_HOME": home.url.appendingPathComponent("empty-cache").path]
        let none = try kurs("rates", "--compare", extra: refused)
        XCTAssertEqual(none.status, 1)
        XCTAssertEqual(none.stdout, "")
        XCTAssertTrue(none.stderr.hasSuffix("kurs: no rates to compare: every source failed\n"), none.stderr)
    }

    func testAMonobankPlaceholderWithoutAValueIsAQuestionMarkNotNoData() throws {
        XCTAssertEqual(try kurs("rates", "--source", "monobank").status, 0)
        XCTAssertEqual(try kurs("status", "--format", "{mono:GBP:buy}", "--offline").stdout, "?\n",
                       "Monobank is cached; GBP has a cross rate only")
        XCTAssertEqual(try kurs("status", "--format", "{mono:GBP:buy} {mono:USD:sale}", "--offline").stdout, "? 37.44\n")
    }

    func testMonobankIsRefreshedAtMostOnceInFiveMinutes() throws {
        let first = try kurs("refresh", "--only", "monobank")
        XCTAssertEqual(first.stdout, "monobank: updated\n", first.stderr)
        let second = try kurs("refresh", "--only", "monobank")
        XCTAssertEqual(second.status, 0)
        XCTAssertEqual(second.stdout, "monobank: fresh, not fetched\n", "even without --stale-only")
        XCTAssertEqual(try kurs("rates", "--source", "monobank").status, 0)
        XCTAssertEqual(try kurs("rates", "--compare").status, 0)
        XCTAssertEqual(try requestCount(containing: "/bank/currency"), 1)
        try ageCacheEntry("monobank-currency")
        XCTAssertEqual(try kurs("refresh", "--only", "monobank").stdout, "monobank: updated\n")
        XCTAssertEqual(try requestCount(containing: "/bank/currency"), 2)
    }

    func testConvertPricesWithAnySource() throws {
        func converted(_ arguments: String...) throws -> [String: Any] {
            let run = try kurs(["convert"] + arguments + ["--json"])
            XCTAssertEqual(run.status, 0, run.stderr)
            return try json(run)
        }
        let mono = try converted("100", "USD", "UAH", "--source", "monobank")
        XCTAssertEqual(mono["source"] as? String, "monobank")
        XCTAssertEqual(mono["rate_line"] as? String, "1 USD = 36.40 UAH · Monobank buy")
        XCTAssertTrue(try kurs("convert", "100", "USD", "UAH", "--source", "monobank", "--json").stdout
            .hasPrefix(#"{"amount":100,"from":"USD","to":"UAH","rate":36.4,"result":3640.00,"source":"monobank","#))
        let monoSale = try kurs("convert", "374.406", "UAH", "USD", "--source", "monobank")
        let fields = monoSale.stdout.dropLast().split(separator: "\t")
        XCTAssertEqual([fields[0], fields[1], fields[2], fields[4], fields[5]], ["374.406", "UAH", "USD", "10.00", "monobank"],
                       "UAH → USD at Monobank's sale 37.4406")
        let nbu = try converted("100", "USD", "UAH", "--source", "nbu")
        XCTAssertEqual(nbu["source"] as? String, "nbu")
        XCTAssertEqual(nbu["rate_line"] as? String, "1 USD = 41.42 UAH · NBU official")
        XCTAssertTrue(try kurs("convert", "100", "USD", "UAH", "--source", "nbu", "--json").stdout.contains(#""rate":41.4228,"result":4142.28"#))
        let card = try converted("100", "USD", "UAH", "--source", "privatbank-card")
        XCTAssertEqual([card["source"] as? String, card["kind"] as? String], ["privatbank-card", "card"])
        let cardPipe = try kurs("convert", "100", "USD", "UAH", "--source", "privatbank-card").stdout
        XCTAssertEqual(cardPipe.dropLast().split(separator: "\t").last, "privatbank-card")
        XCTAssertEqual("\(card["rate"] ?? "")", "41.35")
        XCTAssertEqual(try converted("1", "EUR", "USD", "--source", "erapi")["source"] as? String, "erapi")

        let gbp = try converted("100", "GBP", "UAH", "--source", "monobank")
        let gbpJSON = try kurs("convert", "100", "GBP", "UAH", "--source", "monobank", "--json").stdout
        XCTAssertTrue(gbpJSON.contains(#""rate":45.79,"result":4579.00,"#), "at Monobank's GBP cross 45.79: \(gbpJSON)")
        XCTAssertEqual(gbp["rate_line"] as? String, "1 GBP = 45.79 UAH · Monobank cross")
        let unquoted = try kurs("convert", "1", "VES", "UAH", "--source", "monobank")
        XCTAssertEqual(unquoted.status, 1)
        XCTAssertEqual(unquoted.stderr, "kurs: monobank: no rate for VES → UAH\n")
        let both = try kurs("convert", "1", "USD", "UAH", "--source", "nbu", "--mid")
        XCTAssertEqual(both.status, 2)
        XCTAssertEqual(both.stderr, "kurs: --source and --mid exclude each other\n")
    }
}
