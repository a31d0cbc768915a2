import Foundation

/// Finds currencies by code, currency name or region, case- and diacritic-insensitively ("zloty" finds
/// "złoty"), in the catalog's locale, in English and in the main languages of the regions using each
/// currency ("гривня" → UAH through Ukrainian).
package enum CurrencySearch {
    /// The currencies matching `query`, best first: exact code, then code prefix, then a word of a name or
    /// region starting with the query, then the query anywhere in a name or region. Within one rank, matches
    /// in the catalog's locale or English come before matches in other languages; ties go by code.
    /// Each currency appears once, at its best match. A blank query matches nothing.
    package static func search(_ query: String, in catalog: CurrencyCatalog) -> [CurrencyMatch] {
        rankedHits(query, in: catalog).map(\.match)
    }

    /// The matches with the language tier of the term that matched, best first.
    static func rankedHits(_ query: String, in catalog: CurrencyCatalog)
        -> [(match: CurrencyMatch, tier: SearchTerm.Tier)]
    {
        let folded = SearchFolding.fold(query.trimmingCharacters(in: .whitespacesAndNewlines))
        guard !folded.isEmpty else { return [] }
        let aliasTarget = CurrencyCode.knownAliases[folded.uppercased()].map(CurrencyCode.init(rawValue:))
        var hits: [(match: CurrencyMatch, tier: SearchTerm.Tier)] = []
        for (position, currency) in catalog.currencies.enumerated() {
            if let hit = codeMatch(folded, currency: currency, aliasTarget: aliasTarget) {
                hits.append((hit, .primary))
            } else if let (hit, tier) = termMatch(folded, currency: currency, terms: catalog.terms[position]) {
                hits.append((hit, tier))
            }
        }
        hits.sort { lhs, rhs in
            (lhs.match.rank, lhs.tier, lhs.match.currency.code) < (rhs.match.rank, rhs.tier, rhs.match.currency.code)
        }
        return hits
    }

    /// An exact-code or code-prefix match.
    static func codeMatch(_ folded: String, currency: CurrencyInfo, aliasTarget: CurrencyCode?) -> CurrencyMatch? {
        let code = currency.code.rawValue.lowercased()
        if code == folded || aliasTarget == currency.code {
            return CurrencyMatch(currency: currency, rank: .exactCode, matchedText: currency.code.rawValue)
        }
        if code.hasPrefix(folded) {
            return CurrencyMatch(currency: currency, rank: .codePrefix, matchedText: currency.code.rawValue)
        }
        return nil
    }

    /// The best name or region match of one currency, with the tier of the term that matched.
    static func termMatch(_ folded: String, currency: CurrencyInfo, terms: [SearchTerm])
        -> (CurrencyMatch, SearchTerm.Tier)?
    {
        var best: (rank: CurrencyMatch.Rank, tier: SearchTerm.Tier, text: String)?
        for term in terms {
            guard let rank = rank(of: folded, in: term.folded) else { continue }
            if let current = best, (current.rank, current.tier) <= (rank, term.tier) { continue }
            best = (rank, term.tier, term.text)
        }
        return best.map { (CurrencyMatch(currency: currency, rank: $0.rank, matchedText: $0.text), $0.tier) }
    }

    /// `.wordPrefix` when `query` occurs at the start of a word of `text`, `.substring` when only elsewhere.
    static func rank(of query: String, in text: String) -> CurrencyMatch.Rank? {
        var found = false
        var searchStart = text.startIndex
        while let range = text.range(of: query, range: searchStart..<text.endIndex) {
            found = true
            if range.lowerBound == text.startIndex { return .wordPrefix }
            let before = text[text.index(before: range.lowerBound)]
            if !before.isLetter && !before.isNumber { return .wordPrefix }
            searchStart = text.index(after: range.lowerBound)
        }
        return found ? .substring : nil
    }
}
