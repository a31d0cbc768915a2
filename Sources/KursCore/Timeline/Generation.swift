/// A tag given to each fetch when it starts; a result carrying an older tag than one already applied
/// is stale and dropped.
public struct Generation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Increases by one with every fetch started by one scheduler.
    public let value: UInt64

    /// The tag `value`.
    public init(_ value: UInt64) {
        self.value = value
    }

    public static func < (lhs: Generation, rhs: Generation) -> Bool { lhs.value < rhs.value }

    public var description: String { "#\(value)" }
}
