import Foundation

/// A strict reader of JSON text (RFC 8259) over UTF-8 bytes, for `MarketsFastPath`: whitespace, strings without
/// escapes read as text, numbers kept as their text, literals, and any other value checked and skipped. Every
/// read returns nil (and the caller gives up, falling back to `JSONDecoder`) on anything it does not accept: an
/// escape in a string it reads, a byte under 0x20 in a string, invalid UTF-8, a number outside JSON's grammar, a
/// value nested deeper than `maximumDepth`, or the end of the text.
package struct StrictJSONReader {
    /// How deep a skipped value may nest (JSONDecoder's own limit is 512; a markets answer nests 2 levels).
    package static let maximumDepth = 32

    package let bytes: UnsafeRawBufferPointer
    /// The offset of the next byte to read.
    package var offset = 0

    package init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    /// Whether only whitespace is left.
    package var atEnd: Bool {
        mutating get {
            skipWhitespace()
            return offset == bytes.count
        }
    }

    /// The next byte after whitespace, not consumed; nil at the end.
    package mutating func peek() -> UInt8? {
        skipWhitespace()
        return offset < bytes.count ? bytes[offset] : nil
    }

    /// Consumes `byte` (after whitespace); false, consuming nothing, when the next byte is another.
    package mutating func take(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        offset += 1
        return true
    }

    package mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0A, 0x0D: offset += 1
            default: return
            }
        }
    }

    /// A string without escapes, as text; nil for anything else (an escape, a control byte, invalid UTF-8).
    package mutating func plainString() -> String? {
        plainStringBytes().map { String(decoding: $0, as: UTF8.self) }  // valid UTF-8: checked
    }

    /// The bytes of a string without escapes (between its quotes), for comparing with known keys; nil for anything
    /// else (an escape, a control byte, invalid UTF-8).
    package mutating func plainStringBytes() -> UnsafeRawBufferPointer? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = offset
        var ascii = true
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                let text = UnsafeRawBufferPointer(rebasing: bytes[start..<offset])
                offset += 1
                guard ascii || String(validating: text, as: UTF8.self) != nil else { return nil }
                return text
            }
            guard byte != UInt8(ascii: "\\"), byte >= 0x20 else { return nil }
            if byte >= 0x80 { ascii = false }
            offset += 1
        }
        return nil
    }

    /// The text of a number in JSON's grammar (`-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`); nil otherwise.
    package mutating func numberText() -> Substring? {
        numberBytes().map { Substring(decoding: $0, as: UTF8.self) }
    }

    /// The bytes of a number in JSON's grammar, as `numberText`, without making text of them; nil otherwise.
    package mutating func numberBytes() -> UnsafeRawBufferPointer? {
        skipWhitespace()
        let start = offset
        if next(is: UInt8(ascii: "-")) { offset += 1 }
        if next(is: UInt8(ascii: "0")) {
            offset += 1
        } else {
            guard digits() > 0 else { return nil }
        }
        if next(is: UInt8(ascii: ".")) {
            offset += 1
            guard digits() > 0 else { return nil }
        }
        if next(is: UInt8(ascii: "e")) || next(is: UInt8(ascii: "E")) {
            offset += 1
            if next(is: UInt8(ascii: "+")) || next(is: UInt8(ascii: "-")) { offset += 1 }
            guard digits() > 0 else { return nil }
        }
        return UnsafeRawBufferPointer(rebasing: bytes[start..<offset])
    }

    /// Consumes `null`; false, consuming nothing, when the next value is not null.
    package mutating func takeNull() -> Bool { takeWord("null") }

    /// Reads an array, `element` reading each element (it returns false for one it does not take); false when the
    /// next value is not an array or an element was not taken.
    package mutating func readArray(_ element: (inout StrictJSONReader) -> Bool) -> Bool {
        readSequence(open: UInt8(ascii: "["), close: UInt8(ascii: "]"), element)
    }

    /// Reads an object whose keys have no escapes, `member` reading each value (given its key's bytes; it returns
    /// false for one it does not take); false when the next value is not such an object or a member was not taken.
    package mutating func readObject(_ member: (inout StrictJSONReader, UnsafeRawBufferPointer) -> Bool) -> Bool {
        readSequence(open: UInt8(ascii: "{"), close: UInt8(ascii: "}")) { reader in
            guard let key = reader.plainStringBytes(), reader.take(UInt8(ascii: ":")) else { return false }
            return member(&reader, key)
        }
    }

    /// `open`, then comma-separated items each read by `item`, then `close` (or `open` and `close` alone).
    private mutating func readSequence(open: UInt8, close: UInt8, _ item: (inout StrictJSONReader) -> Bool) -> Bool {
        guard take(open) else { return false }
        if take(close) { return true }
        repeat {
            guard item(&self) else { return false }
        } while take(UInt8(ascii: ","))
        return take(close)
    }

    /// Checks and skips one value of any kind; false when it is not valid JSON.
    package mutating func skipValue(depth: Int = 0) -> Bool {
        guard depth < Self.maximumDepth, let first = peek() else { return false }
        switch first {
        case UInt8(ascii: "\""): return skipString()
        case UInt8(ascii: "{"):
            return readSequence(open: first, close: UInt8(ascii: "}")) { reader in
                reader.skipString() && reader.take(UInt8(ascii: ":")) && reader.skipValue(depth: depth + 1)
            }
        case UInt8(ascii: "["):
            return readArray { $0.skipValue(depth: depth + 1) }
        case UInt8(ascii: "t"): return takeWord("true")
        case UInt8(ascii: "f"): return takeWord("false")
        case UInt8(ascii: "n"): return takeWord("null")
        default: return numberText() != nil
        }
    }

    /// Checks and skips a string, escapes included (`\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t`, `\uXXXX`);
    /// false when it is not a valid JSON string of valid UTF-8.
    private mutating func skipString() -> Bool {
        guard take(UInt8(ascii: "\"")) else { return false }
        let start = offset
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(validating: UnsafeRawBufferPointer(rebasing: bytes[start..<(offset - 1)]), as: UTF8.self) != nil
            case UInt8(ascii: "\\"):
                guard offset < bytes.count else { return false }
                let escaped = bytes[offset]
                offset += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                     UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    continue
                case UInt8(ascii: "u"):
                    // Four hex digits; a lone or mismatched surrogate is left to JSONDecoder (given up here).
                    guard let unit = hexUnit(), !(0xD800...0xDFFF).contains(unit) else { return false }
                default:
                    return false
                }
            case 0..<0x20:
                return false
            default:
                continue
            }
        }
        return false
    }

    /// Four hex digits as a UTF-16 code unit; nil when they are not.
    private mutating func hexUnit() -> UInt16? {
        guard offset + 4 <= bytes.count else { return nil }
        var unit: UInt16 = 0
        for _ in 0..<4 {
            let byte = bytes[offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            unit = unit << 4 | UInt16(digit)
            offset += 1
        }
        return unit
    }

    private func next(is byte: UInt8) -> Bool { offset < bytes.count && bytes[offset] == byte }

    /// Consumes ASCII digits; how many.
    private mutating func digits() -> Int {
        let start = offset
        while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) { offset += 1 }
        return offset - start
    }

    /// Consumes `word` (after whitespace) when it is next (what follows is checked by the next read).
    private mutating func takeWord(_ word: StaticString) -> Bool {
        skipWhitespace()
        let count = word.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        for index in 0..<count where bytes[offset + index] != word.utf8Start[index] { return false }
        offset += count
        return true
    }
}
