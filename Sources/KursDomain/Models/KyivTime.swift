package import Foundation

/// Kyiv's time zone: the day Ukrainian rates are set for and the hour the NBU sets them.
package enum KyivTime {
    /// `Europe/Kyiv` (`Europe/Kiev` in older time zone data; UTC+2 without summer time if neither is known).
    package static let timeZone: TimeZone = TimeZone(identifier: "Europe/Kyiv") ?? TimeZone(identifier: "Europe/Kiev")
        ?? TimeZone(secondsFromGMT: 7200) ?? .gmt
}
