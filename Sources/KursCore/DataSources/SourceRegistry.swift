/// The data sources kurs knows, in order: one array of descriptors that every list of sources is derived from
/// (`--source` values, config `api` and `refresh.sources` keys, status names, history sources), as htop's meter
/// classes. `standard` is the real list; a test builds one with an extra descriptor (`adding(_:)`) and runs code
/// under it with `SourceRegistry.$current.withValue(…)`.
package struct SourceRegistry: Sendable {
    /// Every source, in order (the order of `kurs refresh`, the config template and history sources).
    package let descriptors: [SourceDescriptor]

    /// Whether this is `standard` itself, so that what is derived from it may be built once and kept.
    package let isStandard: Bool

    /// A registry of `descriptors` (ids unique; the first of a repeated id wins in lookups).
    package init(_ descriptors: [SourceDescriptor]) {
        self.descriptors = descriptors
        isStandard = false
    }

    /// The standard registry's own initialiser: the one registry whose derived lists may be kept.
    init(standard descriptors: [SourceDescriptor]) {
        self.descriptors = descriptors
        isStandard = true
    }

    /// The registry code runs under: `standard`, unless a test bound another.
    @TaskLocal package static var current = SourceRegistry.standard

    /// This registry with `descriptor` appended.
    package func adding(_ descriptor: SourceDescriptor) -> SourceRegistry { SourceRegistry(descriptors + [descriptor]) }

    /// The descriptor of `id`, or nil when this registry has none.
    package func descriptor(_ id: SourceID) -> SourceDescriptor? { descriptors.first { $0.id == id } }

    /// The descriptor named `name` exactly (an id's text), or nil.
    package func source(named name: String) -> SourceDescriptor? { descriptor(SourceID(rawValue: name)) }

    /// The id named `name` exactly when its source has every role of `roles`, else nil: how `--source` values and
    /// stored names are read.
    package func id(named name: String, role roles: SourceRoles) -> SourceID? {
        source(named: name).flatMap { $0.roles.isSuperset(of: roles) ? $0.id : nil }
    }

    /// The descriptors with every role of `roles`, in order.
    package func sources(_ roles: SourceRoles) -> [SourceDescriptor] { descriptors.filter { $0.roles.isSuperset(of: roles) } }

    /// The ids of the descriptors with `roles`, in order.
    package func ids(_ roles: SourceRoles) -> [SourceID] { sources(roles).map(\.id) }

    /// The sources compared side by side (`kurs rates --compare`, the dashboard's rates), in column order: the
    /// banks, then the others (the NBU), each in registry order.
    package var compared: [SourceID] { banksFirst(.compared).map(\.id) }

    /// The descriptors with every role of `roles`, the banks first, then the others, each in registry order.
    package func banksFirst(_ roles: SourceRoles) -> [SourceDescriptor] {
        sources(roles.union(.bank)) + sources(roles).filter { !$0.roles.contains(.bank) }
    }

    /// The rates source whose status placeholder name is `name` (lower case, e.g. "mono"), or nil.
    package func placeholderSource(named name: String) -> SourceDescriptor? {
        descriptors.first { $0.placeholder == name && $0.rates != nil }
    }

    /// The descriptors that have their own endpoint, in order (config `api`, `KURS_*_URL`).
    package var endpoints: [(id: SourceID, endpoint: SourceEndpoint)] {
        descriptors.compactMap { descriptor in descriptor.endpoint.map { (descriptor.id, $0) } }
    }

    /// The keys config `refresh.sources` accepts, each once, in order.
    package var refreshSources: [RefreshSource] {
        var keys: [RefreshSource] = []
        for key in descriptors.flatMap(\.refreshKeys) where !keys.contains(key) { keys.append(key) }
        return keys
    }

    /// The short name of the source whose JSON name is `json` ("Privat", "Mono"…); `display` when none is known.
    package func shortName(json: String, display: String) -> String { source(named: json)?.shortName ?? display }
}
