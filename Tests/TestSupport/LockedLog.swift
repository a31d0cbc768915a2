import Foundation

/// What several threads or tasks recorded, in the order they recorded it (tests: which jobs ran, which forms were
/// made).
public final class LockedLog<Element: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var elements: [Element] = []

    /// An empty log.
    public init() {}

    /// Appends `element`.
    public func add(_ element: Element) { lock.withLock { elements.append(element) } }

    /// Everything added so far, in order.
    public var all: [Element] { lock.withLock { elements } }
}
