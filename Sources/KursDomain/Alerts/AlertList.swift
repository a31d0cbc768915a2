package import Foundation

/// The user's alerts in the order added, with the next free number (a value type: edit it, then store it with
/// `AlertStore.update`). Stored as `{"version": 1, "next_id": N, "alerts": [Alert]}` in `alerts.json`.
package struct AlertList: Equatable, Sendable, Codable {
    /// The alerts.
    package private(set) var alerts: [Alert]
    /// The number the next alert gets (numbers are never reused, so `remove N` can't hit a newer alert).
    package private(set) var nextID: Int
    /// The file format's version (1).
    package var version: Int

    /// A list of `alerts`, numbering on after the highest.
    package init(_ alerts: [Alert] = []) {
        self.alerts = alerts
        nextID = (alerts.map(\.id).max() ?? 0) + 1
        version = 1
    }

    /// Adds an armed alert (numbered `nextID`).
    /// - Returns: the new alert.
    /// - Throws: `AlertError.conditionDoesNotFit` (a move is `beyond`; a price or rate `above`/`below`),
    ///   `.thresholdNotPositive`, `.emptyTarget`; nothing changes then.
    @discardableResult
    package mutating func add(
        _ kind: Alert.Kind, _ condition: Alert.Condition, target: String, threshold: Decimal, vsCurrency: String? = nil,
        source: String? = nil, side: Alert.RateSide? = nil
    ) throws(AlertError) -> Alert {
        guard (kind == .move) == (condition == .beyond) else { throw .conditionDoesNotFit(kind, condition) }
        guard threshold > 0 else { throw .thresholdNotPositive }
        guard !target.trimmingBlanks().isEmpty else { throw .emptyTarget }
        let alert = Alert(
            id: nextID, kind: kind, condition: condition, target: target, threshold: threshold,
            vsCurrency: kind == .price ? vsCurrency : nil, source: kind == .rate ? source : nil,
            side: kind == .rate ? side : nil)
        alerts.append(alert)
        nextID += 1
        return alert
    }

    /// Removes alert number `id`.
    /// - Returns: the removed alert; nil when there is none (nothing changes).
    @discardableResult
    package mutating func remove(id: Int) -> Alert? {
        guard let index = alerts.firstIndex(where: { $0.id == id }) else { return nil }
        return alerts.remove(at: index)
    }

    /// Evaluates every alert against `values` (`AlertEvaluator`) and keeps the new states.
    /// - Returns: the alerts that triggered now (ring the bell / notify once for each).
    package mutating func evaluate(_ values: AlertValues, now: Date) -> [Alert] {
        let evaluation = AlertEvaluator.evaluate(alerts, values: values, now: now)
        alerts = evaluation.alerts
        return evaluation.newlyTriggered
    }

    /// Takes the state, value and trigger time of each alert in `evaluated` with the same number (an evaluation
    /// made elsewhere, e.g. the dashboard's, recorded in the file's list); alerts only one side has are left as
    /// they are, so an alert added or removed meanwhile is kept or stays removed.
    package mutating func record(_ evaluated: [Alert]) {
        let byID = Dictionary(evaluated.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for index in alerts.indices {
            guard let other = byID[alerts[index].id] else { continue }
            alerts[index].state = other.state
            alerts[index].value = other.value
            alerts[index].triggeredAt = other.triggeredAt
        }
    }

    private enum CodingKeys: String, CodingKey { case version, nextID = "next_id", alerts }

    /// Reads `{"version", "next_id", "alerts"}`; a missing or too small `next_id` numbers on after the highest id.
    /// - Throws: `DecodingError` for an alert that can't be read (the file is then kept aside by `StateFile`).
    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(try c.decode([Alert].self, forKey: .alerts))
        nextID = max(nextID, try c.decodeIfPresent(Int.self, forKey: .nextID) ?? 0)
        version = try c.decodeIfPresent(Int.self, forKey: .version) ?? 1
    }
}
