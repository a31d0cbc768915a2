package import Foundation

/// A `Resource` of any value type, for the places that hold several sources at once (the dashboard's state, its
/// effects, `kurs refresh`): the same declaration, with its value boxed as `any Sendable`.
package struct AnyResource: Sendable, Hashable, CustomStringConvertible {
    /// The resource's one name.
    package let id: ResourceID
    /// Who the data comes from.
    package let source: DataSourceName
    /// The config's name for it in `refresh.sources`; nil: not configurable.
    package let setting: RefreshSource?
    /// Its reload schedule.
    package let schedule: RefreshSchedule
    /// How old a cache entry may be and still count as fresh for a one-shot command, in seconds.
    package let maxAge: TimeInterval
    /// The request under the configured base URLs and keys.
    package let request: @Sendable (KursEnvironment) -> ResourceRequest
    private let cachedBox: @Sendable (any ResourceLoading) -> LoadedValue?
    private let embeddedBox: @Sendable (any ResourceLoading) -> LoadedValue?
    private let fetchBox: @Sendable (any ResourceLoading) async throws(FetchError) -> LoadedValue

    /// `resource` with its value boxed.
    package init<Value>(_ resource: Resource<Value>) {
        id = resource.id
        source = resource.source
        setting = resource.setting
        schedule = resource.schedule
        maxAge = resource.maxAge
        request = resource.request
        cachedBox = { loader in loader.cached(resource).map { LoadedValue($0, of: resource) } }
        embeddedBox = { loader in loader.embedded(resource).map { LoadedValue($0, of: resource) } }
        fetchBox = { (loader: any ResourceLoading) async throws(FetchError) -> LoadedValue in
            LoadedValue(try await loader.fetch(resource), of: resource)
        }
    }

    /// `ResourceLoading.cached` of the resource, boxed.
    package func cached(from loader: any ResourceLoading) -> LoadedValue? { cachedBox(loader) }

    /// `ResourceLoading.embedded` of the resource, boxed.
    package func embedded(from loader: any ResourceLoading) -> LoadedValue? { embeddedBox(loader) }

    /// `ResourceLoading.fetch` of the resource, boxed. - Throws: its `FetchError`.
    package func fetch(from loader: any ResourceLoading) async throws(FetchError) -> LoadedValue {
        try await fetchBox(loader)
    }

    /// The id's key.
    package var description: String { id.key }

    /// Resources are the same when their ids are.
    package static func == (lhs: AnyResource, rhs: AnyResource) -> Bool { lhs.id == rhs.id }
    /// Hashes the id.
    package func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// A `Loaded` value of any type with what the scheduler needs to know about it: its resource's reload policy for
/// it and the facts it states about itself.
package struct LoadedValue: Sendable {
    /// The resource it was loaded for.
    package let id: ResourceID
    /// The value, boxed, with its provenance and last error.
    package var loaded: Loaded<any Sendable>
    /// The resource's reload policy for this value (from its fetch time).
    package let policy: ReloadPolicy
    /// What the value says about its own freshness.
    package let facts: ResponseFacts

    /// `loaded` of `resource`, boxed.
    package init<Value>(_ loaded: Loaded<Value>, of resource: Resource<Value>) {
        id = resource.id
        self.loaded = Loaded(
            source: loaded.source, fetched: loaded.fetched.map { $0 as any Sendable }, refreshError: loaded.refreshError,
            canBeFresh: loaded.canBeFresh, cacheProblem: loaded.cacheProblem)
        policy = resource.policy(for: loaded.value, fetchedAt: loaded.fetched.fetchedAt)
        facts = resource.facts(loaded.value)
    }

    /// When the data left the API.
    package var fetchedAt: Date { loaded.fetched.fetchedAt }
    /// Live, cache or embedded sample.
    package var origin: DataOrigin { loaded.fetched.origin }

    /// The value as `Value` with its provenance; nil when it is of another type.
    package func fetched<Value>(as type: Value.Type = Value.self) -> Fetched<Value>? {
        guard let value = loaded.fetched.value as? Value else { return nil }
        return Fetched(value: value, fetchedAt: loaded.fetched.fetchedAt, origin: loaded.fetched.origin)
    }
}

extension LoadedValue: Equatable {
    /// Equal when they are for the same resource, with the same provenance, last error and policy, and equal
    /// values (values of a type that is not `Equatable` are never equal).
    package static func == (lhs: LoadedValue, rhs: LoadedValue) -> Bool {
        lhs.id == rhs.id && lhs.policy == rhs.policy && lhs.facts == rhs.facts
            && lhs.loaded.source == rhs.loaded.source && lhs.loaded.fetched.fetchedAt == rhs.loaded.fetched.fetchedAt
            && lhs.loaded.fetched.origin == rhs.loaded.fetched.origin && lhs.loaded.refreshError == rhs.loaded.refreshError
            && lhs.loaded.canBeFresh == rhs.loaded.canBeFresh && lhs.loaded.cacheProblem == rhs.loaded.cacheProblem
            && Self.equalValues(lhs.loaded.fetched.value, rhs.loaded.fetched.value)
    }

    private static func equalValues(_ lhs: any Sendable, _ rhs: any Sendable) -> Bool {
        guard let lhs = lhs as? any Equatable else { return false }
        return isEqual(lhs, rhs)
    }

    private static func isEqual<T: Equatable>(_ lhs: T, _ rhs: any Sendable) -> Bool {
        (rhs as? T) == lhs
    }
}
