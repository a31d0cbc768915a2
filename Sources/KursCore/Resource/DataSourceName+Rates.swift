extension DataSourceName {
    /// The National Bank of Ukraine (`bank.gov.ua`): official rates.
    package static let nbu = DataSourceName(json: "nbu", display: "NBU")
    /// Monobank (`api.monobank.ua`).
    package static let monobank = DataSourceName(json: "monobank", display: "Monobank")
}
