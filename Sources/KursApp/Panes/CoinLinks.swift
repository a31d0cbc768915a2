public import KursCore

/// A coin's links as shown: plain URLs (terminals make them clickable), only http and https ones.
public enum CoinLinks {
    /// ("Website", url) and ("Reddit", url) for the links of `detail` that are http(s) URLs, sanitized.
    public static func items(_ detail: CoinDetail) -> [(label: String, url: String)] {
        var result: [(label: String, url: String)] = []
        if let url = webURL(detail.homepage) { result.append(("Website", url)) }
        if let url = webURL(detail.subredditURL) { result.append(("Reddit", url)) }
        return result
    }

    /// `text` without control characters or spaces when it is an http or https URL; nil otherwise.
    public static func webURL(_ text: String?) -> String? {
        guard let text else { return nil }
        let clean = TerminalText.sanitize(text).trimmingCharacters(in: .whitespaces)
        let lower = clean.lowercased()
        guard lower.hasPrefix("http://") || lower.hasPrefix("https://"), clean.count > 8,
              !clean.contains(where: \.isWhitespace) else { return nil }
        return clean
    }
}
