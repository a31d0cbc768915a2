package import Foundation

/// When a source's data should be fetched again (WidgetKit's `TimelineReloadPolicy`).
package enum ReloadPolicy: Equatable, Hashable, Sendable {
    /// Reload once the last entry of the timeline is reached (given to the scheduler as-is: reload as soon
    /// as the 5-minute floor allows; `Timeline.resolvedPolicy` turns it into `.after(last entry date)`).
    case atEnd
    /// Reload at or after this wall-clock date.
    case after(Date)
    /// No automatic reload; manual reload only.
    case never
}
