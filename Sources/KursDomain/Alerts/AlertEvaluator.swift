package import Foundation

/// What one evaluation found.
package struct AlertEvaluation: Equatable, Sendable {
    /// Every alert with its new state and value, in the same order.
    package var alerts: [Alert]
    /// The alerts that went from armed to triggered now: ring the bell / `notify-send` once for each.
    package var newlyTriggered: [Alert]
}

/// Checks alerts against current values — a pure function of (alerts, values, now), run whenever new data
/// arrives, never by polling.
package enum AlertEvaluator {
    /// Each alert whose value is known: an armed alert whose condition holds triggers (`triggeredAt` = `now`) —
    /// also one that already holds when first evaluated; a triggered alert whose condition no longer holds re-arms
    /// (the value crossed back; `triggeredAt` keeps when it last triggered); `value` becomes the current value. An
    /// alert whose value is unknown is left as it was.
    package static func evaluate(_ alerts: [Alert], values: AlertValues, now: Date) -> AlertEvaluation {
        var newlyTriggered: [Alert] = []
        let updated = alerts.map { alert -> Alert in
            guard let value = values.value(for: alert) else { return alert }
            var next = alert
            next.value = value
            let holds = alert.holds(for: value)
            switch (alert.state, holds) {
            case (.armed, true):
                next.state = .triggered
                next.triggeredAt = now
                newlyTriggered.append(next)
            case (.triggered, false):
                next.state = .armed
            default:
                break
            }
            return next
        }
        return AlertEvaluation(alerts: updated, newlyTriggered: newlyTriggered)
    }
}
