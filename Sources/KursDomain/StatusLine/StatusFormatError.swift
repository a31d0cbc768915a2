/// Why a `kurs status --format` string was rejected. Every case is a usage error (exit status 2).
package enum StatusFormatError: Error, Equatable, Sendable {
    /// Placeholders that are not understood, as written between the braces (without them), in order of first
    /// appearance, each once: `["foo", "privat:USD:mid"]`. Also holds known kinds with bad arguments
    /// (`privat:USDOLLAR:buy`, `coin:`).
    case unknownPlaceholders([String])
    /// A `{` with no `}` after it (or another `{` before its `}`); `column` is the 1-based character position
    /// of that `{` in the format.
    case unclosedBrace(column: Int)
    /// A lone `}` that is not part of `}}`; `column` is its 1-based character position in the format.
    case unmatchedClosingBrace(column: Int)

    /// One line for stderr, e.g. "unknown placeholder {foo}, {bar}" or
    /// "unclosed '{' at column 5 of the status format (write '{{' for a literal brace)".
    package var message: String {
        switch self {
        case .unknownPlaceholders(let names):
            let list = names.map { "{\(TerminalText.sanitize($0))}" }.joined(separator: ", ")
            return "unknown placeholder\(names.count == 1 ? "" : "s") \(list)"
        case .unclosedBrace(let column):
            return "unclosed '{' at column \(column) of the status format (write '{{' for a literal brace)"
        case .unmatchedClosingBrace(let column):
            return "unmatched '}' at column \(column) of the status format (write '}}' for a literal brace)"
        }
    }
}
