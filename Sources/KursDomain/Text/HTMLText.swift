/// Turns an HTML fragment (such as CoinGecko's `description.en`) into plain text for the terminal.
package enum HTMLText {
    /// Plain text from `html`:
    /// tags are removed but their text kept (`<a href="…">Bitcoin</a>` → `Bitcoin`); `<script>`/`<style>`
    /// contents are dropped; `<br>`, `</p>`, `</div>`, `</li>` and `</h1>`…`</h6>` become a line break;
    /// entities are decoded (see `HTMLEntities`); `\r\n` and `\r` become `\n`; runs of spaces collapse to one;
    /// lines are trimmed; at most one blank line is kept between paragraphs; the result is trimmed and passed
    /// through `TerminalText.sanitize(_:keepingNewlines: true)`.
    package static func plainText(fromHTML html: String) -> String {
        let normalised = html.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        let untagged = HTMLTags.strip(normalised)
        let decoded = HTMLEntities.decode(untagged)
        let safe = TerminalText.sanitize(decoded, keepingNewlines: true)
        return collapseWhitespace(safe)
    }

    /// Collapses spaces within lines, trims each line, keeps at most one empty line in a row, trims the whole.
    static func collapseWhitespace(_ text: String) -> String {
        var lines: [String] = []
        var previousBlank = true  // drops leading blank lines
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let words = rawLine.split(whereSeparator: { $0 == " " || $0 == "\u{A0}" })
            let line = words.joined(separator: " ")
            if line.isEmpty {
                if !previousBlank { lines.append("") }
                previousBlank = true
            } else {
                lines.append(line)
                previousBlank = false
            }
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}
