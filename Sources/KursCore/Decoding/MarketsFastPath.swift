import Foundation
import Synchronization

/// CoinGecko's `/coins/markets` answer read in one pass (`StrictJSONReader`) when it is the common case: an array
/// of objects whose keys and `id`, `symbol`, `name` and `last_updated` are strings without escapes, whose numbers
/// are plain (`isPlain`; at most 19 significant digits for a `Decimal`), and where every coin is usable. Anything else — an escape in one of those strings, a value
/// of another type, a coin `JSONDecoder` would drop, a repeated key, invalid JSON anywhere — gives nil, and
/// `CoinGeckoDecoder.decodeMarkets` decodes the body with `JSONDecoder` as before. Both give the same coins
/// (`MarketsFastPathTests` compares them on the recorded answers and thousands of mutated ones).
///
/// Why: `JSONDecoder` goes through its generic containers for each `Decimal` field and each sparkline number, which was
/// most of a cold start's first frame; this reads the numbers straight from the answer's bytes, several times faster
/// (docs/PERFORMANCE.md).
enum MarketsFastPath {
    /// The coins of `data`, in order; nil when `data` is not the common case (see the type).
    ///
    /// An answer over `splitAbove` bytes is read in two halves at once (`SecondHalf`): a cold start's large answer is
    /// decoded while nothing else runs, on a machine with two cores or more. The result is the same as reading it in
    /// one go, whatever the bytes (`MarketsFastPathTests`).
    /// `startThread` runs its body on a new thread and returns how to wait for it, or nil when no thread could be
    /// made (`JoinableThread.start`); then the answer is read in one go.
    static func coins(
        _ data: Data, splitAbove: Int = 64 << 10,
        startThread: (@escaping @Sendable () -> Void) -> JoinableThread? = JoinableThread.start
    ) -> [Coin]? {
        data.withUnsafeBytes { raw -> [Coin]? in
            let second = raw.count > splitAbove ? SecondHalf.start(in: raw, startThread: startThread) : nil
            var reader = StrictJSONReader(raw)
            var coins: [Coin] = []
            var reachedSecond = false
            let read = reader.readArray { reader in
                if let second, reader.offset == second.offset {
                    reachedSecond = true
                    return false
                }
                guard let coin = coin(&reader) else { return false }
                coins.append(coin)
                return true
            }
            // The second half is settled on every path, before `raw` goes: read here, or its thread waited for.
            if let second, reachedSecond { return second.coins().map { coins + $0 } }
            second?.abandon()
            return read && reader.atEnd ? coins : nil
        }
    }

    /// The coins after an element boundary found near the middle of an answer, read on a thread of their own, or
    /// by the caller when it finishes the first half before that thread has begun (`coins()`).
    ///
    /// The boundary is a guess: the first `},{` (whitespace between them allowed) from the middle on. It is right
    /// when reading from the start comes to that very offset between two elements of the array; then the first half
    /// stops there and takes these coins, read from there exactly as one pass would (`coin(_:)` depends on nothing
    /// read before it). When the guess was inside a string or a coin (an unknown field's array of objects), the
    /// first half reads on past it to the end and these coins are dropped.
    final class SecondHalf: @unchecked Sendable {
        /// Where the second half's first coin begins (just after the comma).
        let offset: Int
        private let bytes: UnsafeRawBufferPointer
        private var result: [Coin]?
        private var thread: JoinableThread?
        /// Who reads the half: `unclaimed` until the thread begins (`thread`) or the caller asks first (`caller`).
        private let reader = Atomic<Int>(Reader.unclaimed)

        private enum Reader {
            static let unclaimed = 0, thread = 1, caller = 2
        }

        private init(bytes: UnsafeRawBufferPointer, offset: Int) {
            self.bytes = bytes
            self.offset = offset
        }

        /// Starts reading from the guessed boundary on a thread of `startThread`'s; nil when there is no boundary
        /// or no thread could be made.
        static func start(
            in bytes: UnsafeRawBufferPointer, startThread: (@escaping @Sendable () -> Void) -> JoinableThread?
        ) -> SecondHalf? {
            guard let offset = boundary(in: bytes) else { return nil }
            let half = SecondHalf(bytes: bytes, offset: offset)
            guard let thread = startThread({ half.readUnlessClaimed() }) else {
                _ = half.claimForCaller()  // a body run anyway, now or later, reads nothing
                return nil
            }
            half.thread = thread
            return half
        }

        /// The coins from `offset` to the end of the array (nothing but whitespace after it); nil when they are
        /// not the common case. Waits for the thread when it has begun them; when it hasn't, reads them here and
        /// leaves the thread to end on its own (it then reads nothing). Why: a new thread can wait many milliseconds
        /// for the second core of a virtual machine whose host is busy, longer than reading the half here.
        /// Called once, as is `abandon`.
        func coins() -> [Coin]? {
            if claimForCaller() {
                release { $0.detach() }
                read()
            } else {
                release { $0.join() }
            }
            return result
        }

        /// Leaves the half unread (the first half did not stop at its boundary): the thread, if it has not begun,
        /// reads nothing; if it has, it is waited for (it reads `bytes`). Called once, as is `coins`.
        func abandon() {
            let claimed = claimForCaller()
            release { claimed ? $0.detach() : $0.join() }
        }

        /// Takes the half for the caller; false when the thread has it already.
        func claimForCaller() -> Bool { claim(for: Reader.caller) }

        /// Takes the half for `who` (`Reader.thread` or `Reader.caller`); false when the other has it already.
        private func claim(for who: Int) -> Bool {
            reader.compareExchange(expected: Reader.unclaimed, desired: who, ordering: .acquiringAndReleasing).exchanged
        }

        /// Joins or detaches the thread (`end`), once.
        private func release(_ end: (JoinableThread) -> Void) {
            if let thread { end(thread) }
            thread = nil
        }

        /// The thread's body: reads the half unless the caller has taken it already (it may have left `bytes` then).
        private func readUnlessClaimed() {
            guard claim(for: Reader.thread) else { return }
            read()
        }

        private func read() {
            var reader = StrictJSONReader(bytes)
            reader.offset = offset
            var coins: [Coin] = []
            repeat {
                guard let coin = MarketsFastPath.coin(&reader) else { return }
                coins.append(coin)
            } while reader.take(UInt8(ascii: ","))
            guard reader.take(UInt8(ascii: "]")), reader.atEnd else { return }
            result = coins
        }

        /// The offset just after the comma of the first `}`, `,`, `{` (whitespace between them allowed) at or after
        /// the middle of `bytes`; nil when there is none.
        static func boundary(in bytes: UnsafeRawBufferPointer) -> Int? {
            var reader = StrictJSONReader(bytes)
            for index in (bytes.count / 2)..<bytes.count where bytes[index] == UInt8(ascii: "}") {
                reader.offset = index + 1
                guard reader.take(UInt8(ascii: ",")) else { continue }
                let comma = reader.offset
                if reader.peek() == UInt8(ascii: "{") { return comma }
            }
            return nil
        }
    }

    /// The members of a coin object this path reads (`CoinGeckoMarketCoin`'s keys); any other is skipped.
    private enum Field: Int, CaseIterable {
        case id, symbol, name, marketCapRank, lastUpdated, sparkline
        case currentPrice, marketCap, totalVolume, high24h, low24h, priceChange24h, priceChangePercentage24h
        case marketCapChange24h, marketCapChangePercentage24h, priceChangePercentage7d, circulatingSupply, ath
        case athChangePercentage

        /// The key in the answer.
        var key: StaticString {
            switch self {
            case .id: "id"
            case .symbol: "symbol"
            case .name: "name"
            case .marketCapRank: "market_cap_rank"
            case .lastUpdated: "last_updated"
            case .sparkline: "sparkline_in_7d"
            case .currentPrice: "current_price"
            case .marketCap: "market_cap"
            case .totalVolume: "total_volume"
            case .high24h: "high_24h"
            case .low24h: "low_24h"
            case .priceChange24h: "price_change_24h"
            case .priceChangePercentage24h: "price_change_percentage_24h"
            case .marketCapChange24h: "market_cap_change_24h"
            case .marketCapChangePercentage24h: "market_cap_change_percentage_24h"
            case .priceChangePercentage7d: "price_change_percentage_7d_in_currency"
            case .circulatingSupply: "circulating_supply"
            case .ath: "ath"
            case .athChangePercentage: "ath_change_percentage"
            }
        }

        /// The field whose key is `bytes`; nil for any other key.
        static func named(_ bytes: UnsafeRawBufferPointer) -> Field? {
            allCases.first { field in
                let key = field.key
                return key.utf8CodeUnitCount == bytes.count
                    && memcmp(key.utf8Start, bytes.baseAddress!, bytes.count) == 0
            }
        }

        /// Whether this field holds one of the coin's `Decimal`s (`store`).
        var isDecimal: Bool {
            switch self {
            case .id, .symbol, .name, .marketCapRank, .lastUpdated, .sparkline: false
            default: true
            }
        }

        /// Sets the coin's `Decimal` this field holds to `value` (a switch: a key path is much slower a number);
        /// nothing for the others.
        func store(_ value: Decimal?, in coin: inout Coin) {
            switch self {
            case .currentPrice: coin.currentPrice = value
            case .marketCap: coin.marketCap = value
            case .totalVolume: coin.totalVolume = value
            case .high24h: coin.high24h = value
            case .low24h: coin.low24h = value
            case .priceChange24h: coin.priceChange24h = value
            case .priceChangePercentage24h: coin.priceChangePercentage24h = value
            case .marketCapChange24h: coin.marketCapChange24h = value
            case .marketCapChangePercentage24h: coin.marketCapChangePercentage24h = value
            case .priceChangePercentage7d: coin.priceChangePercentage7d = value
            case .circulatingSupply: coin.circulatingSupply = value
            case .ath: coin.ath = value
            case .athChangePercentage: coin.athChangePercentage = value
            case .id, .symbol, .name, .marketCapRank, .lastUpdated, .sparkline: break
            }
        }
    }

    /// One coin object, as `CoinGeckoMarketCoin` decodes it; nil when it is not the common case.
    private static func coin(_ reader: inout StrictJSONReader) -> Coin? {
        var coin = Coin(id: "", symbol: "", name: "")
        var seen: UInt32 = 0  // a bit per `Field` read
        let read = reader.readObject { reader, key in
            guard let field = Field.named(key) else { return reader.skipValue() }
            let bit: UInt32 = 1 << field.rawValue
            guard seen & bit == 0, Self.read(field, into: &coin, from: &reader) else { return false }
            seen |= bit
            return true
        }
        guard read else { return nil }
        // A coin without its id, symbol or name, or with an empty id, is one JSONDecoder drops: not this path's.
        let required: UInt32 = 1 << Field.id.rawValue | 1 << Field.symbol.rawValue | 1 << Field.name.rawValue
        guard seen & required == required, !coin.id.isEmpty else { return nil }
        return coin
    }

    /// Reads the value of `field` into `coin`; false when it is not what `CoinGeckoMarketCoin` would take.
    private static func read(_ field: Field, into coin: inout Coin, from reader: inout StrictJSONReader) -> Bool {
        if field.isDecimal {
            guard let value = decimal(&reader) else { return false }
            field.store(value, in: &coin)
            return true
        }
        switch field {
        case .id, .symbol, .name:
            guard let text = reader.plainString() else { return false }
            switch field {
            case .id: coin.id = text
            case .symbol: coin.symbol = TerminalText.sanitize(text)
            default: coin.name = TerminalText.sanitize(text)
            }
        case .marketCapRank:
            guard let value = decimal(&reader) else { return false }
            guard let rank = value else { return true }
            // JSONInteger's rule: a whole number within Int32; anything else makes JSONDecoder drop the coin.
            guard rank == rank.rounded(scale: 0), abs(rank) <= Decimal(Int32.max) else { return false }
            coin.marketCapRank = NSDecimalNumber(decimal: rank).intValue
        case .lastUpdated:
            if reader.takeNull() { return true }
            guard let text = reader.plainString() else { return false }
            coin.lastUpdated = DateFormat.parseISO8601(text)
        case .sparkline:
            guard let prices = sparkline(&reader) else { return false }
            coin.sparkline7d = prices
        default:
            return false
        }
        return true
    }

    /// A number as an exact `Decimal` (`.some(nil)` for null); nil for another value, a number that is not plain
    /// (`isPlain`: JSONDecoder refuses "1.0e-128", which is 10e-129 as written, before normalizing it), or one
    /// with more than 19 significant digits.
    private static func decimal(_ reader: inout StrictJSONReader) -> Decimal?? {
        if reader.takeNull() { return .some(nil) }
        guard let number = reader.numberBytes(), isPlain(number), let parts = DecimalParts(utf8: number) else { return nil }
        return .some(parts.decimal)
    }

    /// Whether `text` is a number both readers take alike: at most `maximumDigits` digits and a power of ten
    /// within ±`maximumExponent` as written, and no exponent on a zero ("0e2": JSONDecoder refuses some of these).
    private static func isPlain(_ number: UnsafeRawBufferPointer) -> Bool {
        guard let written = WrittenNumber(number), written.digits <= maximumDigits,
              abs(written.exponent) <= maximumExponent else { return false }
        return !written.hasExponent || hasNonZeroDigit(number)
    }

    /// The most digits a number this path reads may be written with (prices and market caps have at most ~20).
    private static let maximumDigits = 30
    /// The largest power of ten, as written, of a number this path reads (`Decimal` holds -128…127).
    private static let maximumExponent = 100

    /// A JSON number's digits and power of ten as written: "0.0012e3" is 5 digits, exponent 3 - 4 = -1.
    private struct WrittenNumber {
        var digits = 0
        var exponent = 0
        var hasExponent = false

        /// Nil when the written exponent does not fit in 5 digits. `number` is in JSON's grammar (`numberBytes`).
        init?(_ number: UnsafeRawBufferPointer) {
            var fractionDigits = 0
            var inFraction = false
            var index = 0
            while index < number.count, number[index] != UInt8(ascii: "e"), number[index] != UInt8(ascii: "E") {
                let byte = number[index]
                if byte == UInt8(ascii: ".") { inFraction = true } else if byte != UInt8(ascii: "-") {
                    digits += 1
                    if inFraction { fractionDigits += 1 }
                }
                index += 1
            }
            if index < number.count {
                hasExponent = true
                let power = number[(index + 1)...]
                guard power.count <= 6, let value = Int(String(decoding: power, as: UTF8.self)) else { return nil }
                exponent = value
            }
            exponent -= fractionDigits
        }
    }

    /// `sparkline_in_7d`: null (`.some(nil)`), or an object whose `price` is null or an array of numbers and
    /// nulls, keeping the numbers; nil for anything else.
    private static func sparkline(_ reader: inout StrictJSONReader) -> [Double]?? {
        if reader.takeNull() { return .some(nil) }
        var prices: [Double]?
        var seenPrice = false
        let read = reader.readObject { reader, key in
            guard String(decoding: key, as: UTF8.self) == "price" else { return reader.skipValue() }
            guard !seenPrice, let list = priceList(&reader) else { return false }
            seenPrice = true
            prices = list
            return true
        }
        return read ? .some(prices) : nil
    }

    /// Whether the digits before the exponent of `text` are not all zeros.
    private static func hasNonZeroDigit(_ number: UnsafeRawBufferPointer) -> Bool {
        number.prefix { $0 != UInt8(ascii: "e") && $0 != UInt8(ascii: "E") }
            .contains { (UInt8(ascii: "1")...UInt8(ascii: "9")).contains($0) }
    }

    /// `price`: null (`.some(nil)`) or an array of finite numbers and nulls (the numbers kept); nil otherwise.
    private static func priceList(_ reader: inout StrictJSONReader) -> [Double]?? {
        if reader.takeNull() { return .some(nil) }
        var prices: [Double] = []
        let read = reader.readArray { reader in
            if reader.takeNull() { return true }
            guard let number = reader.numberBytes(), isPlain(number),
                  let price = Double(Substring(decoding: number, as: UTF8.self)), price.isFinite else { return false }
            prices.append(price)
            return true
        }
        return read ? .some(prices) : nil
    }
}
