/// Which lists of sources a source belongs to; each list is the registry's descriptors with that role, in order.
package struct SourceRoles: OptionSet, Hashable, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// A hryvnia rates table: `kurs rates --source <id>`, `kurs alert add CODE … --source <id>`.
    package static let rates = SourceRoles(rawValue: 1 << 0)
    /// Its live rates are recorded in the history database (the `source` column).
    package static let history = SourceRoles(rawValue: 1 << 1)
    /// `kurs history --source <id>`: missing days are fetched by date.
    package static let backfill = SourceRoles(rawValue: 1 << 2)
    /// A bank column of `kurs rates --compare` and the dashboard's comparison, in registry order.
    package static let compared = SourceRoles(rawValue: 1 << 3)
    /// A bank: it buys and sells, so it can be best in a comparison (the NBU is compared but never best). Banks
    /// come first in a comparison.
    package static let bank = SourceRoles(rawValue: 1 << 4)
    /// `kurs refresh --only <id>` fetches it (a source with a provider is fetched with it by default, alone by name).
    package static let refresh = SourceRoles(rawValue: 1 << 5)
}
