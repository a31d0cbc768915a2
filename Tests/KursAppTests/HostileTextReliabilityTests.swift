import Foundation
import KursCore
import TerminalUI
import TestSupport
import XCTest
@testable import KursApp

/// Text from servers kurs doesn't control, drawn by every pane that shows it: no control character, escape
/// sequence or bidi override reaches a cell, links are shown only for http(s), and odd widths (500-character
/// names, 1 MB descriptions, emoji + CJK symbols, right-to-left names) stay inside their columns.
final class HostileTextReliabilityTests: XCTestCase {
    typealias D = PaneDataForTests

    /// Every trick a server could send at a terminal, with visible words between them.
    static let hostile = "\u{1B}[31mRED\u{1B}[0m \u{1B}]8;;http://evil.example/\u{07}link\u{1B}]8;;\u{07} "
        + "\u{1B}]52;c;ZXZpbA==\u{07}clip \u{1B}]0;title\u{1B}\\win \u{1B}P1$qm\u{1B}\\dcs \u{85}NEL \u{9B}2Jc1csi "
        + "\u{9D}8;;x\u{9C}c1osc \u{07}bel \u{08}\u{08}bs \rcr \u{7F}del \u{0}nul \u{202A}a\u{202B}b\u{202C}c\u{202D}d"
        + "\u{202E}rlo \u{2066}e\u{2067}f\u{2068}g\u{2069}iso \u{200D}zwj\u{200D} x\u{200D}\u{0301}y \u{1B}"

    /// The hostile text without any escape-sequence remnants: what sanitizing must leave visible.
    static let visibleWords = ["RED", "link", "clip", "win", "dcs", "NEL", "c1csi", "c1osc", "bel", "bs", "cr", "del",
                               "nul", "rlo", "iso", "zwj"]

    /// Remnants of sequences that must not show as text once the whole sequence is stripped.
    static let remnants = ["[31m", "[0m", "]8;;", "evil.example", "]52", "ZXZpbA", "]0;", "title", "1$qm", "2J"]

    // MARK: Cell scan

    /// Every cell whose symbol holds a scalar a terminal would act on (C0, DEL, C1, bidi embedding / override /
    /// isolate), as "x,y U+XXXX".
    static func hazards(in buffer: Buffer) -> [String] {
        var found: [String] = []
        for y in 0..<buffer.area.height {
            for x in 0..<buffer.area.width {
                guard let cell = buffer[buffer.area.x + x, buffer.area.y + y] else { continue }
                for scalar in cell.symbol.unicodeScalars where TerminalHazard.isHazard(scalar) {
                    found.append("\(x),\(y) U+\(String(scalar.value, radix: 16, uppercase: true))")
                }
            }
        }
        return found
    }

    static func text(of buffer: Buffer) -> String { buffer.lines().joined(separator: "\n") }

    // MARK: Hostile models straight into the panes

    func testHostileCoinInTheListLeavesNoControlInAnyCell() {
        let coin = Coin(id: "evil", symbol: Self.hostile, name: Self.hostile, currentPrice: 1, marketCap: 1_000,
                        marketCapRank: 1, priceChangePercentage24h: 1, sparkline7d: [1, 2, 3])
        for width in [40, 82, 120] {
            let buffer = D.render(CoinListPane(coins: [coin, D.bitcoin], selected: 0, focused: true,
                                               filter: Self.hostile, filterActive: true), width: width, height: 8)
            XCTAssertEqual(Self.hazards(in: buffer), [], "width \(width)")
            XCTAssertFalse(Self.text(of: buffer).contains("[31m"), Self.text(of: buffer))
        }
    }

    func testHostileCoinDetailLeavesNoControlInAnyCell() {
        let coin = Coin(id: "evil", symbol: Self.hostile, name: Self.hostile, currentPrice: 1, sparkline7d: [1, 2, 1])
        let detail = CoinDetail(id: "evil", symbol: Self.hostile, name: Self.hostile, hashingAlgorithm: Self.hostile,
                                description: (Self.hostile + "\n") + Self.hostile,
                                homepage: "https://ok.example/\u{1B}]8;;http://evil\u{07}",
                                subredditURL: "\u{202E}https://reddit.com/r/x")
        for expanded in [false, true] {
            let buffer = D.render(CoinDetailPane(coin: coin, detail: detail, descriptionExpanded: expanded),
                                  width: 82, height: 39)
            XCTAssertEqual(Self.hazards(in: buffer), [], "expanded \(expanded)")
            let text = Self.text(of: buffer)
            for remnant in Self.remnants { XCTAssertFalse(text.contains(remnant), "\(remnant) shown:\n\(text)") }
            XCTAssertTrue(text.contains("c1csi"), text)
        }
        let error = D.render(CoinDetailPane(coin: coin, detail: nil, detailMessage: Span(Self.hostile)),
                             width: 60, height: 14)
        XCTAssertEqual(Self.hazards(in: error), [])
    }

    func testHostileStatusBarSourcesAndErrorsLeaveNoControl() {
        let sources = [
            Span("CoinGecko · updated now · " + FetchError.apiError(Self.hostile).message, style: PaneTheme().error),
            Span(Self.hostile + " · " + FetchError.unexpectedContent(Self.hostile).message, style: PaneTheme().error),
        ]
        for width in [12, 60, 400] {
            let buffer = D.render(StatusBar(sources: sources, hints: "? help"), width: width, height: 1)
            XCTAssertEqual(Self.hazards(in: buffer), [], "width \(width)")
            XCTAssertFalse(Self.text(of: buffer).contains("ZXZpbA"))
        }
    }

    func testHostileWeatherAlertsCityNamesAndErrorsLeaveNoControl() throws {
        let now = Date(timeIntervalSince1970: 1_401_265_659)
        var fetched = try fetchedFixture("darksky-forecast-with-alerts.json", darkSky: true, fetchedAt: now)
        fetched.value.alerts = [WeatherAlert(title: Self.hostile, severity: Self.hostile, description: Self.hostile,
                                             uri: "javascript:\u{1B}[2J")]
        fetched.value.location.name = Self.hostile
        let city = SavedCity(name: Self.hostile, admin1: Self.hostile, country: Self.hostile, latitude: 1,
                             longitude: 2, timezone: Self.hostile)
        var state = weatherState([city, kyiv], forecast: fetched)
        for (width, height) in [(120, 40), (60, 15), (30, 10)] {
            let buffer = renderWeather(state, now: now, width: width, height: height)
            XCTAssertEqual(Self.hazards(in: buffer), [], "\(width)x\(height)")
        }
        WeatherPaneReducer.forecastFailed(.apiError(Self.hostile), for: state.cities[1], state: &state)
        state.selected = 1
        XCTAssertEqual(Self.hazards(in: renderWeather(state, now: now, width: 120, height: 40)), [])

        let place = GeoPlace(name: Self.hostile, country: Self.hostile, admin1: Self.hostile, latitude: 1,
                             longitude: 2, timezone: nil)
        state.mode = .addingCity(CitySearch(text: Self.hostile, submittedQuery: "x", results: [place, place],
                                            error: .apiError(Self.hostile)))
        XCTAssertEqual(Self.hazards(in: renderWeather(state, now: now, width: 120, height: 40)), [])
        XCTAssertEqual(Self.hazards(in: renderWeather(state, now: now, width: 60, height: 15)), [])
    }

    // MARK: Hostile bodies through the decoders

    /// A JSON string literal holding `hostile` with JSON escapes (as a server would send it).
    static var hostileJSON: String {
        let data = try! JSONSerialization.data(withJSONObject: [hostile], options: [.fragmentsAllowed])
        let array = String(decoding: data, as: UTF8.self)
        return String(array.dropFirst().dropLast())
    }

    func testDecodedHostileMarketsAndDetailShowOnlyTheWords() throws {
        let markets = Data("""
            [{"id":"evil","symbol":\(Self.hostileJSON),"name":\(Self.hostileJSON),"current_price":1,"market_cap":5,
              "market_cap_rank":1,"price_change_percentage_24h":-2.5}]
            """.utf8)
        let coins = try CoinGeckoDecoder.decodeMarkets(markets).elements
        XCTAssertNil(TerminalHazard.find(in: coins[0].name))
        for word in ["RED", "link", "c1csi", "rlo"] { XCTAssertTrue(coins[0].name.contains(word), coins[0].name) }
        for remnant in Self.remnants { XCTAssertFalse(coins[0].name.contains(remnant), coins[0].name) }

        let detailBody = Data("""
            {"id":"evil","symbol":"ev","name":\(Self.hostileJSON),"hashing_algorithm":\(Self.hostileJSON),
             "description":{"en":\(Self.hostileJSON)},
             "links":{"homepage":["javascript:alert(1)"],"subreddit_url":"file:///etc/passwd"}}
            """.utf8)
        let detail = try CoinGeckoDecoder.decodeCoinDetail(detailBody)
        for text in [detail.name, detail.description, detail.hashingAlgorithm ?? ""] {
            XCTAssertNil(TerminalHazard.find(in: text), text.debugDescription)
            for remnant in Self.remnants { XCTAssertFalse(text.contains(remnant), text) }
        }
        XCTAssertEqual(CoinLinks.items(detail).count, 0, "javascript: and file: links are not links")
        let buffer = D.render(CoinDetailPane(coin: coins[0], detail: detail, descriptionExpanded: true), width: 82, height: 30)
        XCTAssertEqual(Self.hazards(in: buffer), [])
        XCTAssertFalse(Self.text(of: buffer).contains("javascript"))
        XCTAssertFalse(Self.text(of: buffer).contains("passwd"))
    }

    func testHostileErrorBodiesBecomeCleanMessages() {
        let bodies: [(String, (Data) throws(FetchError) -> Void)] = [
            (#"{"error":\#(Self.hostileJSON)}"#, { data throws(FetchError) in _ = try CoinGeckoDecoder.decodeMarkets(data) }),
            (#"{"status":{"error_code":429,"error_message":\#(Self.hostileJSON)}}"#,
             { data throws(FetchError) in _ = try CoinGeckoDecoder.decodeCoinDetail(data) }),
            (#"{"result":"error","error-type":\#(Self.hostileJSON)}"#, { data throws(FetchError) in _ = try ERAPIDecoder.decode(data) }),
            (#"{"error":true,"reason":\#(Self.hostileJSON)}"#, { data throws(FetchError) in _ = try OpenMeteoDecoder.decode(data) }),
            (#"{"error":true,"reason":\#(Self.hostileJSON)}"#, { data throws(FetchError) in _ = try GeocodingDecoder.decode(data) }),
            (#"{"result":"success","base_code":"USD","time_last_update_unix":1,"time_next_update_unix":2,"rates":{\#(Self.hostileJSON):1,"EUR":0.9}}"#,
             { data throws(FetchError) in
                 let rates = try ERAPIDecoder.decode(data)
                 if rates.rates.count != 1 { throw .apiError("hostile code kept: \(rates.rates.keys)") }
             }),
            (#"[{"ccy":\#(Self.hostileJSON),"base_ccy":"UAH","buy":"1","sale":"2"}]"#,
             { data throws(FetchError) in
                 if try !PrivatBankDecoder.decode(data).elements.isEmpty { throw .apiError("hostile code kept") }
             }),
        ]
        for (body, decode) in bodies {
            do {
                try decode(Data(body.utf8))
            } catch {
                XCTAssertNil(TerminalHazard.find(in: error.message, allowingNewline: false), error.message.debugDescription)
                XCTAssertFalse(error.message.contains("hostile code kept"), error.message)
                for remnant in Self.remnants { XCTAssertFalse(error.message.contains(remnant), error.message) }
            }
        }
    }

    // MARK: Links

    func testOnlyHTTPAndHTTPSURLsAreLinks() {
        let shown = ["https://bitcoin.org", "http://www.bitcoin.org/en/", "HTTPS://EXAMPLE.COM/x"]
        let refused = ["javascript:alert(1)", "file:///etc/passwd", "ftp://x.example", "data:text/html,hi",
                       "https://", "http://a b.example", "mailto:a@b.example", "", "  ", "\u{1B}]8;;https://x\u{07}",
                       "vbscript:x", "//evil.example"]
        for url in shown { XCTAssertNotNil(WebLink.displayable(url), url) }
        for url in refused { XCTAssertNil(WebLink.displayable(url), url.debugDescription) }
        XCTAssertEqual(WebLink.displayable("https://ok.example/\u{1B}[31m\u{202E}"), "https://ok.example/",
                       "controls stripped from a kept link")
        let detail = CoinDetail(id: "x", symbol: "x", name: "X", homepage: "javascript:alert(1)",
                                subredditURL: "https://www.reddit.com/r/Bitcoin/")
        XCTAssertEqual(CoinLinks.items(detail).map(\.label), ["Reddit"])
    }

    // MARK: Odd widths keep the columns in place

    func testOddNamesAndSymbolsNeverShiftThePriceAndChangeColumns() {
        let odd: [(String, String)] = [
            ("btc", "Bitcoin"),
            ("long", String(repeating: "Supercalifragilistic ", count: 25)),  // 525 characters
            ("", ""),
            ("🚀币🚀币", "火箭币 🚀👨‍👩‍👧 Rocket"),
            ("heb", "ביטקוין שקל חדש"),
            ("ara", "بيتكوين عملة رقمية"),
            ("mix", "a\u{202E}b\u{2067}c" + String(repeating: "\u{0301}", count: 300)),
            ("zwj", "\u{200D}\u{200D}x\u{200D}"),
            ("wide", String(repeating: "全角", count: 200)),
            (Self.hostile, Self.hostile),
        ]
        let coins = odd.enumerated().map { index, pair in
            Coin(id: "c\(index)", symbol: pair.0, name: pair.1, currentPrice: Decimal(string: "1234.5")!,
                 marketCap: 1_000_000, marketCapRank: index + 1, priceChangePercentage24h: Decimal(string: "-1.25")!,
                 sparkline7d: [1, 3, 2, 4])
        }
        for width in [40, 60, 82, 120] {
            let buffer = D.render(CoinListPane(coins: coins), width: width, height: coins.count + 3)
            XCTAssertEqual(Self.hazards(in: buffer), [], "width \(width)")
            let header = rowSymbols(buffer, y: 1)
            let priceEnd = try! XCTUnwrap(columnEnd(of: "Price", in: header), "width \(width)")
            let priceStart = priceEnd - CoinListPane.priceWidth
            let reference = Array(rowSymbols(buffer, y: 2)[(priceStart - 1)...])
            XCTAssertEqual(reference.first, " ", "a blank column before the price")
            XCTAssertTrue(reference.joined().contains("$1,234.50"), reference.joined())
            for row in 3..<(2 + coins.count) {
                let tail = Array(rowSymbols(buffer, y: row)[(priceStart - 1)...])
                XCTAssertEqual(tail, reference, "width \(width), row \(row) (\(odd[row - 2].1.prefix(12)))")
            }
            XCTAssertEqual(buffer[buffer.area.width - 1, 5]?.symbol, "│", "right border intact")
        }
    }

    func testOneMegabyteDescriptionIsBoundedAndRendersInsideItsArea() throws {
        let paragraph = "<p>Bitcoin 比特币 ביטקוין بيتكوين 🚀 " + #"\u001b[31m"# + String(repeating: "word ", count: 40) + "</p>"
        var html = ""
        while html.utf8.count < 1_000_000 { html += paragraph }
        let body = Data(#"{"id":"bitcoin","symbol":"btc","name":"Bitcoin","description":{"en":"\#(html)"},"links":{"homepage":["https://bitcoin.org"]}}"#.utf8)
        let started = Date()
        let detail = try CoinGeckoDecoder.decodeCoinDetail(body)
        XCTAssertLessThanOrEqual(detail.description.count, 20_001, "description bounded")
        XCTAssertTrue(detail.description.hasSuffix("…"))
        XCTAssertNil(TerminalHazard.find(in: detail.description))
        for expanded in [false, true] {
            let buffer = D.render(CoinDetailPane(coin: D.bitcoin, detail: detail, descriptionExpanded: expanded,
                                                 descriptionOffset: 1_000_000), width: 82, height: 39)
            XCTAssertEqual(Self.hazards(in: buffer), [])
            let lines = buffer.lines()
            XCTAssertTrue(lines.contains { $0.contains(expanded ? "Less (d)" : "Read more… (d)") }, "hint shown")
            XCTAssertTrue(lines.contains { $0.contains("https://bitcoin.org") }, "links still shown")
            XCTAssertTrue(lines.allSatisfy { DisplayWidth.of($0) == 82 }, "every row exactly the pane's width")
            XCTAssertEqual(lines.last?.first, "└")
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 10, "decoding and two frames of a 1 MB description")
    }

    func testRightToLeftAndEmptyTitlesKeepTheDetailBorder() {
        for name in ["ביטקוין", "بيتكوين", "", String(repeating: "長", count: 300), Self.hostile] {
            let coin = Coin(id: "x", symbol: name, name: name, currentPrice: 1)
            let buffer = D.render(CoinDetailPane(coin: coin), width: 60, height: 14)
            let top = buffer.lines()[0]
            XCTAssertEqual(top.first, "┌", name)
            XCTAssertEqual(top.last, "┐", name)
            XCTAssertEqual(DisplayWidth.of(top), 60, name)
            XCTAssertEqual(Self.hazards(in: buffer), [], name)
        }
    }

    // MARK: Helpers

    private func rowSymbols(_ buffer: Buffer, y: Int) -> [String] {
        (0..<buffer.area.width).map { buffer[$0, y]?.symbol ?? "" }
    }

    /// The column just past the header text `title` (right-aligned headers end where their column ends).
    private func columnEnd(of title: String, in row: [String]) -> Int? {
        let text = row.map { $0.isEmpty ? "\u{0}" : $0 }
        for start in 0..<text.count where Array(text[start...].prefix(title.count)).joined() == title {
            return start + title.count
        }
        return nil
    }
}
