/// What a currency argument ("USD", "zloty", "japan", "XYZ") stands for.
package enum CurrencyResolution: Hashable, Sendable {
    /// One currency: the text is its code (or an alias such as RUR), or the only best match.
    case found(CurrencyCode)
    /// Several currencies match equally well ("dollar"); the matches, best first.
    case ambiguous([CurrencyMatch])
    /// Nothing matches; the nearest codes by edit distance, for "did you mean".
    case unknown(suggestions: [CurrencyCode])
}

extension CurrencySearch {
    /// Resolves a currency argument of the command line: a code of the catalog (case-insensitive, aliases
    /// mapped) is found at once; otherwise the search decides — found when exactly one currency has the best
    /// rank and language tier, ambiguous when several do, unknown (with `nearestCodes`) when none matches.
    package static func resolve(_ text: String, in catalog: CurrencyCatalog) -> CurrencyResolution {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let code = CurrencyCode(trimmed).iso4217
        if catalog.contains(code) { return .found(code) }
        let hits = rankedHits(trimmed, in: catalog)
        guard let first = hits.first else { return .unknown(suggestions: nearestCodes(to: trimmed, in: catalog)) }
        let best = hits.prefix { ($0.match.rank, $0.tier) == (first.match.rank, first.tier) }
        return best.count == 1 ? .found(first.match.currency.code) : .ambiguous(hits.map(\.match))
    }
}
