public import Foundation

/// Where a value on screen came from.
public enum DataOrigin: Equatable, Sendable {
    /// Fetched from the API just now (this process).
    case network
    /// Read from the disk cache under `$XDG_CACHE_HOME/kurs/`.
    case cache
    /// The recorded sample compiled into the binary; `recordedOn` is its date ("2026-02-17" or "2025").
    case embeddedSample(recordedOn: String)
}

/// A value with where it came from and when it was fetched.
public struct Fetched<Value: Sendable>: Sendable {
    /// The fetched value.
    public var value: Value
    /// When the response was received (for embedded samples: when this process loaded them).
    public var fetchedAt: Date
    /// Network, disk cache or embedded sample.
    public var origin: DataOrigin

    /// `value`, received at `fetchedAt` from `origin`.
    public init(value: Value, fetchedAt: Date, origin: DataOrigin) {
        self.value = value
        self.fetchedAt = fetchedAt
        self.origin = origin
    }
}

extension Fetched: Equatable where Value: Equatable {}
