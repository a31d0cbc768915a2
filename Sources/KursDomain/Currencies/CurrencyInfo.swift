/// One currency of the catalog: its code, its name and the regions (countries, territories) that use it.
///
/// Names come from Foundation's `Locale` (ICU data), never from the network.
package struct CurrencyInfo: Hashable, Sendable {
    /// The ISO 4217 code, e.g. "TWD".
    package let code: CurrencyCode
    /// The name in the catalog's locale where ICU has it, else English, else the code: "New Taiwan Dollar".
    package let name: String
    /// The regions using the currency, sorted by `name`; empty for currencies no region uses (XDR).
    package let regions: [RegionInfo]

    /// An entry with the given fields; `regions` should be sorted by name.
    package init(code: CurrencyCode, name: String, regions: [RegionInfo]) {
        self.code = code
        self.name = name
        self.regions = regions
    }
}

/// A region (country or territory) by its ISO 3166 / CLDR code, with its name in the catalog's locale.
package struct RegionInfo: Hashable, Sendable {
    /// The region code, e.g. "TW", "EZ".
    package let code: String
    /// The region's name, e.g. "Taiwan".
    package let name: String

    /// A region with its code and name.
    package init(code: String, name: String) {
        self.code = code
        self.name = name
    }
}
