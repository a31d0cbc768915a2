/// Scalars that must never reach the terminal from network text (the reliability tests scan decoded text,
/// error messages and every cell of rendered panes for them).
package enum TerminalHazard {
    /// C0 controls (a line feed only when `allowingNewline` is false), DEL, C1 controls U+0080–U+009F, bidi
    /// embeddings and overrides U+202A–U+202E and isolates U+2066–U+2069.
    package static func isHazard(_ scalar: Unicode.Scalar, allowingNewline: Bool = true) -> Bool {
        let v = scalar.value
        if v == 0x0A { return !allowingNewline }
        return v < 0x20 || (0x7F...0x9F).contains(v) || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
    }

    /// The first hazardous scalar in `text`, if any.
    package static func find(in text: String, allowingNewline: Bool = true) -> Unicode.Scalar? {
        text.unicodeScalars.first { isHazard($0, allowingNewline: allowingNewline) }
    }
}
