package import Foundation

/// A part of a whole in percent, the one rule for P/L %, a chart's change % and a holding's share.
package enum PercentageOf {
    /// Decimal places a percentage is rounded to (halves away from zero): 12.3456…% → 12.35.
    package static let scale = 2

    /// `part / whole × 100` rounded to `scale` places; nil when `whole` is 0 (no percentage of nothing).
    package static func value(_ part: Decimal, of whole: Decimal) -> Decimal? {
        guard !whole.isZero else { return nil }
        return (part / whole * 100).rounded(scale: scale)
    }
}
