import Foundation

/// URLs that came with data (a coin's homepage and subreddit, a weather alert's `uri`): shown only when they are
/// web links, so a `javascript:`, `file:` or `ftp:` URL never reaches the screen or the JSON output.
package enum WebLink {
    /// `text` ready to show when it is an http or https URL; nil otherwise.
    ///
    /// The text is sanitized first (`TerminalText.sanitize`: escape sequences and controls removed) and trimmed of
    /// surrounding whitespace, so " https://ok.example" is shown as "https://ok.example". The scheme is matched
    /// case-insensitively ("HTTPS://OK" is kept as written). Refused: any other scheme, a missing scheme
    /// ("//host"), an empty host ("https://", "https:///x") and whitespace inside the URL.
    package static func displayable(_ text: String?) -> String? {
        guard let text else { return nil }
        let clean = TerminalText.sanitize(text).trimmingBlanks()
        guard !clean.contains(where: \.isWhitespace), let separator = clean.range(of: "://") else { return nil }
        let scheme = clean[..<separator.lowerBound].lowercased()
        guard scheme == "http" || scheme == "https",
            let hostStart = clean[separator.upperBound...].first, !"/?#".contains(hostStart)
        else { return nil }
        return clean
    }
}
