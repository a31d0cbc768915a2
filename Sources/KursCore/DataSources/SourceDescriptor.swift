/// Everything kurs knows about one upstream data source, declared once (`SourceRegistry+Standard.swift`): its id,
/// names, endpoint, the config keys that tune its reloads and the lists it belongs to. Every list of sources
/// (`--source` values, config keys, status names, history sources) is derived from a registry of these.
package struct SourceDescriptor: Sendable {
    /// The id: JSON `source`, `--source`, `refresh.sources.<id>`, status placeholders.
    package let id: SourceID
    /// The name people read, e.g. "PrivatBank", "open.er-api".
    package let displayName: String
    /// The name the status bar uses where 80 columns are tight, e.g. "Privat", "Mono".
    package let shortName: String
    /// The source whose API and JSON name this one shares (PrivatBank's card table is PrivatBank's); nil: itself.
    package let provider: SourceID?
    /// Its base URL's variable, config key and default; nil for a source that shares its provider's.
    package let endpoint: SourceEndpoint?
    /// The names under config `refresh.sources` that tune its reloads (usually its id; CoinGecko also has
    /// `coinDetail`, the forecasts share `weather`); empty: not tunable.
    package let refreshKeys: [RefreshSource]
    /// The lists it belongs to.
    package let roles: SourceRoles
    /// Its names as a hryvnia rates column, longest first ("PrivatBank cash", "Privat cash", "Cash"); the second
    /// is the short name in running text. Empty for a source that is not compared.
    package let rateLabels: [String]
    /// Its hryvnia rates (today's list, a past day); nil for a source without a UAH rates list.
    package let rates: SourceRates?

    /// A descriptor; see the properties.
    package init(
        id: SourceID, displayName: String, shortName: String? = nil, provider: SourceID? = nil,
        endpoint: SourceEndpoint? = nil, refreshKeys: [RefreshSource]? = nil, roles: SourceRoles = [],
        rateLabels: [String] = [], rates: SourceRates? = nil
    ) {
        self.id = id
        self.displayName = displayName
        self.shortName = shortName ?? displayName
        self.provider = provider
        self.endpoint = endpoint
        self.refreshKeys = refreshKeys ?? [RefreshSource(rawValue: id.rawValue)]
        self.roles = roles
        self.rateLabels = rateLabels
        self.rates = rates
    }

    /// The id of the source whose JSON name and API this one uses (its provider, else itself).
    package var providerID: SourceID { provider ?? id }
}
