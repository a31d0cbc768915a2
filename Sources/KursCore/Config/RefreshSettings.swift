package import Foundation

/// A name under config `refresh.sources`: a source id (`privatbank`, `nbu`…) or a schedule a source declares
/// (`coinDetail`, `weather`); the accepted names are `SourceRegistry.refreshSources`.
package struct RefreshSource: RawRepresentable, Hashable, Sendable {
    /// The config key, e.g. `privatbank`.
    package let rawValue: String
    /// The key `rawValue` (accepted when the registry lists it).
    package init(rawValue: String) { self.rawValue = rawValue }
    /// The key of source `id`.
    package init(_ id: SourceID) { rawValue = id.rawValue }

    /// Every key the current registry accepts, in order.
    package static var allCases: [RefreshSource] { SourceRegistry.current.refreshSources }

    /// The key whose settings apply when this one has none: the provider's (`privatbank` for `privatbank-card`).
    var fallback: RefreshSource? {
        SourceRegistry.current.source(named: rawValue)?.provider.map(RefreshSource.init)
    }
}

/// A per-source override of the reload interval and the daily fetch budget (config `refresh.sources.<name>`).
package struct SourceRefresh: Equatable, Sendable, Decodable {
    /// Reload this many minutes after a fetch instead of the source's default policy (at least 5); nil keeps
    /// the default policy.
    package var minutes: Int?
    /// Fetches allowed in any 24 hours for this source (1…288); nil uses `refresh.budgetPerDay`.
    package var budgetPerDay: Int?

    /// An override; nil fields keep the defaults.
    package init(minutes: Int? = nil, budgetPerDay: Int? = nil) {
        self.minutes = minutes
        self.budgetPerDay = budgetPerDay
    }

    static let shape = ConfigShape.object(["minutes": .integer, "budgetPerDay": .integer])
}

/// Config `refresh`: how often sources reload and how many fetches a day each may make.
package struct RefreshSettings: Equatable, Sendable, Decodable {
    /// No automatic reload comes sooner than this many minutes after the last (DESIGN §2).
    package static let minimumMinutes = 5
    /// The most fetches a day a budget may allow: one every 5 minutes.
    package static let maximumBudgetPerDay = 24 * 60 / minimumMinutes

    /// Minutes between CoinGecko markets reloads (default 60, at least 5).
    package var marketsMinutes: Int
    /// Fetches allowed per source in any 24 hours (default 72, 1…288).
    package var budgetPerDay: Int
    /// Per-source overrides, by source (default none).
    package var sources: [RefreshSource: SourceRefresh]

    /// Settings; the defaults are 60 minutes for markets, 72 fetches a day, no overrides.
    package init(marketsMinutes: Int = 60, budgetPerDay: Int = 72, sources: [RefreshSource: SourceRefresh] = [:]) {
        self.marketsMinutes = marketsMinutes
        self.budgetPerDay = budgetPerDay
        self.sources = sources
    }

    /// The fixed reload interval for `source` in seconds, never below 5 minutes: its override, or
    /// `marketsMinutes` for CoinGecko markets; nil means "use the source's default reload policy".
    package func reloadInterval(for source: RefreshSource) -> TimeInterval? {
        let minutes = override(for: source)?.minutes ?? (source == RefreshSource(.coingecko) ? marketsMinutes : nil)
        return minutes.map { TimeInterval(max(Self.minimumMinutes, $0) * 60) }
    }

    /// The daily fetch budget for `source` (its override, else `budgetPerDay`), clamped to 1…288.
    package func budget(for source: RefreshSource) -> Int {
        min(max(1, override(for: source)?.budgetPerDay ?? budgetPerDay), Self.maximumBudgetPerDay)
    }

    /// The override of `source`: its own, else its provider's (`privatbank` for `privatbank-card`); nil: none.
    package func override(for source: RefreshSource) -> SourceRefresh? {
        sources[source] ?? source.fallback.flatMap { sources[$0] }
    }

    private enum CodingKeys: String, CodingKey { case marketsMinutes, budgetPerDay, sources }

    static var shape: ConfigShape {
        .object([
        "marketsMinutes": .integer, "budgetPerDay": .integer,
        "sources": .object(Dictionary(uniqueKeysWithValues: RefreshSource.allCases.map { ($0.rawValue, SourceRefresh.shape) })),
        ])
    }

    /// Decodes `refresh`; absent members take their defaults. Throws `DecodingError` on a wrong type.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = RefreshSettings()
        marketsMinutes = try container.decodeIfPresent(Int.self, forKey: .marketsMinutes) ?? defaults.marketsMinutes
        budgetPerDay = try container.decodeIfPresent(Int.self, forKey: .budgetPerDay) ?? defaults.budgetPerDay
        let raw = try container.decodeIfPresent([String: SourceRefresh].self, forKey: .sources) ?? [:]
        let known = Set(RefreshSource.allCases)
        sources = Dictionary(uniqueKeysWithValues: raw.compactMap { key, value in
            known.contains(RefreshSource(rawValue: key)) ? (RefreshSource(rawValue: key), value) : nil
        })
    }
}
