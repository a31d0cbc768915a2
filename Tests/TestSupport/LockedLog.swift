import Foundation

/// What several threads or tasks recorded, in the order they recorded it (tests: which jobs ran, which forms were
/// made).
package final class LockedLog<Element: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var elements: [Element] = []

    /// An empty log.
    package init() {}

    /// Appends `element`.
    package func add(_ element: Element) { lock.withLock { elements.append(element) } }

    /// Everything added so far, in order.
    package var all: [Element] { lock.withLock { elements } }
}
