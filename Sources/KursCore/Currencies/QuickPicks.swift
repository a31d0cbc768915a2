/// The currencies offered as one-key picks in the converter.
public enum QuickPicks {
    /// The default six: USD, EUR, UAH, GBP, PLN, JPY (the config may replace them).
    public static let defaultCodes: [CurrencyCode] = ["USD", "EUR", "UAH", "GBP", "PLN", "JPY"]
}
