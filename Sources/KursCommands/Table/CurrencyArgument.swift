import KursCore

/// Turns a currency argument of the command line ("usd", "zloty", "japan") into a code of the catalog, or the
/// usage error to print (exit 2).
enum CurrencyArgument {
    /// How many candidates an "ambiguous currency" message lists.
    static let candidateLimit = 6

    /// The code `text` stands for in `catalog`.
    /// - Throws: "unknown currency 'XYZ' (did you mean XAF, XCD, XDR?)", "ambiguous currency 'dollar': AUD
    ///   (Australian Dollar), … — give the code", or, for an empty argument, "empty currency".
    static func resolve(_ text: String, in catalog: CurrencyCatalog) throws(CommandParser.UsageError) -> CurrencyCode {
        let shown = TerminalText.sanitize(text)
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw .init("empty currency '': give a code (USD), a currency name (zloty) or a country (japan)")
        }
        switch CurrencySearch.resolve(text, in: catalog) {
        case .found(let code):
            return code
        case .unknown(let suggestions):
            let hint = suggestions.isEmpty ? "" : " (did you mean \(suggestions.map(\.rawValue).joined(separator: ", "))?)"
            throw .init("unknown currency '\(shown)'\(hint)")
        case .ambiguous(let matches):
            let listed = matches.prefix(candidateLimit).map { "\($0.currency.code.rawValue) (\(TerminalText.sanitize($0.currency.name)))" }
            let more = matches.count > candidateLimit ? " and \(matches.count - candidateLimit) more" : ""
            throw .init("ambiguous currency '\(shown)': \(listed.joined(separator: ", "))\(more); give the code")
        }
    }
}
