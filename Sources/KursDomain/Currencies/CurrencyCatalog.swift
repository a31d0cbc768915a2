package import Foundation

/// Every currency the converter offers, with names and regions derived from Foundation's `Locale`, and the
/// folded search terms `CurrencySearch` matches against. Built once per set of codes and locale (a few
/// milliseconds); the region → currency table behind it is computed once per process.
package struct CurrencyCatalog: Sendable {
    /// The currencies, sorted by code.
    package let currencies: [CurrencyInfo]
    /// Search terms per currency, parallel to `currencies`.
    let terms: [[SearchTerm]]
    let positions: [CurrencyCode: Int]

    /// A catalog of `codes` (aliases such as RUR are mapped to their ISO code; duplicates dropped).
    /// - Parameter locale: names are in this locale where ICU has them, English otherwise.
    package init(codes: some Sequence<CurrencyCode>, locale: Locale = .current) {
        let unique = Set(codes.map(\.iso4217)).sorted()
        let namer = CurrencyNamer(locale: locale)
        var currencies: [CurrencyInfo] = []
        var terms: [[SearchTerm]] = []
        for code in unique {
            let entry = namer.entry(for: code)
            currencies.append(entry.info)
            terms.append(entry.terms)
        }
        self.currencies = currencies
        self.terms = terms
        self.positions = Dictionary(uniqueKeysWithValues: unique.enumerated().map { ($1, $0) })
    }

    /// Every currency open.er-api lists in `rates` (its keys and base), plus UAH, which PrivatBank quotes in.
    /// Source: open.er-api.com `GET {KURS_ERAPI_URL}/v6/latest/{CODE}`.
    package init(rates: MidMarketRates, locale: Locale = .current) {
        self.init(codes: Array(rates.rates.keys) + [rates.baseCode, .uah], locale: locale)
    }

    /// The entry for `code` (RUR finds RUB); nil when the catalog lacks it.
    package func info(for code: CurrencyCode) -> CurrencyInfo? {
        positions[code.iso4217].map { currencies[$0] }
    }

    /// Whether the catalog has `code` (aliases mapped).
    package func contains(_ code: CurrencyCode) -> Bool { positions[code.iso4217] != nil }

    /// The codes, sorted.
    package var codes: [CurrencyCode] { currencies.map(\.code) }
}

/// A text a currency can be found by, folded for matching.
struct SearchTerm: Hashable, Sendable {
    /// How the term ranks among equal matches: names in the catalog's locale or English first.
    enum Tier: Int, Comparable, Sendable {
        case primary = 0
        case localLanguage = 1

        static func < (lhs: Tier, rhs: Tier) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    let text: String
    let folded: String
    let tier: Tier

    init(_ text: String, tier: Tier) {
        self.text = text
        self.folded = SearchFolding.fold(text)
        self.tier = tier
    }
}
