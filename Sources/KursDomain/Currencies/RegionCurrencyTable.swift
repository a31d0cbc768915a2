import Foundation

/// Which regions use which currency, derived once from Foundation's `Locale` (CLDR data): for every
/// two-letter region of `Locale.Region.isoRegions`, the currency of `Locale(identifier: "und_<region>")`.
enum RegionCurrencyTable {
    /// Region codes by ISO currency code, computed on first use; each list sorted.
    static let regionsByCurrency: [String: [String]] = {
        var table: [String: [String]] = [:]
        for region in Locale.Region.isoRegions.map(\.identifier) where region.count == 2 {
            guard let currency = localCurrency(ofRegion: region) else { continue }
            table[currency, default: []].append(region)
        }
        for (currency, regions) in extraRegions { table[currency, default: []].append(contentsOf: regions) }
        return table.mapValues { Array(Set($0)).sorted() }
    }()

    /// What Locale lacks, kept as small as possible. Region codes (names still come from Locale) for:
    /// - local issues open.er-api lists separately while CLDR gives the region the parent currency:
    ///   FOK (Faroe Islands, DKK), GGP / IMP / JEP (Guernsey, Isle of Man, Jersey; GBP), KID / TVD
    ///   (Kiribati, Tuvalu; AUD), LSL (Lesotho, ZAR);
    /// - codes CLDR has replaced that open.er-api still lists: ANG (Curaçao, Sint Maarten; now XCG), HRK
    ///   (Croatia; now EUR), SLL (Sierra Leone; now SLE), VES (Venezuela; now VED), ZWL (Zimbabwe; now ZWG);
    /// - the region "EZ" (Eurozone), which Locale names but gives no currency.
    static let extraRegions: [String: [String]] = [
        "FOK": ["FO"], "GGP": ["GG"], "IMP": ["IM"], "JEP": ["JE"], "KID": ["KI"], "TVD": ["TV"], "LSL": ["LS"],
        "ANG": ["CW", "SX"], "HRK": ["HR"], "SLL": ["SL"], "VES": ["VE"], "ZWL": ["ZW"],
        "EUR": ["EZ"],
    ]

    /// The currency CLDR gives `region` ("TW" → "TWD"), nil when it has none.
    static func localCurrency(ofRegion region: String) -> String? {
        Locale(identifier: "und_\(region)").currency?.identifier
    }

    /// The main language of `region` by CLDR's likely subtags ("UA" → "uk", "TW" → "zh"); nil when unknown.
    static func mainLanguage(ofRegion region: String) -> String? {
        let maximal = Locale.Language(identifier: "und-\(region)").maximalIdentifier
        guard let code = Locale.Language(identifier: maximal).languageCode?.identifier, code != "und" else {
            return nil
        }
        return code
    }
}
