package import Foundation

/// Where a value on screen came from (JSON `origin`: "live", "cache", "embedded_sample").
package enum DataOrigin: Equatable, Sendable {
    /// Fetched from the API by this process.
    case live
    /// Read from the disk cache under `$XDG_CACHE_HOME/kurs/` (written by any kurs process).
    case cache
    /// The recorded sample compiled into the binary; `recordedOn` is its date as labels show it ("2026-02-17", "2025").
    case embeddedSample(recordedOn: String)

    /// The JSON `origin` value: "live", "cache" or "embedded_sample".
    package var jsonName: String {
        switch self {
        case .live: return "live"
        case .cache: return "cache"
        case .embeddedSample: return "embedded_sample"
        }
    }
}

/// A value with where it came from and when its data left the API.
package struct Fetched<Value: Sendable>: Sendable {
    /// The value.
    package var value: Value
    /// When the data left the API: the response's arrival (renewed by a 304); for the embedded sample, when it was
    /// recorded (taken from the data, e.g. the newest `last_updated`), never "now".
    package var fetchedAt: Date
    /// Live, disk cache or embedded sample.
    package var origin: DataOrigin

    /// `value`, whose data left the API at `fetchedAt`, from `origin`.
    package init(value: Value, fetchedAt: Date, origin: DataOrigin) {
        self.value = value
        self.fetchedAt = fetchedAt
        self.origin = origin
    }

    /// The same provenance around another value (e.g. the rows a selection picks from a list).
    package func map<Other: Sendable>(_ transform: (Value) -> Other) -> Fetched<Other> {
        Fetched<Other>(value: transform(value), fetchedAt: fetchedAt, origin: origin)
    }
}

extension Fetched: Equatable where Value: Equatable {}
