/// A 1-based line and column in a text; the column counts characters (grapheme clusters), not bytes.
struct TextPosition: Equatable, Sendable {
    var line: Int
    var column: Int

    /// The position of the UTF-8 byte `offset` (clamped to the text) in `bytes`.
    init(offset: Int, in bytes: [UInt8]) {
        let end = max(0, min(offset, bytes.count))
        var line = 1
        var lineStart = 0
        for index in 0..<end where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        self.line = line
        self.column = String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1
    }
}
