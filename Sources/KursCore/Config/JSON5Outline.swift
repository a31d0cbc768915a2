/// A light scan of a JSON5 text that Foundation's decoder cannot point into: where each key (and each list
/// element) starts, and the first syntax problem with its position. Foundation parses; this only locates.
struct JSON5Outline {
    /// A syntax problem: the UTF-8 byte offset where it is and what is wrong.
    struct SyntaxError: Error, Equatable {
        var offset: Int
        var message: String
    }

    /// UTF-8 byte offset of each key seen (its first occurrence), and of each list element's value.
    /// The empty path maps to the start of the top-level value.
    private(set) var offsets: [ConfigKeyPath: Int] = [:]
    /// The first syntax problem, if any; the scan stops there (keys after it have no offset).
    private(set) var syntaxError: SyntaxError?

    /// Scans `bytes` (UTF-8 text).
    init(bytes: [UInt8]) {
        var scanner = Scanner(bytes: bytes)
        do {
            try scanner.document()
        } catch let error as SyntaxError {
            syntaxError = error
        } catch {
            syntaxError = SyntaxError(offset: 0, message: "invalid JSON5")
        }
        offsets = scanner.offsets
    }

    /// The offset of `path`, or of its nearest ancestor that was seen; 0 when none was.
    func offset(of path: ConfigKeyPath) -> Int {
        var current: ConfigKeyPath? = path
        while let candidate = current {
            if let offset = offsets[candidate] { return offset }
            current = candidate.parent
        }
        return 0
    }
}

/// The recursive-descent scanner behind `JSON5Outline`.
private struct Scanner {
    let bytes: [UInt8]
    var index = 0
    /// The end of the last token read, where a missing ',' or closing bracket belongs.
    var lastTokenEnd = 0
    var offsets: [ConfigKeyPath: Int] = [:]

    init(bytes: [UInt8]) { self.bytes = bytes }

    typealias SyntaxError = JSON5Outline.SyntaxError

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func peek(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    mutating func document() throws {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        try skipTrivia()
        guard current != nil else { throw SyntaxError(offset: index, message: "the file is empty; expected '{'") }
        try value(at: ConfigKeyPath())
        try skipTrivia()
        if current != nil {
            throw SyntaxError(offset: index, message: "unexpected \(describeToken()) after the end of the document")
        }
    }

    /// Skips white space and comments.
    private mutating func skipTrivia() throws {
        while let byte = current {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "/") where peek(at: index + 1) == UInt8(ascii: "/"):
                while let next = current, next != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where peek(at: index + 1) == UInt8(ascii: "*"):
                let start = index
                index += 2
                while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && peek(at: index + 1) == UInt8(ascii: "/")) {
                    index += 1
                }
                guard index < bytes.count else { throw SyntaxError(offset: start, message: "unterminated comment") }
                index += 2
            default:
                return
            }
        }
    }

    private mutating func value(at path: ConfigKeyPath) throws {
        let isKeyed: Bool
        if case .key? = path.components.last { isKeyed = true } else { isKeyed = false }
        if !isKeyed, offsets[path] == nil { offsets[path] = index }
        guard let byte = current else {
            throw SyntaxError(offset: lastTokenEnd, message: "unexpected end of the text; expected a value")
        }
        switch byte {
        case UInt8(ascii: "{"): try object(at: path)
        case UInt8(ascii: "["): try array(at: path)
        case UInt8(ascii: "\""), UInt8(ascii: "'"): _ = try string()
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."):
            try number()
        default:
            guard Self.isIdentifierStart(byte) else {
                throw SyntaxError(offset: index, message: "unexpected \(describeToken()); expected a value")
            }
            let start = index
            let word = identifier()
            guard ["true", "false", "null", "Infinity", "NaN"].contains(word) else {
                throw SyntaxError(offset: start, message: "unexpected '\(word)'; text values need quotes")
            }
        }
    }

    private mutating func object(at path: ConfigKeyPath) throws {
        let open = index
        index += 1
        lastTokenEnd = index
        while true {
            try skipTrivia()
            guard let byte = current else { throw unclosed("{", at: open) }
            if byte == UInt8(ascii: "}") { index += 1; lastTokenEnd = index; return }
            let keyStart = index
            let key: String
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                key = try string()
            } else if Self.isIdentifierStart(byte) {
                key = identifier()
            } else {
                throw SyntaxError(offset: index, message: "expected a key or '}', found \(describeToken())")
            }
            let memberPath = path.appending(key)
            if offsets[memberPath] == nil { offsets[memberPath] = keyStart }
            try skipTrivia()
            guard current == UInt8(ascii: ":") else {
                throw SyntaxError(offset: lastTokenEnd, message: "expected ':' after the key '\(key)'")
            }
            index += 1
            lastTokenEnd = index
            try skipTrivia()
            try value(at: memberPath)
            try skipTrivia()
            switch current {
            case UInt8(ascii: ","): index += 1; lastTokenEnd = index
            case UInt8(ascii: "}"): index += 1; lastTokenEnd = index; return
            case nil: throw unclosed("{", at: open)
            default:
                throw SyntaxError(
                    offset: lastTokenEnd,
                    message: "expected ',' or '}' after the value of '\(key)', found \(describeToken())")
            }
        }
    }

    private mutating func array(at path: ConfigKeyPath) throws {
        let open = index
        index += 1
        lastTokenEnd = index
        var count = 0
        while true {
            try skipTrivia()
            guard let byte = current else { throw unclosed("[", at: open) }
            if byte == UInt8(ascii: "]") { index += 1; lastTokenEnd = index; return }
            try value(at: path.appending(index: count))
            count += 1
            try skipTrivia()
            switch current {
            case UInt8(ascii: ","): index += 1; lastTokenEnd = index
            case UInt8(ascii: "]"): index += 1; lastTokenEnd = index; return
            case nil: throw unclosed("[", at: open)
            default:
                throw SyntaxError(
                    offset: lastTokenEnd, message: "expected ',' or ']' after a list element, found \(describeToken())")
            }
        }
    }

    /// Reads a quoted string and returns its text (escapes decoded roughly; enough to name a key).
    private mutating func string() throws -> String {
        let open = index
        let quote = bytes[index]
        index += 1
        var text: [UInt8] = []
        while true {
            guard let byte = current else { throw SyntaxError(offset: open, message: "unterminated string") }
            switch byte {
            case quote:
                index += 1
                lastTokenEnd = index
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                throw SyntaxError(
                    offset: index, message: "unterminated string (a line break inside a string needs a '\\' before it)")
            case UInt8(ascii: "\\"):
                try escape(into: &text)
            default:
                text.append(byte)
                index += 1
            }
        }
    }

    private mutating func escape(into text: inout [UInt8]) throws {
        let start = index
        index += 1
        guard let byte = current else { throw SyntaxError(offset: start, message: "unterminated string") }
        index += 1
        switch byte {
        case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
        case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
        case UInt8(ascii: "r"), UInt8(ascii: "b"), UInt8(ascii: "f"): break
        case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(byte)
        case UInt8(ascii: "\n"): break
        case UInt8(ascii: "\r"): if current == UInt8(ascii: "\n") { index += 1 }
        case UInt8(ascii: "u"):
            let digits = index < bytes.count ? bytes[index..<min(index + 4, bytes.count)] : []
            guard digits.count == 4, let scalar = UInt32(String(decoding: digits, as: UTF8.self), radix: 16) else {
                throw SyntaxError(offset: start, message: "'\\u' needs four hex digits")
            }
            index += 4
            text.append(contentsOf: Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "?").utf8))
        default:
            throw SyntaxError(offset: start, message: "unknown escape '\\\(Character(Unicode.Scalar(byte)))' in a string")
        }
    }

    private mutating func number() throws {
        let start = index
        if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
        if let byte = current, Self.isIdentifierStart(byte) {
            let word = identifier()
            guard word == "Infinity" || word == "NaN" else {
                throw SyntaxError(offset: start, message: "invalid number")
            }
            return
        }
        if current == UInt8(ascii: "0"), peek(at: index + 1) == UInt8(ascii: "x") || peek(at: index + 1) == UInt8(ascii: "X") {
            index += 2
            let digitsStart = index
            while let byte = current, Self.isHexDigit(byte) { index += 1 }
            guard index > digitsStart else { throw SyntaxError(offset: start, message: "invalid hex number") }
        } else {
            var digits = 0
            while let byte = current, Self.isDigit(byte) { index += 1; digits += 1 }
            if current == UInt8(ascii: ".") {
                index += 1
                while let byte = current, Self.isDigit(byte) { index += 1; digits += 1 }
            }
            guard digits > 0 else { throw SyntaxError(offset: start, message: "invalid number") }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                index += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
                let exponentStart = index
                while let byte = current, Self.isDigit(byte) { index += 1 }
                guard index > exponentStart else { throw SyntaxError(offset: start, message: "invalid number") }
            }
        }
        if let byte = current, Self.isIdentifierPart(byte) {
            throw SyntaxError(offset: start, message: "invalid number")
        }
        lastTokenEnd = index
    }

    private mutating func identifier() -> String {
        let start = index
        while let byte = current, Self.isIdentifierPart(byte) { index += 1 }
        lastTokenEnd = index
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private func unclosed(_ bracket: String, at open: Int) -> SyntaxError {
        let position = TextPosition(offset: open, in: bytes)
        let closing = bracket == "{" ? "}" : "]"
        return SyntaxError(
            offset: lastTokenEnd,
            message: "expected '\(closing)' to close the '\(bracket)' at line \(position.line), column \(position.column)")
    }

    /// The token at the scan position for a message: `'b'`, `'"'`, or "the end of the text".
    private func describeToken() -> String {
        guard let byte = current else { return "the end of the text" }
        if Self.isIdentifierPart(byte) {
            var end = index
            while end < bytes.count, Self.isIdentifierPart(bytes[end]) { end += 1 }
            return "'\(String(decoding: bytes[index..<end], as: UTF8.self))'"
        }
        let text = String(decoding: bytes[index..<min(index + 4, bytes.count)], as: UTF8.self)
        return "'\(text.first.map(String.init) ?? "?")'"
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "\\") || byte >= 0x80
    }

    private static func isIdentifierPart(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }
}
