package import Foundation

/// One date-stamped value of a timeline: `value` is what the pane shows from `date` on.
package struct TimelineEntry<Value> {
    /// From when this value is the one to show (wall clock).
    package var date: Date
    /// The value shown.
    package var value: Value

    /// `value`, shown from `date` on.
    package init(date: Date, value: Value) {
        self.date = date
        self.value = value
    }
}

extension TimelineEntry: Sendable where Value: Sendable {}
extension TimelineEntry: Equatable where Value: Equatable {}
