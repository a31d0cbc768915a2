import Foundation
import KursCore
import TestSupport
import XCTest

/// The instant the fixtures are "fetched" at in these tests.
private let fetchedAt = Date(timeIntervalSince1970: 1_771_343_791)  // 2026-02-17T15:56:31Z

private func fetched<Value: Sendable>(_ value: Value, minutesAgo: Double = 0) -> Fetched<Value> {
    Fetched(value: value, fetchedAt: fetchedAt.addingTimeInterval(-minutesAgo * 60), origin: .cache)
}

/// PrivatBank cash rates, as `StatusData.rates` holds them.
private func bankCash(minutesAgo: Double = 0) throws -> [SourceID: Fetched<[RateQuote]>] {
    let rates = try PrivatBankDecoder.decode(Fixtures.data("privatbank-coursid5-2025.json")).elements
    return [.privatbank: fetched(RateQuote.rows(rates), minutesAgo: minutesAgo)]
}

private func bitcoinMarkets() throws -> [Coin] {
    try CoinGeckoDecoder.decodeMarkets(Fixtures.data("coingecko-markets-usd-sparkline-bitcoin-element.json")).elements
}

private func fixtureData() throws -> StatusData {
    StatusData(
        rates: try bankCash(),
        midMarket: fetched(try ERAPIDecoder.decode(Fixtures.data("er-api-latest-usd.json"))),
        coins: fetched(try bitcoinMarkets()))
}

private func line(_ format: String, _ data: StatusData, now: Date = fetchedAt, mode: StatusRenderMode = .plain) throws
    -> String?
{
    try StatusFormat.parse(format).render(data: data, now: now, mode: mode)
}

final class StatusFormatRenderTests: XCTestCase {
    func testPrivatBankPlaceholders() throws {
        let data = try fixtureData()
        XCTAssertEqual(try line("{privat:USD:buy}", data), "41.25")
        XCTAssertEqual(try line("{privat:usd:sale}", data), "41.85")
        XCTAssertEqual(try line("{privat:EUR:buy}/{privat:EUR:sale}", data), "46.70/47.70")
    }

    func testMidMarketIsBaseUnitsPerOneUnitOfTheCode() throws {
        let data = try fixtureData()  // base USD, rates["EUR"] = 0.907539 EUR per USD
        XCTAssertEqual(try line("1 EUR = {mid:EUR} USD", data), "1 EUR = 1.10 USD")
        XCTAssertEqual(try line("{mid:GBP}", data), "1.29")
        XCTAssertEqual(try line("{mid:UAH}", data), "0.0242554")
        XCTAssertEqual(try line("{mid:JPY}", data), "0.00675481")
        XCTAssertEqual(try line("{mid:USD}", data), "1.00")
    }

    func testCoinPriceAndChange() throws {
        let data = try fixtureData()
        XCTAssertEqual(try line("{coin:bitcoin}", data), "$67,291.00")
        XCTAssertEqual(try line("{coin:bitcoin:24h}", data), "▼ 0.33%")
        XCTAssertEqual(try line("{coin:bitcoin:24h}", data, mode: .tmux), "#[fg=red]▼ 0.33%#[default]")
    }

    func testRisingChangeIsGreenInTmuxAndFlatIsUncoloured() throws {
        var coin = try XCTUnwrap(bitcoinMarkets().first)
        coin.priceChangePercentage24h = Decimal(string: "0.14088")
        let up = StatusData(coins: fetched([coin]))
        XCTAssertEqual(try line("{coin:bitcoin:24h}", up), "▲ 0.14%")
        XCTAssertEqual(try line("{coin:bitcoin:24h}", up, mode: .tmux), "#[fg=green]▲ 0.14%#[default]")
        coin.priceChangePercentage24h = Decimal(string: "0.004")
        XCTAssertEqual(try line("{coin:bitcoin:24h}", StatusData(coins: fetched([coin])), mode: .tmux), "0.00%")
    }

    func testCoinPriceUsesTheVsCurrencySymbolOrCode() throws {
        let coins = try bitcoinMarkets()
        let inEuro = StatusData(coins: fetched(coins), coinsVsCurrency: "EUR")
        let inBitcoin = StatusData(coins: fetched(coins), coinsVsCurrency: "BTC")
        XCTAssertEqual(try line("{coin:bitcoin}", inEuro), "€67,291.00")
        XCTAssertEqual(try line("{coin:bitcoin}", inBitcoin), "BTC 67,291.00")
    }

    func testWeatherFromCurrentConditions() throws {
        let forecast = try OpenMeteoDecoder.decode(Fixtures.data("openmeteo-forecast-current-daily-unixtime.json"))
        let observed = Date(timeIntervalSince1970: 1_706_264_100)  // current.time: 12.1 °C, weather code 3
        let data = StatusData(forecast: Fetched(value: forecast, fetchedAt: observed, origin: .cache))
        XCTAssertEqual(try line("{weather}", data, now: observed.addingTimeInterval(600)), "12° cloudy")
    }

    func testWeatherFollowsTheHourShownAtNow() throws {
        let forecast = try OpenMeteoDecoder.decode(Fixtures.data("openmeteo-forecast-hourly-48h-gmt.json"))
        let start = try XCTUnwrap(forecast.hourly.first?.time)  // 2026-05-07T00:00Z: 17.4 °C, cloudy
        let data = StatusData(forecast: Fetched(value: forecast, fetchedAt: start, origin: .cache))
        XCTAssertEqual(try line("{weather}", data, now: start.addingTimeInterval(30 * 60)), "17° cloudy")
        // 12:30 → hour 12: 19.1 °C, weather code 61 (rain)
        XCTAssertEqual(try line("{weather}", data, now: start.addingTimeInterval(12.5 * 3600)), "19° rain")
    }

    func testDefaultFormatFullLine() throws {
        let data = try fixtureData()
        let template = try StatusFormat.parse(StatusFormat.defaultFormat)
        XCTAssertEqual(
            template.render(data: data, now: fetchedAt), "USD 41.25/41.85 EUR 46.70/47.70 BTC $67,291.00 ▼ 0.33%")
        XCTAssertEqual(
            template.render(data: data, now: fetchedAt, mode: .tmux),
            "USD 41.25/41.85 EUR 46.70/47.70 BTC $67,291.00 #[fg=red]▼ 0.33%#[default]")
    }

    func testTmuxEscapesHashInDataButNotInTheFormat() throws {
        let coins = try bitcoinMarkets()
        let data = StatusData(coins: fetched(coins), coinsVsCurrency: "X#Y")
        XCTAssertEqual(
            try line("#[bold]{coin:bitcoin}#[nobold] #1", data, mode: .tmux), "#[bold]X##Y 67,291.00#[nobold] #1")
        XCTAssertEqual(try line("#[bold]{coin:bitcoin}", data, mode: .plain), "#[bold]X#Y 67,291.00")
    }

    func testMissingValuesShowQuestionMark() throws {
        let data = StatusData(rates: try bankCash())
        XCTAssertEqual(
            try line("{privat:USD:buy} {privat:GBP:buy} {mid:EUR} {coin:bitcoin} {coin:bitcoin:24h} {weather}", data),
            "41.25 ? ? ? ? ?")
        var coin = try XCTUnwrap(bitcoinMarkets().first)
        coin.currentPrice = nil
        XCTAssertEqual(try line("{coin:bitcoin} {coin:ethereum}", StatusData(coins: fetched([coin]))), "? ?",
                       "the list is cached: missing values, not 'no data yet'")
        XCTAssertNil(try line("{coin:bitcoin} {coin:ethereum}", StatusData(rates: try bankCash())),
                     "nothing of the coin list at hand: no data")
    }

    func testNoDataAtAllRendersNil() throws {
        let template = try StatusFormat.parse(StatusFormat.defaultFormat)
        XCTAssertNil(template.render(data: StatusData(), now: fetchedAt))
        XCTAssertFalse(template.hasAnyData(in: StatusData(), now: fetchedAt))
        XCTAssertTrue(template.hasAnyData(in: try fixtureData(), now: fetchedAt))
        XCTAssertNil(try line("{age} {weather}", StatusData(rates: try bankCash())))
        // Without data placeholders there is nothing to wait for.
        XCTAssertEqual(try line("kurs {{ok}} {age}", StatusData()), "kurs {ok} ?")
    }

    func testNoTrailingSpacesAndOneLine() throws {
        let data = try fixtureData()
        XCTAssertEqual(try line("{privat:USD:buy}   \n\t ", data), "41.25")
        XCTAssertEqual(try line("{privat:USD:buy}\n{privat:USD:sale}", data), "41.25 41.85")
    }

    func testCoinNameAndSymbolWithControlsAndEmojiNeverLeak() throws {
        var coin = try XCTUnwrap(bitcoinMarkets().first)
        coin.name = "Bit\u{1B}[31mcoin 🚀\u{7}"
        coin.symbol = "b\u{9B}2Jtc😀"
        let output = try XCTUnwrap(line("{coin:bitcoin} {coin:bitcoin:24h}", StatusData(coins: fetched([coin]))))
        XCTAssertEqual(output, "$67,291.00 ▼ 0.33%")
        XCTAssertFalse(output.unicodeScalars.contains { $0.value < 0x20 || $0.properties.isEmojiPresentation })
    }

    func testOutputHasNoWideOrEmojiCharacters() throws {
        let forecast = try OpenMeteoDecoder.decode(Fixtures.data("openmeteo-forecast-hourly-48h-gmt.json"))
        var data = try fixtureData()
        data.forecast = fetched(forecast)
        let start = try XCTUnwrap(forecast.hourly.first?.time)
        for hour in 0..<48 {
            let now = start.addingTimeInterval(Double(hour) * 3600)
            let output = try XCTUnwrap(line("{weather} {coin:bitcoin:24h} {mid:EUR}", data, now: now))
            let allowed = Set("▲▼°$€".unicodeScalars)
            for scalar in output.unicodeScalars {
                XCTAssertTrue(scalar.isASCII || allowed.contains(scalar), "unexpected \(scalar) in \(output)")
            }
        }
    }

    func testAgeOfTheOldestValueShown() throws {
        let data = StatusData(
            rates: try bankCash(minutesAgo: 125),
            midMarket: fetched(try ERAPIDecoder.decode(Fixtures.data("er-api-latest-usd.json")), minutesAgo: 5),
            coins: fetched(try bitcoinMarkets(), minutesAgo: 4 * 24 * 60))
        XCTAssertEqual(try line("{mid:EUR} {age}", data), "1.10 5m")
        XCTAssertEqual(try line("{age} {privat:USD:buy} {mid:EUR}", data), "2h 41.25 1.10")
        XCTAssertEqual(try line("{coin:bitcoin} {mid:EUR} ({age})", data), "$67,291.00 1.10 (4d)")
        // A placeholder without a value does not count toward the age.
        XCTAssertEqual(try line("{mid:EUR} {coin:ethereum} {age}", data), "1.10 ? 5m")
        XCTAssertEqual(try line("{mid:EUR} {age}", data, now: fetchedAt.addingTimeInterval(-300 + 59)), "1.10 now")
    }

    func testCompactAge() {
        let now = Date(timeIntervalSince1970: 1_000_000)
        XCTAssertEqual(StatusAge.compact(from: now.addingTimeInterval(30), now: now), "now")
        XCTAssertEqual(StatusAge.compact(from: now.addingTimeInterval(-59), now: now), "now")
        XCTAssertEqual(StatusAge.compact(from: now.addingTimeInterval(-60), now: now), "1m")
        XCTAssertEqual(StatusAge.compact(from: now.addingTimeInterval(-3599), now: now), "59m")
        XCTAssertEqual(StatusAge.compact(from: now.addingTimeInterval(-7200), now: now), "2h")
        XCTAssertEqual(StatusAge.compact(from: now.addingTimeInterval(-3 * 86_400 - 10), now: now), "3d")
    }
}
