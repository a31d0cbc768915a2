import Foundation

/// Derives a catalog entry (name, regions, search terms) for one currency from `Locale`.
struct CurrencyNamer {
    let locale: Locale
    let english = Locale(identifier: "en")

    /// The entry for ISO code `code`.
    func entry(for code: CurrencyCode) -> (info: CurrencyInfo, terms: [SearchTerm]) {
        let regionCodes = RegionCurrencyTable.regionsByCurrency[code.rawValue] ?? []
        let regions = regionCodes.map { RegionInfo(code: $0, name: regionName($0, in: locale) ?? $0) }
            .sorted { ($0.name, $0.code) < ($1.name, $1.code) }
        let name = currencyName(code, in: locale) ?? currencyName(code, in: english)
            ?? derivedName(code, regions: regionCodes) ?? code.rawValue

        var primary: [String] = [name]
        primary += [currencyName(code, in: english) ?? derivedName(code, regions: regionCodes, in: english)]
            .compactMap { $0 }
        for region in regionCodes {
            primary += [regionName(region, in: locale), regionName(region, in: english)].compactMap { $0 }
        }
        var local: [String] = []
        for region in regionCodes {
            guard let language = RegionCurrencyTable.mainLanguage(ofRegion: region) else { continue }
            let native = Locale(identifier: "\(language)_\(region)")
            local += [currencyName(code, in: native), regionName(region, in: native)].compactMap { $0 }
        }
        var seen = Set<String>()
        var terms: [SearchTerm] = []
        for (texts, tier) in [(primary, SearchTerm.Tier.primary), (local, .localLanguage)] {
            for text in texts {
                let term = SearchTerm(text, tier: tier)
                if seen.insert(term.folded).inserted { terms.append(term) }
            }
        }
        return (CurrencyInfo(code: code, name: name, regions: regions), terms)
    }

    /// ICU's name of `code` in `locale`; nil when ICU only echoes the code.
    func currencyName(_ code: CurrencyCode, in locale: Locale) -> String? {
        guard let name = locale.localizedString(forCurrencyCode: code.rawValue), name != code.rawValue else {
            return nil
        }
        return TerminalText.sanitize(name)
    }

    /// ICU's name of `region` in `locale`; nil when ICU only echoes the code.
    func regionName(_ region: String, in locale: Locale) -> String? {
        guard let name = locale.localizedString(forRegionCode: region), name != region else { return nil }
        return TerminalText.sanitize(name)
    }

    /// For a local issue ICU has no name for (FOK), the name of the currency its region uses, with the
    /// region: "Danish Krone (Faroe Islands)".
    func derivedName(_ code: CurrencyCode, regions: [String], in nameLocale: Locale? = nil) -> String? {
        let nameLocale = nameLocale ?? locale
        guard regions.count == 1, let region = regions.first,
            let parent = RegionCurrencyTable.localCurrency(ofRegion: region), parent != code.rawValue,
            let parentName = currencyName(CurrencyCode(parent), in: nameLocale) ?? currencyName(
                CurrencyCode(parent), in: english),
            let regionName = regionName(region, in: nameLocale) ?? regionName(region, in: english)
        else { return nil }
        return "\(parentName) (\(regionName))"
    }
}
