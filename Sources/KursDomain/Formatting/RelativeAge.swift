package import Foundation

/// How long ago something happened, in a few characters ("data as of …").
package enum RelativeAge {
    /// "just now" under a minute (and for dates after `now`), then "3 min ago", "2 h ago", "5 d ago";
    /// whole units, rounded down.
    package static func string(from date: Date, now: Date) -> String {
        let seconds = now.timeIntervalSince(date)
        switch seconds {
        case ..<60: return "just now"
        case ..<3600: return "\(Int(seconds / 60)) min ago"
        case ..<86_400: return "\(Int(seconds / 3600)) h ago"
        default: return "\(Int(seconds / 86_400)) d ago"
        }
    }
}
