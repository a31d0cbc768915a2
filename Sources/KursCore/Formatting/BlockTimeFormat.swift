/// A blockchain's block time.
public enum BlockTimeFormat {
    /// "10 min" from `block_time_in_minutes`; nil → "n/a".
    public static func string(minutes: Int?) -> String {
        guard let minutes else { return "n/a" }
        return "\(minutes) min"
    }
}
