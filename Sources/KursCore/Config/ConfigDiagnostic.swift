/// One problem found in a config file, with where it is.
package struct ConfigDiagnostic: Equatable, Sendable {
    /// An error makes the file unusable (the app falls back to defaults); a warning does not.
    package enum Severity: String, Sendable {
        case error, warning
    }

    /// Error or warning.
    package var severity: Severity
    /// 1-based line, or nil for a problem of the file as a whole (its permissions).
    package var line: Int?
    /// 1-based column in characters, or nil with `line`.
    package var column: Int?
    /// The key concerned, e.g. `refresh.budgetPerDay`; nil for syntax and file problems.
    package var keyPath: ConfigKeyPath?
    /// What is wrong, e.g. "expected a number, found a string". Never contains an API key's value.
    package var message: String

    /// A diagnostic.
    package init(severity: Severity, line: Int?, column: Int?, keyPath: ConfigKeyPath?, message: String) {
        self.severity = severity
        self.line = line
        self.column = column
        self.keyPath = keyPath
        self.message = message
    }

    /// One line in the compiler style editors jump to:
    /// `config.json5:12:5: error: refresh.budgetPerDay: expected a number, found a string`. Control and
    /// invisible formatting characters (from the file's keys and values, or the path) are shown escaped, e.g.
    /// `\u{1B}`, never written as they are.
    package func formatted(file: String) -> String {
        var location = file
        if let line { location += ":\(line)" }
        if let line, line > 0, let column { location += ":\(column)" }
        let subject = keyPath.map { "\($0): " } ?? ""
        return Self.escapingControls("\(location): \(severity.rawValue): \(subject)\(message)")
    }

    /// `text` with each control or invisible formatting character (`TerminalText`'s removed set) written as
    /// `\u{XX}` (hexadecimal, upper case).
    static func escapingControls(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if TerminalText.isRemoved(scalar.value) {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
