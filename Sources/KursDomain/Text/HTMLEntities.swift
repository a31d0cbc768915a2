/// Decodes HTML character references.
enum HTMLEntities {
    /// The named entities understood; `&nbsp;` becomes a plain space.
    static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ",
        "mdash": "\u{2014}", "ndash": "\u{2013}", "hellip": "\u{2026}", "laquo": "\u{AB}", "raquo": "\u{BB}",
        "copy": "\u{A9}", "reg": "\u{AE}", "trade": "\u{2122}", "euro": "\u{20AC}",
        "lsquo": "\u{2018}", "rsquo": "\u{2019}", "ldquo": "\u{201C}", "rdquo": "\u{201D}", "bull": "\u{2022}",
    ]

    /// `text` with `&name;`, `&#NNN;` and `&#xHH;` replaced. Unknown or invalid references stay as written.
    static func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var out = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let afterAmp = rest.index(after: amp)
            let candidate = rest[afterAmp...].prefix(12)
            if let semicolon = candidate.firstIndex(of: ";"), let decoded = reference(rest[afterAmp..<semicolon]) {
                out += decoded
                rest = rest[rest.index(after: semicolon)...]
            } else {
                out += "&"
                rest = rest[afterAmp...]
            }
        }
        out += rest
        return out
    }

    /// The text for a reference without its `&` and `;` ("amp", "#39", "#x27"), or nil.
    static func reference(_ body: Substring) -> String? {
        if body.hasPrefix("#") {
            let digits = body.dropFirst()
            let value: UInt32?
            if digits.first == "x" || digits.first == "X" {
                value = UInt32(digits.dropFirst(), radix: 16)
            } else {
                value = UInt32(digits, radix: 10)
            }
            guard let value, value != 0, let scalar = Unicode.Scalar(value) else { return nil }
            return String(Character(scalar))
        }
        return named[body.lowercased()]
    }
}
