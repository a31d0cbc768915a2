/// Shortens text for a terminal at a word boundary.
enum WordCut {
    /// `text` when it has at most `limit` characters; else its longest prefix of whole words that, with "…"
    /// appended, fits `limit` (trailing spaces and punctuation before the cut dropped); a first word longer than
    /// `limit` is cut inside it. Line breaks count as spaces.
    static func cut(_ text: String, limit: Int) -> String {
        guard text.count > limit, limit > 1 else { return text }
        let room = text.prefix(limit - 1)  // leaves a column for "…"
        let next = text[room.endIndex]
        var kept = Substring(room)
        if !next.isWhitespace, let lastSpace = room.lastIndex(where: \.isWhitespace) {
            kept = room[..<lastSpace]
        }
        while let last = kept.last, last.isWhitespace || ",;:-–—".contains(last) { kept.removeLast() }
        if kept.isEmpty { kept = room }
        return kept + "…"
    }
}
