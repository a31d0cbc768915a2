/// Resampling series of numbers to a number of columns.
enum Resample {
    /// `values` in `buckets` consecutive buckets, each the average of its finite values (nil when it has
    /// none). With fewer values than buckets, values repeat (each bucket takes at least one value).
    static func average(_ values: [Double], into buckets: Int) -> [Double?] {
        let n = values.count
        guard buckets > 0, n > 0 else { return [] }
        return (0..<buckets).map { i in
            let lower = i * n / buckets
            let upper = max(lower + 1, (i + 1) * n / buckets)
            let finite = values[lower..<min(upper, n)].filter(\.isFinite)
            return finite.isEmpty ? nil : finite.reduce(0, +) / Double(finite.count)
        }
    }

    /// The smallest and largest finite value, or nil when there is none.
    static func bounds<S: Sequence>(_ values: S) -> (low: Double, high: Double)? where S.Element == Double {
        var low = Double.infinity, high = -Double.infinity
        for v in values where v.isFinite {
            low = min(low, v)
            high = max(high, v)
        }
        return low <= high ? (low, high) : nil
    }

    /// `value`'s level among `levels` steps between `low` and `high` (the middle step when they are equal).
    static func level(_ value: Double, low: Double, high: Double, levels: Int) -> Int {
        guard levels > 1 else { return 0 }
        let span = high - low
        guard span > 0, span.isFinite else { return (levels - 1) / 2 }
        let scaled = ((value - low) / span * Double(levels - 1)).rounded()
        return min(levels - 1, max(0, Int(scaled)))
    }
}
