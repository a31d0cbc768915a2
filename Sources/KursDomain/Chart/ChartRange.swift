package import Foundation

/// The period a coin chart covers: CoinGecko `/coins/{id}/market_chart?days=N` with N one of 1, 7, 30, 90, 365 or
/// `max` (all of the coin's history). CoinGecko picks the step itself: about 5 minutes for 1 day, hourly up to 90
/// days, daily beyond.
package enum ChartRange: String, CaseIterable, Sendable, Hashable {
    case day = "1"
    case week = "7"
    case month = "30"
    case quarter = "90"
    case year = "365"
    case max = "max"

    /// The range for `--days` text ("1", "7", "30", "90", "365", "max"; blanks around it ignored); nil otherwise.
    package init?(days text: String) {
        self.init(rawValue: text.trimmingBlanks().lowercased())
    }

    /// The `days` query value: "1" … "365", "max".
    package var days: String { rawValue }

    /// The name people read: "24h", "7d", "30d", "90d", "1y", "max".
    package var label: String {
        switch self {
        case .day: "24h"
        case .week: "7d"
        case .month: "30d"
        case .quarter: "90d"
        case .year: "1y"
        case .max: "max"
        }
    }

    /// Seconds between reloads, following how fast the chart's last step changes: 1 day every 5 minutes, 7 days
    /// hourly, 30 days every 3 hours, 90 days every 6 hours, 1 year and max daily.
    package var reloadInterval: TimeInterval {
        switch self {
        case .day: 5 * 60
        case .week: 3600
        case .month: 3 * 3600
        case .quarter: 6 * 3600
        case .year, .max: 86_400
        }
    }
}
