/// Matches one secret in text however each of its characters is spelled: as itself, percent-encoded (its UTF-8
/// bytes as `%XX`, hex in either case; `+` for a space) or JSON-escaped (`\uXXXX` in either case, a surrogate
/// pair above U+FFFF, `\"`, `\\`, `\/`). Spellings may be mixed within one occurrence.
enum SecretSpelling {
    /// The index just past the longest spelling of `secret` that starts at `start` in `text`, or nil.
    ///
    /// Tracks every position an ambiguous prefix can reach (a `%` in a secret can be itself or `%25`), so the
    /// work is bounded by secret length × spellings, never exponential.
    static func match(_ secret: [Unicode.Scalar], in text: [Unicode.Scalar], at start: Int) -> Int? {
        guard start < text.count, let first = secret.first else { return nil }
        let opening = text[start]
        guard sameLetter(opening, first) || opening == "%" || opening == "\\" || opening == "+" else { return nil }
        var positions = [start]
        for (index, scalar) in secret.enumerated() {
            var next: [Int] = []
            for position in positions {
                let from = index == 0 ? position : skippingInvisible(text, from: position)
                for end in ends(of: scalar, in: text, at: from) where !next.contains(end) { next.append(end) }
            }
            if next.isEmpty { return nil }
            positions = next
        }
        return positions.max()
    }

    /// Where each spelling of `scalar` that starts at `position` ends.
    static func ends(of scalar: Unicode.Scalar, in text: [Unicode.Scalar], at position: Int) -> [Int] {
        guard position < text.count else { return [] }
        var ends: [Int] = []
        if sameLetter(text[position], scalar) { ends.append(position + 1) }
        if scalar == " ", text[position] == "+" { ends.append(position + 1) }
        if let end = percentEncoded(scalar, in: text, at: position) { ends.append(end) }
        if let end = jsonEscaped(scalar, in: text, at: position) { ends.append(end) }
        return ends
    }

    /// The same scalar, ASCII letters in either case (a server may echo a key lower-cased).
    static func sameLetter(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Bool {
        guard a != b else { return true }
        guard a.isASCII, b.isASCII, a.properties.isAlphabetic, b.properties.isAlphabetic else { return false }
        return a.value | 0x20 == b.value | 0x20
    }

    /// `position` moved past characters a terminal shows as nothing (controls, zero-width and format characters
    /// such as U+200B and the soft hyphen U+00AD), so a key split by them still counts as the key.
    static func skippingInvisible(_ text: [Unicode.Scalar], from position: Int) -> Int {
        var index = position
        while index < text.count {
            let scalar = text[index]
            let category = scalar.properties.generalCategory
            guard category == .format || category == .control || scalar.value == 0x00AD else { break }
            index += 1
        }
        return index
    }

    /// `%XX` for each UTF-8 byte of `scalar`.
    static func percentEncoded(_ scalar: Unicode.Scalar, in text: [Unicode.Scalar], at position: Int) -> Int? {
        var index = position
        for byte in UTF8.encode(scalar)! {
            guard index + 2 < text.count, text[index] == "%", hexValue(text, index + 1, digits: 2) == UInt32(byte)
            else { return nil }
            index += 3
        }
        return index
    }

    /// `\uXXXX` (a surrogate pair above U+FFFF) or the short escapes `\"`, `\\`, `\/`.
    static func jsonEscaped(_ scalar: Unicode.Scalar, in text: [Unicode.Scalar], at position: Int) -> Int? {
        guard position + 1 < text.count, text[position] == "\\" else { return nil }
        if "\"\\/".unicodeScalars.contains(scalar), text[position + 1] == scalar { return position + 2 }
        var index = position
        for unit in UTF16.encode(scalar)! {
            guard index + 5 < text.count, text[index] == "\\", text[index + 1] == "u",
                hexValue(text, index + 2, digits: 4) == UInt32(unit)
            else { return nil }
            index += 6
        }
        return index
    }

    /// The value of `digits` hex digits (either case) at `start`, or nil when one is not a hex digit.
    static func hexValue(_ text: [Unicode.Scalar], _ start: Int, digits: Int) -> UInt32? {
        guard start + digits <= text.count else { return nil }
        var value: UInt32 = 0
        for scalar in text[start..<(start + digits)] {
            guard let digit = Character(scalar).hexDigitValue, scalar.isASCII else { return nil }
            value = value * 16 + UInt32(digit)
        }
        return value
    }
}
