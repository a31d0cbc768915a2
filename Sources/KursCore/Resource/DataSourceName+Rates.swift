extension DataSourceName {
    /// The National Bank of Ukraine (`bank.gov.ua`): official rates.
    public static let nbu = DataSourceName(json: "nbu", display: "NBU")
    /// Monobank (`api.monobank.ua`).
    public static let monobank = DataSourceName(json: "monobank", display: "Monobank")
}
