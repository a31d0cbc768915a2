import Foundation

/// Replaces configured secrets (API keys) in text with "REDACTED" before the text is shown, logged or stored in
/// an error: error bodies often echo the request, and with it the key.
///
/// A secret is found however a server spelled it, character by character in any mix of:
/// - the character itself (`CG-abc`);
/// - percent-encoding of its UTF-8 bytes, hex digits in either case (`%2F`, `%2f`), and `+` for a space;
/// - a JSON string escape: `\uXXXX` (either case; a surrogate pair above U+FFFF) and `\"`, `\\`, `\/`.
///
/// Secrets are trimmed of surrounding whitespace. Empty secrets, and secrets shorter than `minimumLength`
/// characters, are ignored: no real API key is that short, and redacting every "a" or "42" in a message would
/// destroy the message while protecting nothing.
package struct SecretRedactor: Sendable, Equatable {
    /// What replaces each secret.
    package static let replacement = "REDACTED"
    /// Secrets shorter than this many characters (Unicode scalars) are not redacted.
    package static let minimumLength = 4

    /// The secrets, as scalars, longest first (so a secret that contains another is replaced whole).
    let secrets: [[Unicode.Scalar]]

    /// A redactor for `secrets` (duplicates, blanks and too-short ones dropped).
    package init(secrets: [String]) {
        var unique: [[Unicode.Scalar]] = []
        for secret in secrets {
            let scalars = Array(secret.trimmingCharacters(in: .whitespacesAndNewlines).unicodeScalars)
            if scalars.count >= Self.minimumLength, !unique.contains(scalars) { unique.append(scalars) }
        }
        self.secrets = unique.sorted { $0.count > $1.count }
    }

    /// A redactor that changes nothing.
    package static let none = SecretRedactor(secrets: [])

    /// Whether there is no secret to redact (every `redact` returns its input).
    package var isEmpty: Bool { secrets.isEmpty }

    /// `text` with every occurrence of every secret, in any spelling above, replaced by "REDACTED".
    package func redact(_ text: String) -> String {
        guard !secrets.isEmpty, !text.isEmpty else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        var copiedUpTo = 0
        var changed = false
        while index < scalars.count {
            if let end = longestMatch(in: scalars, at: index) {
                out.append(contentsOf: scalars[copiedUpTo..<index])
                out.append(contentsOf: Self.replacement.unicodeScalars)
                index = end
                copiedUpTo = end
                changed = true
            } else {
                index += 1
            }
        }
        guard changed else { return text }
        out.append(contentsOf: scalars[copiedUpTo...])
        return String(out)
    }

    /// `error` with `redact(_:)` applied to the text it carries (`unexpectedContent`, `apiError`, `unusable`, `notFound`,
    /// `transportUnavailable`); the other cases carry no text (`secureConnectionFailed`'s are fixed words) and are returned as they are.
    package func redact(_ error: FetchError) -> FetchError {
        guard !secrets.isEmpty else { return error }
        switch error {
        case .unexpectedContent(let text): return .unexpectedContent(redact(text))
        case .apiError(let text): return .apiError(redact(text))
        case .unusable(let text): return .unusable(redact(text))
        case .notFound(let text): return .notFound(redact(text))
        case .transportUnavailable(let text): return .transportUnavailable(redact(text))
        case .offline, .secureConnectionFailed, .timeout, .rateLimited, .serverError: return error
        }
    }

    /// The end of the longest secret spelled at `start`, if any.
    func longestMatch(in text: [Unicode.Scalar], at start: Int) -> Int? {
        var best: Int?
        for secret in secrets {
            if let end = SecretSpelling.match(secret, in: text, at: start), end > (best ?? start) { best = end }
        }
        return best
    }
}
