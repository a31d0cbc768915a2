import Foundation
import TestSupport
import XCTest
@testable import KursCore

/// `MarketsFastPath` gives exactly the coins `JSONDecoder` gives (`CoinGeckoDecoder.decodeMarketsWithJSONDecoder`),
/// or gives up: on the recorded answers, on answers with every odd kind of value a coin can carry, and on
/// thousands of randomly damaged answers (whatever it accepts, JSONDecoder reads the same, with nothing dropped).
final class MarketsFastPathTests: XCTestCase {
    private let recorded = ["coingecko-markets-usd-100.json", "coingecko-markets-usd-sparkline-50-2026-09-26.json"]

    /// The JSONDecoder path's coins when it drops none (what the fast path must then give), else nil.
    private func reference(_ data: Data) -> [Coin]? {
        guard let list = try? CoinGeckoDecoder.decodeMarketsWithJSONDecoder(data), list.droppedCount == 0 else { return nil }
        return list.elements
    }

    func testTheRecordedAnswersAreReadInOnePassAndEqualJSONDecoders() throws {
        for name in recorded {
            let data = Fixtures.data(name)
            let fast = try XCTUnwrap(MarketsFastPath.coins(data), "\(name) is the common case")
            XCTAssertEqual(fast, try XCTUnwrap(reference(data)), name)
            XCTAssertGreaterThanOrEqual(fast.count, 50)
        }
        let sparklines = try XCTUnwrap(MarketsFastPath.coins(Fixtures.data(recorded[1])))
        XCTAssertTrue(sparklines.allSatisfy { ($0.sparkline7d?.count ?? 0) > 100 }, "every coin of the 2026 capture has its sparkline")
        XCTAssertEqual(MarketsFastPath.coins(Data("[]".utf8)), [])
        XCTAssertEqual(MarketsFastPath.coins(Data(" [ ] \n".utf8)), [])
    }

    func testOddValuesAreReadAlikeOrLeftToJSONDecoder() throws {
        let base = #"{"id":"x","symbol":"X","name":"Ex","#
        let cases: [(String, Bool)] = [  // (the rest of one coin, whether the fast path reads it)
            (#""current_price":null,"market_cap_rank":null,"last_updated":null,"sparkline_in_7d":null}"#, true),
            (#""current_price":-0,"ath":1E5,"low_24h":1.5e-7,"high_24h":0.000001,"market_cap":123456789012345678}"#, true),
            (#""current_price":12345678901234567890123}"#, false),  // more than 19 digits: JSONDecoder's
            (#""current_price":"12"}"#, false), (#""current_price":true}"#, false), (#""current_price":01}"#, false),
            (#""market_cap_rank":3.5}"#, false), (#""market_cap_rank":3.0}"#, true), (#""market_cap_rank":99999999999}"#, false),
            (#""last_updated":"2024-08-19T10:00:00.123Z"}"#, true), (#""last_updated":"yesterday"}"#, true),
            (#""last_updated":5}"#, false),
            (#""sparkline_in_7d":{"price":[1,null,2.5e3]},"roi":{"times":1.2,"currency":"btc"}}"#, true),
            (#""sparkline_in_7d":{"price":null}}"#, true), (#""sparkline_in_7d":{}}"#, true),
            (#""sparkline_in_7d":{"price":[1e999]}}"#, false), (#""sparkline_in_7d":[1]}"#, false),
            (#""image":"https:\/\/a.b\/c.png?1","extra":[{"a":[true,false,null]}],"u":"\u00e9\n"}"#, true),
            (#""ath":1,"ath":2}"#, false), (#""u":"\ud83d\ude00"}"#, false), (#""u":"a\qb"}"#, false),
        ]
        for (rest, readsIt) in cases {
            let data = Data(("[" + base + rest + "]").utf8)
            let fast = MarketsFastPath.coins(data)
            XCTAssertEqual(fast != nil, readsIt, rest)
            if let fast { XCTAssertEqual(fast, reference(data), rest) }
        }
        // Strings the fast path leaves to JSONDecoder, and coins JSONDecoder drops.
        for coin in [#"{"id":"\u0078","symbol":"X","name":"Ex"}"#, #"{"id":"","symbol":"X","name":"Ex"}"#,
                     #"{"id":"x","name":"Ex"}"#, #"{"id":"x","symbol":null,"name":"Ex"}"#, #"{"id":"x","symbol":"X","name":"E\u0001"}"#] {
            XCTAssertNil(MarketsFastPath.coins(Data("[\(coin)]".utf8)), coin)
        }
        XCTAssertEqual(MarketsFastPath.coins(Data(#"[{"id":"x","symbol":"a\u{1B}[31mb","name":"N"}]"#.utf8))?.first?.symbol,
                       nil, "a raw control byte in a string is not JSON")
        XCTAssertEqual(MarketsFastPath.coins(Data("[{\"id\":\"x\",\"symbol\":\"\u{202E}X\",\"name\":\"N\"}]".utf8))?.first?.symbol,
                       TerminalText.sanitize("\u{202E}X"), "sanitized as JSONDecoder's path does")
        for text in ["[", "[{}", "[1]", "{}", "[]]", "[] x", "[{\"id\":\"x\",\"symbol\":\"X\",\"name\":\"N\"},]", "\u{FEFF}[]"] {
            XCTAssertNil(MarketsFastPath.coins(Data(text.utf8)), text)
        }
    }

    /// Numbers at the edges of `Decimal` and `Double` (found by a review: "1.0e-128", 1e-400 in a sparkline) and
    /// random ones near them: read alike or left to JSONDecoder, never a coin JSONDecoder would drop.
    func testNumbersAtTheEdgesAreReadAlikeOrLeftToJSONDecoder() {
        let zeros = { (count: Int) in String(repeating: "0", count: count) }
        var decimals = ["1.0e-128", "100e-130", "10e-129", "1.00e-127", "0.10e-127", "1" + zeros(45) + "e-170",
                        "0." + zeros(150) + "1e100", "1." + zeros(200) + "e-127", "1e127", "0.01e129", "-0.0", "1.50"]
        var prices = ["1e-400", "-1e-400", "2.4703282292062327e-324", "0e-400", "1e-310", "1.7976931348623159e308"]
        var generator = SplitMix64(seed: 5)
        for _ in 0..<1_500 {
            let digits = String((0..<Int.random(in: 1...45, using: &generator)).map { _ in
                Character(String(Int.random(in: 0...9, using: &generator))) })
            let point = Int.random(in: 0...digits.count, using: &generator)
            let mantissa = point == digits.count ? digits : String(digits.prefix(point)) + "." + digits.dropFirst(point)
            let text = (mantissa.hasPrefix(".") ? "0" : "") + mantissa + "e\(Int.random(in: -420...330, using: &generator))"
            decimals.append(text)
            prices.append(text)
        }
        for number in decimals {
            for key in ["current_price", "market_cap_rank"] {
                let data = Data(#"[{"id":"x","symbol":"X","name":"N","\#(key)":\#(number)}]"#.utf8)
                if let fast = MarketsFastPath.coins(data) { XCTAssertEqual(fast, reference(data), "\(key): \(number)") }
            }
        }
        for number in prices {
            let data = Data(#"[{"id":"x","symbol":"X","name":"N","sparkline_in_7d":{"price":[1,\#(number)]}}]"#.utf8)
            if let fast = MarketsFastPath.coins(data) { XCTAssertEqual(fast, reference(data), "price: \(number)") }
        }
    }

    func testDamagedAnswersAreReadAlikeOrLeftToJSONDecoder() throws {
        for name in recorded { try damage(name, seed: 17, rounds: 3_000) }
    }

    func testALongAnswerIsReadInTwoHalvesAlike() throws {
        for name in recorded {
            let data = Fixtures.data(name)
            let boundary = try XCTUnwrap(data.withUnsafeBytes { MarketsFastPath.SecondHalf.boundary(in: $0) }, name)
            XCTAssertEqual(data[boundary - 1], UInt8(ascii: ","), name)
            XCTAssertEqual(data[boundary...].first { ![0x20, 0x0A].contains($0) }, UInt8(ascii: "{"), name)
            XCTAssertGreaterThanOrEqual(boundary, data.count / 2)
            let halves = try XCTUnwrap(MarketsFastPath.coins(data, splitAbove: 0), name)
            XCTAssertEqual(halves, try XCTUnwrap(MarketsFastPath.coins(data, splitAbove: .max)), name)
            XCTAssertEqual(halves, try XCTUnwrap(reference(data)), name)
        }
        XCTAssertGreaterThan(Fixtures.data(recorded[1]).count, 64 << 10, "a recorded answer is split by default")
        XCTAssertEqual(try XCTUnwrap(MarketsFastPath.coins(Fixtures.data(recorded[1]))).count, 50)
    }

    func testNoThreadForTheSecondHalfReadsTheAnswerInOneGo() throws {
        // A thread that can't be made (a limit on processes) must not be waited for.
        for name in recorded {
            let data = Fixtures.data(name)
            XCTAssertEqual(MarketsFastPath.coins(data, splitAbove: 0, startThread: { _ in nil }),
                           MarketsFastPath.coins(data, splitAbove: .max), name)
        }
        final class Flag: @unchecked Sendable { var ran = false }
        let flag = Flag()
        let thread = try XCTUnwrap(JoinableThread.start { flag.ran = true })
        thread.join()
        XCTAssertTrue(flag.ran, "join waits for the body")
    }

    func testTheSecondHalfIsReadByWhicheverComesFirst() throws {
        // A thread that has not begun when the first half is done (a second core slow to come) leaves the half to
        // the caller, which doesn't wait for it; one that begins before the first half reads it. Same coins.
        final class Gate: @unchecked Sendable {
            let open = DispatchSemaphore(value: 0), ended = DispatchSemaphore(value: 0)
        }
        final class Result: @unchecked Sendable { var coins: [Coin]? }
        for name in recorded {
            let data = Fixtures.data(name)
            let onePass = try XCTUnwrap(MarketsFastPath.coins(data, splitAbove: .max), name)
            // The late thread's answer sits in pages of its own, unmapped once the call is over: a read of them by
            // the thread after that would fault.
            let page = Int(sysconf(Int32(_SC_PAGESIZE)))
            let length = (data.count + page - 1) / page * page
            let pages = try XCTUnwrap(mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0))
            XCTAssertNotEqual(pages, MAP_FAILED)
            data.copyBytes(to: pages.assumingMemoryBound(to: UInt8.self), count: data.count)
            let guarded = Data(bytesNoCopy: pages, count: data.count, deallocator: .none)
            let late = Gate()
            let lateStart: @Sendable (@escaping @Sendable () -> Void) -> JoinableThread? = { body in
                JoinableThread.start { late.open.wait(); body(); late.ended.signal() }
            }
            let result = Result(), returned = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                result.coins = MarketsFastPath.coins(guarded, splitAbove: 0, startThread: lateStart)
                returned.signal()
            }
            let inTime = returned.wait(timeout: .now() + 10)
            XCTAssertEqual(inTime, .success, "the caller doesn't wait for a thread that hasn't begun (\(name))")
            if inTime == .timedOut {
                late.open.signal()
                returned.wait()
            } else {
                munmap(pages, length)
                late.open.signal()
            }
            XCTAssertEqual(result.coins, onePass, name)
            XCTAssertEqual(late.ended.wait(timeout: .now() + 10), .success, "the late thread ends on its own")
            if inTime == .timedOut { munmap(pages, length) }
            let early = Gate()
            let earlyStart: (@escaping @Sendable () -> Void) -> JoinableThread? = { body in
                let thread = JoinableThread.start { body(); early.ended.signal() }
                early.ended.wait()  // the half is read before the first half begins
                return thread
            }
            XCTAssertEqual(MarketsFastPath.coins(data, splitAbove: 0, startThread: earlyStart), onePass, name)
        }
    }

    func testABoundaryGuessedInsideACoinLeavesTheWholeAnswerToTheFirstHalf() throws {
        // Past the middle the first `},{` is inside the second coin (an unknown field's array of objects), where
        // the first half never stops: it reads on to the end.
        let first = #"{"id":"a","symbol":"A","name":"Ay","current_price":1}"#
        let second = #"{"id":"b","symbol":"B","name":"Be","links":[{"id":"x"},{"id":"y"}],"current_price":2}"#
        let data = Data("[\(first),\(second)]".utf8)
        let guess = try XCTUnwrap(data.withUnsafeBytes { MarketsFastPath.SecondHalf.boundary(in: $0) })
        XCTAssertGreaterThan(guess, data.count - second.count, "the guess falls inside the second coin")
        XCTAssertEqual(MarketsFastPath.coins(data, splitAbove: 0)?.map(\.id), ["a", "b"])
        XCTAssertEqual(MarketsFastPath.coins(data, splitAbove: 0), reference(data))
        // The half left unread is not waited for when its thread has not begun (it then reads nothing).
        let gate = DispatchSemaphore(value: 0), ended = DispatchSemaphore(value: 0)
        let late: (@escaping @Sendable () -> Void) -> JoinableThread? = { body in
            JoinableThread.start { gate.wait(); body(); ended.signal() }
        }
        XCTAssertEqual(MarketsFastPath.coins(data, splitAbove: 0, startThread: late), reference(data))
        gate.signal()
        XCTAssertEqual(ended.wait(timeout: .now() + 10), .success)
        // A broken first half is not mended by a good second one, nor the other way round.
        for broken in ["[\(first),\(first.dropLast()),\(first),\(first)]", "[\(first),\(first),\(first),\(first.dropLast())]"] {
            XCTAssertNil(MarketsFastPath.coins(Data(broken.utf8), splitAbove: 0), broken)
        }
    }

    func testDamagedLongAnswersAreReadInTwoHalvesAlikeOrLeftToJSONDecoder() throws {
        // The first five recorded coins, split wherever the damage leaves the guess: every answer either way
        // reads as one pass and JSONDecoder do.
        let text = String(decoding: Fixtures.data(recorded[0]), as: UTF8.self)
        let starts = text.ranges(of: try Regex(#"\}\s*,\s*\{"#)).map(\.lowerBound)
        let cut = Array((String(text[..<starts[4]]) + "}]").utf8)
        XCTAssertEqual(MarketsFastPath.coins(Data(cut), splitAbove: 0)?.count, 5)
        var generator = SplitMix64(seed: 29)
        let alphabet = Array("{}[]\",:.-+eE0123456789 \\untrfalsxid\u{0}é".utf8)
        var accepted = 0
        for _ in 0..<2_000 {
            var bytes = cut
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                // Near the middle, where the guess falls, half the time.
                let index = Bool.random(using: &generator)
                    ? Int.random(in: (bytes.count / 2 - 40)..<(bytes.count / 2 + 400), using: &generator)
                    : Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[index] = alphabet.randomElement(using: &generator)!
                case 1: bytes.remove(at: index)
                default: bytes.insert(alphabet.randomElement(using: &generator)!, at: index)
                }
            }
            let data = Data(bytes)
            let halves = MarketsFastPath.coins(data, splitAbove: 0)
            XCTAssertEqual(halves, MarketsFastPath.coins(data, splitAbove: .max), String(decoding: bytes, as: UTF8.self))
            guard let halves else { continue }
            accepted += 1
            XCTAssertEqual(halves, reference(data), String(decoding: bytes, as: UTF8.self))
        }
        XCTAssertGreaterThan(accepted, 200)
    }

    /// Damages the first three coins of the recorded answer `name` `rounds` times and checks every answer the fast
    /// path accepts against JSONDecoder.
    private func damage(_ name: String, seed: UInt64, rounds: Int) throws {
        // The first three recorded coins, each sparkline cut to 12 prices, as a small valid answer to damage.
        let recordedCoins = try XCTUnwrap(try JSONSerialization.jsonObject(with: Fixtures.data(name)) as? [[String: Any]])
        let small = recordedCoins.prefix(3).map { coin -> [String: Any] in
            var coin = coin
            if let sparkline = coin["sparkline_in_7d"] as? [String: Any], let prices = sparkline["price"] as? [Any] {
                coin["sparkline_in_7d"] = ["price": Array(prices.prefix(12))]
            }
            return coin
        }
        let cut = [UInt8](try JSONSerialization.data(withJSONObject: small, options: [.sortedKeys]))
        XCTAssertNotNil(MarketsFastPath.coins(Data(cut)))
        var generator = SplitMix64(seed: seed)
        let alphabet = Array("{}[]\",:.-+eE0123456789 \\untrfalsx\u{0}\u{1F}é".utf8)
        var accepted = 0
        for _ in 0..<rounds {
            var bytes = cut
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let index = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[index] = alphabet.randomElement(using: &generator)!
                case 1: bytes.remove(at: index)
                default: bytes.insert(alphabet.randomElement(using: &generator)!, at: index)
                }
            }
            let data = Data(bytes)
            guard let fast = MarketsFastPath.coins(data) else { continue }
            accepted += 1
            XCTAssertEqual(fast, reference(data), String(decoding: bytes, as: UTF8.self))
        }
        XCTAssertGreaterThan(accepted, rounds / 10, "\(name): much damage to numbers and unknown fields still reads")
    }
}
