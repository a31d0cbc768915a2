/// Removes HTML tags, keeping the text between them.
enum HTMLTags {
    /// Tags whose end (or, for `br`, the tag itself) is a line break.
    static let lineBreakingEnds: Set<String> = ["p", "div", "li", "h1", "h2", "h3", "h4", "h5", "h6", "tr"]
    /// Elements whose content is not text.
    static let hiddenElements: Set<String> = ["script", "style"]

    /// `html` with tags and comments removed. A `<` that does not start a tag (as in `a < b`) is kept.
    static func strip(_ html: String) -> String {
        var out = ""
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            out += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard afterOpen < rest.endIndex, startsTag(rest[afterOpen]),
                let close = rest[afterOpen...].firstIndex(of: ">")
            else {
                out += "<"
                rest = rest[afterOpen...]
                continue
            }
            let tag = rest[afterOpen..<close]
            rest = rest[rest.index(after: close)...]
            if tag.hasPrefix("!--"), !tag.hasSuffix("--") {  // a comment holding '>'
                if let end = rest.range(of: "-->") { rest = rest[end.upperBound...] } else { rest = "" }
                continue
            }
            let name = tagName(tag)
            if name == "br" || (tag.hasPrefix("/") && lineBreakingEnds.contains(name)) {
                out += "\n"
            } else if !tag.hasPrefix("/"), hiddenElements.contains(name) {
                if let end = rest.range(of: "</\(name)", options: .caseInsensitive) {
                    rest = rest[end.lowerBound...]
                } else {
                    rest = ""
                }
            }
        }
        out += rest
        return out
    }

    /// True when the character after `<` begins a tag: a letter, `/`, `!` or `?`.
    static func startsTag(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character == "/" || character == "!" || character == "?")
    }

    /// The lower-cased element name of a tag's inside (`/P class=x` → `p`, `br/` → `br`).
    static func tagName(_ tag: Substring) -> String {
        let body = tag.drop(while: { $0 == "/" })
        return String(body.prefix(while: { $0.isLetter || $0.isNumber })).lowercased()
    }
}
