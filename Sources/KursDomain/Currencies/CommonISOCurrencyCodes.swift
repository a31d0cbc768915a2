import Foundation

extension CurrencyCode {
    /// ICU's common ISO 4217 alpha codes (`Locale.commonISOCurrencyCodes`: current currencies, no funds or metals), as
    /// a set made once a process — Foundation builds the list anew at each call, and a config's dozen codes asked it a
    /// dozen times at every `kurs status`.
    package static let commonISOCodes: Set<String> = Set(Locale.commonISOCurrencyCodes)
    /// Every ISO 4217 code ICU knows, ~300: the common ones, historic ones (PLZ, DEM) and the metals (XAU, XAG —
    /// the NBU and PrivatBank's archive list gold and silver).
    package static let allISOCodes: Set<String> = Set(Locale.Currency.isoCurrencies.map(\.identifier))
}
