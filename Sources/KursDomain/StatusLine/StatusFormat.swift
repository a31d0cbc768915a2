/// The `kurs status --format` language: literal text with `{placeholder}`s (see `StatusPlaceholder`);
/// `{{` and `}}` are literal braces.
package enum StatusFormat {
    /// The format used without `--format` (and without a configured one): PrivatBank cash buy/sale for USD and
    /// EUR (UAH per unit) and Bitcoin's price with its 24-hour change. Plain ASCII apart from the arrow; renders
    /// as "USD 41.25/41.85 EUR 46.70/47.70 BTC $67,291.00 ▼ 0.33%".
    package static let defaultFormat =
        "USD {privat:USD:buy}/{privat:USD:sale} EUR {privat:EUR:buy}/{privat:EUR:sale}"
        + " BTC {coin:bitcoin} {coin:bitcoin:24h}"

    /// What a placeholder shows when its value is not in the cache: "?" (ASCII, one column in every locale).
    package static let missingValue = "?"

    /// Parses a format into a template.
    /// - Throws: `StatusFormatError.unclosedBrace` / `.unmatchedClosingBrace` for a brace that is neither part
    ///   of a placeholder nor doubled (the first one found); otherwise `.unknownPlaceholders` listing every
    ///   placeholder not understood.
    package static func parse(_ format: String) throws(StatusFormatError) -> StatusTemplate {
        let characters = Array(format)
        var segments: [StatusTemplate.Segment] = []
        var literal = ""
        var unknown: [String] = []
        var index = 0
        func flushLiteral() {
            segments.append(.literal(TerminalText.sanitize(literal)))
            literal = ""
        }
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            switch character {
            case "{" where next == "{", "}" where next == "}":
                literal.append(character)
                index += 2
            case "{":
                let rest = characters[(index + 1)...]
                guard let close = rest.firstIndex(where: { $0 == "}" || $0 == "{" }), characters[close] == "}" else {
                    throw .unclosedBrace(column: index + 1)
                }
                // Appended one by one: `String(some Sequence)` runs unspecialized and looks up its generic
                // types at run time (0.3 million instructions of `kurs status`, measured).
                let name = characters[(index + 1)..<close].reduce(into: "") { $0.append($1) }
                if let placeholder = StatusPlaceholder(name: name) {
                    flushLiteral()
                    segments.append(.placeholder(placeholder))
                } else if !unknown.contains(name) {
                    unknown.append(name)
                }
                index = close + 1
            case "}":
                throw .unmatchedClosingBrace(column: index + 1)
            default:
                literal.append(character)
                index += 1
            }
        }
        flushLiteral()
        guard unknown.isEmpty else { throw .unknownPlaceholders(unknown) }
        return StatusTemplate(segments: segments)
    }
}
