import Foundation

extension Decimal {
    /// This value rounded to `scale` decimal places; by default halves go away from zero (`.plain`),
    /// as money is usually rounded (2.345 → 2.35, -2.345 → -2.35).
    func rounded(scale: Int, mode: NSDecimalNumber.RoundingMode = .plain) -> Decimal {
        var input = self
        var result = Decimal()
        NSDecimalRound(&result, &input, scale, mode)
        return result
    }
}
