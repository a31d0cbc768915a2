import Foundation

extension Alert {
    private enum CodingKeys: String, CodingKey {
        case id, kind, condition, target, threshold, vsCurrency = "vs_currency", source, side, state, value
        case triggeredAt = "triggered_at"
    }

    /// Reads a stored alert: numbers as decimal strings or JSON numbers, `triggered_at` in ISO 8601; `state`
    /// defaults to armed.
    /// - Throws: `DecodingError` for a missing or bad field.
    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let triggeredAt = try c.decodeIfPresent(String.self, forKey: .triggeredAt)
        let date = try triggeredAt.map { text in
            guard let date = Self.dateFormat.date(from: text) else {
                throw DecodingError.dataCorruptedError(forKey: .triggeredAt, in: c, debugDescription: "not an ISO 8601 date")
            }
            return date
        }
        self.init(
            id: try c.decode(Int.self, forKey: .id), kind: try c.decode(Kind.self, forKey: .kind),
            condition: try c.decode(Condition.self, forKey: .condition), target: try c.decode(String.self, forKey: .target),
            threshold: try c.decode(FlexibleDecimal.self, forKey: .threshold).value,
            vsCurrency: try c.decodeIfPresent(String.self, forKey: .vsCurrency),
            source: try c.decodeIfPresent(String.self, forKey: .source),
            side: try c.decodeIfPresent(RateSide.self, forKey: .side),
            state: try c.decodeIfPresent(State.self, forKey: .state) ?? .armed,
            value: try c.decodeIfPresent(FlexibleDecimal.self, forKey: .value)?.value, triggeredAt: date)
    }

    /// Writes the stored form (numbers as exact decimal strings, dates ISO 8601 UTC).
    package func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(kind, forKey: .kind)
        try c.encode(condition, forKey: .condition)
        try c.encode(target, forKey: .target)
        try c.encode(threshold.description, forKey: .threshold)
        try c.encodeIfPresent(vsCurrency, forKey: .vsCurrency)
        try c.encodeIfPresent(source, forKey: .source)
        try c.encodeIfPresent(side, forKey: .side)
        try c.encode(state, forKey: .state)
        try c.encodeIfPresent(value?.description, forKey: .value)
        try c.encodeIfPresent(triggeredAt.map(Self.dateFormat.string(from:)), forKey: .triggeredAt)
    }

    /// ISO 8601 in UTC with seconds ("2026-03-04T05:06:07Z").
    private static var dateFormat: ISO8601DateFormatter {
        let format = ISO8601DateFormatter()
        format.formatOptions = [.withInternetDateTime]
        return format
    }
}
