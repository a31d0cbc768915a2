import Foundation
import Synchronization

/// CoinGecko's `/coins/markets` answer read in one pass (`StrictJSONReader`) when it is the common case: an array
/// of objects whose keys and `id`, `symbol`, `name` and `last_updated` are strings without escapes, whose numbers
/// are plain (`isPlain`; at most 19 significant digits for a `Decimal`), and where every coin is usable. Anything else — an escape in one of those strings, a value
/// of another type, a coin `JSONDecoder` would drop, a repeated key, invalid JSON anywhere — gives nil, and
/// `CoinGeckoDecoder.decodeMarkets` decodes the body with `JSONDecoder` as before. Both give the same coins
/// (`MarketsFastPathTests` compares them on the recorded answers and thousands of mutated ones).
///
/// Why: `JSONDecoder` costs most of a cold start's first frame in its generic containers, per number.
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
        /// leaves the thread to end on its own (it then reads nothing). Why: a new thread can wait for the second core
        /// of a busy virtual machine longer than reading the half here takes.
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

    /// The bit of each required field of `Coin.fields` (its strings), as `coin(_:)` marks the fields it read.
    private static let required: UInt64 = Coin.fields.indices.reduce(0) { mask, index in
        guard case .text = Coin.fields[index].value else { return mask }
        return mask | 1 << UInt64(index)
    }

    /// One coin object, as `CoinGeckoMarketCoin` decodes it; nil when it is not the common case.
    private static func coin(_ reader: inout StrictJSONReader) -> Coin? {
        let fields = Coin.fields
        var coin = Coin(id: "", symbol: "", name: "")
        var seen: UInt64 = 0  // a bit per field of `Coin.fields` read
        let read = reader.readObject { reader, key in
            guard let index = fields.firstIndex(where: { $0.hasKey(key) }) else { return reader.skipValue() }
            let bit: UInt64 = 1 << UInt64(index)
            guard seen & bit == 0, Self.read(fields[index], into: &coin, from: &reader) else { return false }
            seen |= bit
            return true
        }
        // A coin without one of its strings is one JSONDecoder drops: not this path's.
        guard read, seen & required == required else { return nil }
        return coin
    }

    /// Reads the value of `field` into `coin`; false when it is not what `CoinGeckoMarketCoin` would take.
    private static func read(_ field: CoinField, into coin: inout Coin, from reader: inout StrictJSONReader) -> Bool {
        switch field.value {
        case .text(let rule, _, let set):
            guard let text = reader.plainString(), let taken = rule.taken(text) else { return false }
            set(&coin, taken)
        case .decimal(_, let set):
            guard let value = decimal(&reader) else { return false }
            set(&coin, value)
        case .integer(_, let set):
            guard let value = decimal(&reader) else { return false }
            guard let number = value else {
                set(&coin, nil)
                return true
            }
            // JSONInteger's rule: a whole number within Int32; anything else makes JSONDecoder drop the coin.
            guard number == number.rounded(scale: 0), abs(number) <= Decimal(Int32.max) else { return false }
            set(&coin, NSDecimalNumber(decimal: number).intValue)
        case .date(_, let set):
            if reader.takeNull() {
                set(&coin, nil)
                return true
            }
            guard let text = reader.plainString() else { return false }
            set(&coin, DateFormat.parseISO8601(text))
        case .sparkline(_, let set):
            guard let prices = sparkline(&reader) else { return false }
            set(&coin, prices)
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
