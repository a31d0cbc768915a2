package import Foundation

/// The age of data in a few characters, for `{age}`.
package enum StatusAge {
    /// "now" under a minute (and for dates after `now`), then whole units rounded down: "5m", "2h", "3d".
    package static func compact(from date: Date, now: Date) -> String {
        let seconds = now.timeIntervalSince(date)
        switch seconds {
        case ..<60: return "now"
        case ..<3600: return "\(Int(seconds / 60))m"
        case ..<86_400: return "\(Int(seconds / 3600))h"
        default: return "\(Int(seconds / 86_400))d"
        }
    }
}
