/// A data source's id: the name in JSON `source`, `--source`, the config (`refresh.sources.<id>`) and the status
/// placeholders, e.g. `nbu`. Each id is declared once, in `SourceRegistry+Standard.swift`; everything else names
/// a source by its static member (`.nbu`) or looks it up in a `SourceRegistry`.
package struct SourceID: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The id text, e.g. "privatbank-card".
    package let rawValue: String

    /// The id `rawValue`, whether or not a registry declares it (parsing checks with `SourceRegistry.source(named:)`).
    package init(rawValue: String) { self.rawValue = rawValue }

    /// The id text.
    package var description: String { rawValue }

    package static func < (lhs: SourceID, rhs: SourceID) -> Bool { lhs.rawValue < rhs.rawValue }
}
