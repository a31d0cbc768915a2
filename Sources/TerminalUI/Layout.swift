/// How much of one axis a slot asks for, in cells (columns or rows).
public enum Constraint: Equatable, Hashable, Sendable {
    /// Exactly this many cells (less when space runs out).
    case length(Int)
    /// At least this many cells; grows to share leftover space when no `.fill` slot takes it.
    case min(Int)
    /// This percentage (0–100) of the space after spacing, rounded down.
    case percentage(Int)
    /// A share of the leftover space, proportional to the weight (`fill(2)` gets twice `fill(1)`).
    case fill(Int)
}

/// The axis along which `Layout.split` places its slots.
public enum Direction: Equatable, Hashable, Sendable {
    /// Side by side, left to right (splits columns).
    case horizontal
    /// Stacked, top to bottom (splits rows).
    case vertical
}

/// A one-dimensional space allocator (no constraint solver).
public enum Layout {
    /// Splits `rect` along `direction` into one rectangle per constraint, `spacing` cells apart.
    ///
    /// Deterministic and never negative; the sizes plus spacing never exceed the rect. Allocation:
    /// 1. `length`, `min` and `percentage` get their base size, in order, each capped by what is left
    ///    (so when space runs out the later slots shrink first);
    /// 2. the leftover goes to `fill` slots by weight (remainder cells one each, leftmost first);
    /// 3. with no `fill` slots, `min` slots share it equally; otherwise it stays unused at the end.
    /// Spacing shrinks when it would leave less than one cell per slot. The cross axis is `rect`'s own.
    public static func split(_ rect: Rect, direction: Direction, constraints: [Constraint], spacing: Int = 0) -> [Rect] {
        let total = direction == .horizontal ? rect.width : rect.height
        let sizes = sizes(total: total, constraints: constraints, spacing: spacing)
        let gap = effectiveSpacing(total: total, count: constraints.count, spacing: spacing)
        var position = direction == .horizontal ? rect.x : rect.y
        var result: [Rect] = []
        for size in sizes {
            switch direction {
            case .horizontal: result.append(Rect(x: position, y: rect.y, width: size, height: rect.height))
            case .vertical: result.append(Rect(x: rect.x, y: position, width: rect.width, height: size))
            }
            position += size + gap
        }
        return result
    }

    /// The cell counts `split` allocates for `total` cells (see `split` for the rules).
    public static func sizes(total: Int, constraints: [Constraint], spacing: Int = 0) -> [Int] {
        let gap = effectiveSpacing(total: total, count: constraints.count, spacing: spacing)
        let available = max(0, total - gap * max(0, constraints.count - 1))
        var remaining = available
        var sizes = constraints.map { constraint -> Int in
            let base: Int
            switch constraint {
            case .length(let n), .min(let n): base = Swift.max(0, n)
            case .percentage(let p): base = available * Swift.min(100, Swift.max(0, p)) / 100
            case .fill: base = 0
            }
            let size = Swift.min(base, remaining)
            remaining -= size
            return size
        }
        let fillWeights = constraints.map { if case .fill(let w) = $0 { return Swift.max(0, w) } else { return 0 } }
        let hasFill = constraints.contains { if case .fill = $0 { return true } else { return false } }
        if hasFill {
            distribute(remaining, weights: fillWeights.contains { $0 > 0 } ? fillWeights
                       : constraints.map { if case .fill = $0 { return 1 } else { return 0 } }, into: &sizes)
        } else {
            let minWeights = constraints.map { if case .min = $0 { return 1 } else { return 0 } }
            if minWeights.contains(1) { distribute(remaining, weights: minWeights, into: &sizes) }
        }
        return sizes
    }

    /// Spacing reduced so that the gaps leave at least one cell per slot (when `total` allows).
    private static func effectiveSpacing(total: Int, count: Int, spacing: Int) -> Int {
        guard count > 1 else { return 0 }
        return Swift.min(Swift.max(0, spacing), Swift.max(0, total - count) / (count - 1))
    }

    /// Adds `amount` cells to `sizes` in proportion to `weights` (floor shares, then one each in order).
    private static func distribute(_ amount: Int, weights: [Int], into sizes: inout [Int]) {
        let totalWeight = weights.reduce(0, +)
        guard amount > 0, totalWeight > 0 else { return }
        var given = 0
        for i in sizes.indices where weights[i] > 0 {
            let share = amount * weights[i] / totalWeight
            sizes[i] += share
            given += share
        }
        var left = amount - given
        for i in sizes.indices where weights[i] > 0 && left > 0 {
            sizes[i] += 1
            left -= 1
        }
    }
}
