/// The one name of a resource everywhere: the disk cache's file stem, the scheduler's key, the store's key.
/// Only `[a-z0-9._-]` (e.g. "privatbank-coursid5", "coingecko-markets-usd", "openmeteo-forecast-50.45_30.52-metric").
package struct ResourceID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The cache key (file name stem under `$XDG_CACHE_HOME/kurs/`).
    package let key: String

    /// The resource named `key` (callers build keys from `[a-z0-9._-]` only; see `CacheKey.safe`).
    package init(_ key: String) { self.key = key }

    /// `key`.
    package var description: String { key }

    /// Ordered by key, so lists of ids sort the same way every run.
    package static func < (lhs: ResourceID, rhs: ResourceID) -> Bool { lhs.key < rhs.key }
}
