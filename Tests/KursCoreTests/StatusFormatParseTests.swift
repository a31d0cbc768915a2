import Foundation
import KursCore
import XCTest

final class StatusFormatParseTests: XCTestCase {
    func testParsesEveryPlaceholderKind() throws {
        let template = try StatusFormat.parse(
            "{privat:usd:buy}{privat:EUR:SALE}{mid:eur}{coin:Bitcoin}{coin:bitcoin:24H}{weather}{age}")
        XCTAssertEqual(template.placeholders, [
            .rate(.privatbank, "USD", .buy), .rate(.privatbank, "EUR", .sale), .midMarket("EUR"), .coinPrice(id: "bitcoin"),
            .coinChange24h(id: "bitcoin"), .weather, .age,
        ])
        XCTAssertEqual(template.placeholders.map(\.name), [
            "privat:USD:buy", "privat:EUR:sale", "mid:EUR", "coin:bitcoin", "coin:bitcoin:24h", "weather", "age",
        ])
    }

    func testLiteralsAndDoubledBraces() throws {
        let template = try StatusFormat.parse("{{x}} #[fg=blue]{age}}} ")
        XCTAssertEqual(template.segments, [.literal("{x} #[fg=blue]"), .placeholder(.age), .literal("} ")])
    }

    func testLiteralControlCharactersAreRemovedAndLineBreaksBecomeSpaces() throws {
        let template = try StatusFormat.parse("a\nb\u{7}c\u{1B}[31md")
        XCTAssertEqual(template.segments, [.literal("a bcd")])
    }

    func testUnknownPlaceholdersAreAllListedOnceInOrder() {
        XCTAssertThrowsError(
            try StatusFormat.parse("{foo} {privat:USD:buy} {bar} {foo} {privat:USD:mid} {coin:} {mid:EURO} {}")
        ) { error in
            let expected = ["foo", "bar", "privat:USD:mid", "coin:", "mid:EURO", ""]
            XCTAssertEqual(error as? StatusFormatError, .unknownPlaceholders(expected))
            XCTAssertEqual(
                (error as? StatusFormatError)?.message,
                "unknown placeholders {foo}, {bar}, {privat:USD:mid}, {coin:}, {mid:EURO}, {}")
        }
        XCTAssertEqual(StatusFormatError.unknownPlaceholders(["foo"]).message, "unknown placeholder {foo}")
    }

    func testMalformedBraces() {
        XCTAssertThrowsError(try StatusFormat.parse("USD {privat:USD:buy")) { error in
            XCTAssertEqual(error as? StatusFormatError, .unclosedBrace(column: 5))
        }
        XCTAssertThrowsError(try StatusFormat.parse("{age{weather}")) { error in
            XCTAssertEqual(error as? StatusFormatError, .unclosedBrace(column: 1))
        }
        XCTAssertThrowsError(try StatusFormat.parse("a}b")) { error in
            XCTAssertEqual(error as? StatusFormatError, .unmatchedClosingBrace(column: 2))
            XCTAssertEqual(
                (error as? StatusFormatError)?.message,
                "unmatched '}' at column 2 of the status format (write '}}' for a literal brace)")
        }
    }

    func testRequiredSources() throws {
        let template = try StatusFormat.parse("{privat:USD:buy} {coin:bitcoin:24h} {coin:ethereum} {age}")
        let sources = template.requiredSources
        XCTAssertEqual(sources.rateCodes, [.privatbank: ["USD"]])
        XCTAssertEqual(sources.midMarketCodes, [])
        XCTAssertEqual(sources.coinIDs, ["bitcoin", "ethereum"])
        XCTAssertFalse(sources.weather)
        let all = try StatusFormat.parse("{mid:EUR}{weather}").requiredSources
        XCTAssertEqual(all.midMarketCodes, ["EUR"])
        XCTAssertTrue(all.weather)
        XCTAssertTrue(try StatusFormat.parse("up {age} {{x}}").requiredSources.isEmpty)
    }

    func testDefaultFormatParsesAndNeedsBankAndCoins() throws {
        let sources = try StatusFormat.parse(StatusFormat.defaultFormat).requiredSources
        XCTAssertEqual(sources.rateCodes, [.privatbank: ["USD", "EUR"]])
        XCTAssertEqual(sources.coinIDs, ["bitcoin"])
        XCTAssertFalse(sources.needsMidMarket)
        XCTAssertFalse(sources.weather)
    }
}
