import Foundation
import KursCore

/// The fields every JSON document of kurs carries (DESIGN.md §4):
/// `source` (a source id: `privatbank`, `erapi`, `coingecko`…), `fetched_at` (ISO 8601, UTC), `origin` ("live" | "cache" |
/// "embedded_sample") and `sample_recorded_on` (the embedded sample's date, else null).
enum CommonJSON {
    static func header<Value>(source: String, fetched: Fetched<Value>) -> [(String, JSONValue)] {
        var recorded: String?
        if case .embeddedSample(let day) = fetched.origin { recorded = day }
        return [
            ("source", .string(source)), ("fetched_at", .date(fetched.fetchedAt)), ("origin", .string(fetched.origin.jsonName)),
            ("sample_recorded_on", .string(recorded)),
        ]
    }
}
