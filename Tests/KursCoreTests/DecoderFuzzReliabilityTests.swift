import Dispatch
import Foundation
import KursCore
import TestSupport
import XCTest

/// Mutations of a JSON body, each chosen by the seeded generator: byte flips, truncation, duplicated and
/// removed chunks, numbers turned into strings / null / huge values, strings into numbers / objects / hostile
/// escape sequences, brackets swapped, deep nesting, random bytes.
enum BodyMutator {
    static let hostileJSONString = #""\u001b[31mred\u001b]8;;http://evil\u0007x\u001b]52;c;ZXZpbA==\u0007\u0085\u009b2J\u0007\u0008\r\u202e\u2066\u200d""#

    static func mutate(_ seed: [UInt8], _ rng: inout SplitMix64) -> [UInt8] {
        var body = seed
        let rounds = Int.random(in: 1...4, using: &rng)
        for _ in 0..<rounds { body = mutateOnce(body, &rng) }
        return body
    }

    static func mutateOnce(_ body: [UInt8], _ rng: inout SplitMix64) -> [UInt8] {
        var body = body
        guard !body.isEmpty else { return Array("[".utf8) }
        let at = Int.random(in: 0..<body.count, using: &rng)
        switch Int.random(in: 0..<12, using: &rng) {
        case 0:  // flip bits of a few bytes
            for _ in 0..<Int.random(in: 1...8, using: &rng) {
                body[Int.random(in: 0..<body.count, using: &rng)] ^= UInt8.random(in: 1...255, using: &rng)
            }
        case 1:  // truncate
            body = Array(body[..<at])
        case 2:  // duplicate a chunk somewhere else
            let end = min(body.count, at + Int.random(in: 1...200, using: &rng))
            let chunk = body[at..<end]
            body.insert(contentsOf: chunk, at: Int.random(in: 0...body.count, using: &rng))
        case 3:  // remove a chunk
            let end = min(body.count, at + Int.random(in: 1...200, using: &rng))
            body.removeSubrange(at..<end)
        case 4:  // a number becomes a string, null, a huge or odd number
            if let range = token(in: body, from: at, where: isNumberByte) {
                let replacements = [#""12.5""#, "null", "1e999999", "-0", String(repeating: "9", count: 400),
                                    "true", "[]", "{}", "1.7976931348623157e309", "-1e-400"]
                body.replaceSubrange(range, with: Array(replacements.randomElement(using: &rng)!.utf8))
            }
        case 5:  // a string becomes a number, null, an object, or hostile text
            if let range = stringToken(in: body, from: at) {
                let replacements = ["42", "null", "{}", "[1,2]", "false", hostileJSONString, #""""#]
                body.replaceSubrange(range, with: Array(replacements.randomElement(using: &rng)!.utf8))
            }
        case 6:  // swap brackets / braces
            if let index = body[at...].firstIndex(where: { "[]{}".utf8.contains($0) }) {
                let swap: [UInt8: UInt8] = [0x5B: 0x7B, 0x7B: 0x5B, 0x5D: 0x7D, 0x7D: 0x5D]
                body[index] = swap[body[index]]!
            }
        case 7:  // random bytes inserted
            let noise = (0..<Int.random(in: 1...32, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            body.insert(contentsOf: noise, at: at)
        case 8:  // deep nesting in place of a value
            let depth = Int.random(in: 100...5000, using: &rng)
            let nested = Array(repeating: UInt8(ascii: "["), count: depth) + Array(repeating: UInt8(ascii: "]"), count: depth)
            if let range = token(in: body, from: at, where: isNumberByte) { body.replaceSubrange(range, with: nested) }
        case 9:  // hostile text in place of a string
            if let range = stringToken(in: body, from: at) { body.replaceSubrange(range, with: Array(hostileJSONString.utf8)) }
        case 10:  // a key renamed (missing field)
            if let range = stringToken(in: body, from: at), range.count > 2 { body[range.lowerBound + 1] = UInt8(ascii: "Z") }
        default:  // whole body replaced by something else
            let others = ["", " ", "null", "[]", "{}", "\"x\"", "<html>busy</html>", "\u{FEFF}[", "[{}]", "{\"error\":{}}",
                          "{\"error\":\"coin not found\"}", "{\"result\":\"error\"}", "[null,null]", "{\"results\":null}"]
            body = Array(others.randomElement(using: &rng)!.utf8)
        }
        return body
    }

    static func isNumberByte(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) || byte == 0x2D || byte == 0x2E || byte == 0x65 || byte == 0x2B }

    /// The range of the first run of bytes matching `predicate` at or after `from`.
    static func token(in body: [UInt8], from: Int, where predicate: (UInt8) -> Bool) -> Range<Int>? {
        guard let start = body[from...].firstIndex(where: predicate) else { return nil }
        let end = body[start...].firstIndex(where: { !predicate($0) }) ?? body.count
        return start..<end
    }

    /// The range of the first JSON string literal (quotes included) at or after `from`.
    static func stringToken(in body: [UInt8], from: Int) -> Range<Int>? {
        guard let open = body[from...].firstIndex(of: 0x22) else { return nil }
        var index = open + 1
        while index < body.count {
            if body[index] == 0x5C { index += 2; continue }
            if body[index] == 0x22 { return open..<(index + 1) }
            index += 1
        }
        return nil
    }
}

/// Fuzzes every decoder with seeded random and mutated fixture bodies: none crashes or hangs, every failure is a
/// `FetchError` (typed throws make that structural; the outcomes are counted), and no text a decoder hands on —
/// values or error messages — holds a control character or bidi override.
final class DecoderFuzzReliabilityTests: XCTestCase {
    /// Outcome counts of one decoder's run.
    struct Outcomes: CustomStringConvertible {
        var decoded = 0
        var failures: [String: Int] = [:]
        var total: Int { decoded + failures.values.reduce(0, +) }
        var description: String { "decoded \(decoded), failed \(failures.sorted { $0.key < $1.key })" }
    }

    static let iterations = 2500

    /// A decoder under test: returns the texts of a decoded value that reach the screen.
    typealias Decode = @Sendable (Data) throws(FetchError) -> [String]

    func testPrivatBank() throws {
        try fuzz("privatbank", seeds: [Fixtures.data("privatbank-coursid5-2025.json"),
                                       Fixtures.data("privatbank-coursid11-2025.json"),
                                       Fixtures.data("privatbank-coursid5-xml-with-btc.xml")]) { data throws(FetchError) in
            try PrivatBankDecoder.decode(data).elements.map { "\($0.ccy) \($0.baseCcy)" }
        }
    }

    func testERAPI() throws {
        try fuzz("er-api", seeds: [Fixtures.data("er-api-latest-usd.json"),
                                   Fixtures.data("er-api-error-unsupported-code.json")]) { data throws(FetchError) in
            let rates = try ERAPIDecoder.decode(data)
            return ["\(rates.baseCode)"] + rates.rates.keys.map { "\($0)" }
        }
    }

    func testCoinGeckoMarkets() throws {
        let element = Fixtures.data("coingecko-markets-usd-sparkline-bitcoin-element.json")
        try fuzz("markets", seeds: [Data("[".utf8) + element + Data("]".utf8), try slice(markets: 4),
                                    Fixtures.data("coingecko-429.json")]) { data throws(FetchError) in
            try CoinGeckoDecoder.decodeMarkets(data).elements.flatMap { [$0.name, $0.symbol] }
        }
    }

    func testCoinGeckoDetail() throws {
        try fuzz("detail", seeds: [try smallDetail(), Fixtures.data("coingecko-404-coin-not-found.json")]) { data throws(FetchError) in
            let d = try CoinGeckoDecoder.decodeCoinDetail(data)
            return [d.name, d.symbol, d.description, d.homepage ?? "", d.subredditURL ?? "", d.hashingAlgorithm ?? ""]
        }
    }

    func testCoinGeckoMarketChart() throws {
        try fuzz("chart", seeds: [Fixtures.data("coingecko-market-chart-range-excerpt.json")]) { data throws(FetchError) in
            _ = try CoinGeckoDecoder.decodeMarketChart(data)
            return []
        }
    }

    func testOpenMeteo() throws {
        try fuzz("open-meteo", seeds: [Fixtures.data("openmeteo-forecast-current-daily-unixtime.json"),
                                       Fixtures.data("openmeteo-forecast-hourly-48h-gmt.json"),
                                       Fixtures.data("openmeteo-error-400.json")]) { data throws(FetchError) in
            Self.forecastTexts(try OpenMeteoDecoder.decode(data, name: "Lisbon"))
        }
    }

    func testDarkSky() throws {
        try fuzz("dark sky", seeds: [try smallDarkSky()]) { data throws(FetchError) in
            Self.forecastTexts(try DarkSkyDecoder.decode(data))
        }
    }

    func testGeocoding() throws {
        let body = Data(#"""
            {"results":[{"id":703448,"name":"Kyiv","latitude":50.45466,"longitude":30.5238,"elevation":187.0,
            "feature_code":"PPLC","country_code":"UA","timezone":"Europe/Kyiv","population":2797553,
            "country":"Ukraine","admin1":"Kyiv City"},{"id":1850147,"name":"東京","latitude":35.6895,
            "longitude":139.69171,"country_code":"JP","timezone":"Asia/Tokyo","country":"日本"}],"generationtime_ms":0.7}
            """#.utf8)
        try fuzz("geocoding", seeds: [body, Data(#"{"generationtime_ms":0.5}"#.utf8)]) { data throws(FetchError) in
            try GeocodingDecoder.decode(data).flatMap { [$0.name, $0.country ?? "", $0.admin1 ?? "", $0.displayName] }
        }
    }

    // MARK: Plumbing

    /// Decodes `seeds` unchanged, then `iterations` mutated or random bodies, on a worker thread watched by a
    /// deadline (a hang fails with the iteration it stuck in). Asserts each outcome and that the run saw both
    /// successes and failures.
    private func fuzz(_ name: String, seeds: [Data], seed: UInt64 = 0x6B75_7273, decode: @escaping Decode) throws {
        let state = FuzzState()
        let done = DispatchSemaphore(value: 0)
        let seedBytes = seeds.map { [UInt8]($0) }
        let thread = Thread {
            var rng = SplitMix64(seed: seed ^ UInt64(name.utf8.reduce(0) { $0 &* 31 &+ UInt64($1) }))
            for bytes in seedBytes { state.record(name, bytes, decode) }
            for iteration in 0..<Self.iterations {
                state.iteration = iteration
                let body: [UInt8]
                if iteration % 10 == 0 {
                    body = (0..<Int.random(in: 0...300, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
                } else {
                    body = BodyMutator.mutate(seedBytes.randomElement(using: &rng)!, &rng)
                }
                state.record(name, body, decode)
            }
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
        guard done.wait(timeout: .now() + 30) == .success else {
            XCTFail("\(name): decoder hung at iteration \(state.iteration) (seed \(seed))")
            return
        }
        let outcomes = state.outcomes
        XCTAssertEqual(outcomes.total, Self.iterations + seeds.count, name)
        XCTAssertGreaterThan(outcomes.decoded, 0, "\(name): \(outcomes)")
        XCTAssertGreaterThan(outcomes.failures.count, 0, "\(name): \(outcomes)")
        XCTAssertEqual(state.dirty, [], "\(name): control characters reached decoded text or error messages")
    }

    private static func forecastTexts(_ forecast: Forecast) -> [String] {
        [forecast.location.name ?? ""] + forecast.alerts.flatMap { [$0.title, $0.description, $0.severity ?? ""] }
    }

    /// The first `count` coins of the 100-coin markets fixture.
    private func slice(markets count: Int) throws -> Data {
        let all = try XCTUnwrap(JSONSerialization.jsonObject(with: Fixtures.data("coingecko-markets-usd-100.json")) as? [Any])
        return try JSONSerialization.data(withJSONObject: Array(all.prefix(count)))
    }

    /// The Bitcoin detail fixture cut to the fields kurs reads, with a shorter description.
    private func smallDetail() throws -> Data {
        var object = try XCTUnwrap(JSONSerialization.jsonObject(with: Fixtures.data("coingecko-coin-bitcoin-detail-full.json")) as? [String: Any])
        object = object.filter { ["id", "symbol", "name", "description", "links", "block_time_in_minutes",
                                  "hashing_algorithm", "last_updated"].contains($0.key) }
        if let en = (object["description"] as? [String: Any])?["en"] as? String {
            object["description"] = ["en": String(en.prefix(1500))]
        }
        return try JSONSerialization.data(withJSONObject: object)
    }

    /// The Dark Sky fixture with its hourly block cut to 6 hours and no minutely block.
    private func smallDarkSky() throws -> Data {
        var object = try XCTUnwrap(JSONSerialization.jsonObject(with: Fixtures.data("darksky-forecast-with-alerts.json")) as? [String: Any])
        object["minutely"] = nil
        if var hourly = object["hourly"] as? [String: Any], let data = hourly["data"] as? [Any] {
            hourly["data"] = Array(data.prefix(6))
            object["hourly"] = hourly
        }
        return try JSONSerialization.data(withJSONObject: object)
    }
}

/// What the fuzz worker thread found; read by the test after the worker signalled (or timed out).
private final class FuzzState: @unchecked Sendable {
    private let lock = NSLock()
    private var _iteration = 0
    private var _outcomes = DecoderFuzzReliabilityTests.Outcomes()
    private var _dirty: [String] = []

    var iteration: Int {
        get { lock.withLock { _iteration } }
        set { lock.withLock { _iteration = newValue } }
    }
    var outcomes: DecoderFuzzReliabilityTests.Outcomes { lock.withLock { _outcomes } }
    var dirty: [String] { lock.withLock { _dirty } }

    /// Decodes `bytes` once and records the outcome; texts with terminal controls are recorded as dirty.
    func record(_ name: String, _ bytes: [UInt8], _ decode: DecoderFuzzReliabilityTests.Decode) {
        let texts: [String]
        do {
            texts = try decode(Data(bytes))
            lock.withLock { _outcomes.decoded += 1 }
        } catch {
            // `error` is statically a FetchError (typed throws): every failure is one by construction.
            let kind = "\(error)".prefix(while: { $0 != "(" })
            lock.withLock { _outcomes.failures[String(kind), default: 0] += 1 }
            texts = [error.message]
        }
        for text in texts where TerminalHazard.find(in: text) != nil {
            lock.withLock { if _dirty.count < 5 { _dirty.append("\(name): \(text.debugDescription.prefix(200))") } }
        }
    }
}
