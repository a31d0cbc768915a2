/// The currencies offered as one-key picks in the converter.
package enum QuickPicks {
    /// The default six: USD, EUR, UAH, GBP, PLN, JPY (the config may replace them).
    package static let defaultCodes: [CurrencyCode] = ["USD", "EUR", "UAH", "GBP", "PLN", "JPY"]
}
