/// Where a source's API lives and how people move it: the `KURS_*_URL` environment variable (wins), the config key
/// `api.<configKey>`, else `defaultURL`.
package struct SourceEndpoint: Equatable, Sendable {
    /// The environment variable naming the base URL, e.g. "KURS_NBU_URL".
    package let environmentVariable: String
    /// The member of the config's `api`, e.g. "nbuURL".
    package let configKey: String
    /// The public base URL without a trailing slash, e.g. "https://bank.gov.ua".
    package let defaultURL: String

    /// An endpoint; see the properties.
    package init(environmentVariable: String, configKey: String, defaultURL: String) {
        self.environmentVariable = environmentVariable
        self.configKey = configKey
        self.defaultURL = defaultURL
    }
}
