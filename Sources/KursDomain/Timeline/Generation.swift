/// A tag given to each fetch when it starts; a result carrying an older tag than one already applied
/// is stale and dropped.
package struct Generation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Increases by one with every fetch started by one scheduler.
    package let value: UInt64

    /// The tag `value`.
    package init(_ value: UInt64) {
        self.value = value
    }

    package static func < (lhs: Generation, rhs: Generation) -> Bool { lhs.value < rhs.value }

    package var description: String { "#\(value)" }
}
