/// A blockchain's block time.
package enum BlockTimeFormat {
    /// "10 min" from `block_time_in_minutes`; nil → "n/a".
    package static func string(minutes: Int?) -> String {
        guard let minutes else { return "n/a" }
        return "\(minutes) min"
    }
}
