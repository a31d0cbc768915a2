extension String {
    /// The string without leading and trailing blanks: tab and the Unicode space separators (the same set as
    /// `CharacterSet.whitespaces`), in plain Swift. Foundation's `trimmingCharacters(in:)` goes through NSString and
    /// initialises CoreFoundation on first use, a measurable part of a command's start-up.
    package func trimmingBlanks() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isBlank }),
            let last = scalars.lastIndex(where: { !$0.isBlank })
        else { return "" }
        return String(scalars[first...last])
    }
}

extension Unicode.Scalar {
    /// Tab or a Unicode space separator (general category Zs).
    fileprivate var isBlank: Bool { self == "\t" || properties.generalCategory == .spaceSeparator }
}
