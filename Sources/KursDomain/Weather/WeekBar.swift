/// Where a day's min–max bar goes in the 7-day view: the week's low at column 0, the week's high at the
/// right edge.
package enum WeekBar {
    /// The columns of the bar for a day, as `start..<end` within `0..<width`, at least one column wide.
    /// `start` is the day's min scaled into the width (rounded down), `end` the day's max (rounded up).
    /// When the week's low equals its high the bar fills the width.
    /// - Parameters:
    ///   - weekLow, weekHigh: the week's lowest min and highest max (`Forecast.weekRange`).
    ///   - dayMin, dayMax: the day's values; nil when either is missing (no bar drawn).
    ///   - width: the columns available.
    /// - Returns: nil for a missing value, a width below 1 or non-finite input.
    package static func placement(weekLow: Double, weekHigh: Double, dayMin: Double?, dayMax: Double?, width: Int)
        -> Range<Int>?
    {
        guard width > 0, let dayMin, let dayMax, weekLow.isFinite, weekHigh.isFinite, dayMin.isFinite, dayMax.isFinite
        else { return nil }
        let low = min(weekLow, weekHigh), high = max(weekLow, weekHigh)
        let span = high - low
        guard span > 0 else { return 0..<width }
        func column(_ value: Double) -> Double {
            (min(max(value, low), high) - low) / span * Double(width)
        }
        let from = min(dayMin, dayMax), to = max(dayMin, dayMax)
        var start = Int(column(from).rounded(.down))
        var end = Int(column(to).rounded(.up))
        start = min(max(start, 0), width - 1)
        end = min(max(end, start + 1), width)
        return start..<end
    }
}
