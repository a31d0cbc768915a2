/// The entry of a data provider's timeline: nothing yet (the placeholder) or a value with its origin and
/// fetch time.
public enum SourceEntry<Value: Sendable>: Sendable {
    /// No data yet: the pane draws its empty / "loading" state.
    case placeholder
    /// A value fetched from the network, read from the cache, or the embedded sample.
    case loaded(Fetched<Value>)

    /// The loaded value with its origin and fetch time; nil for the placeholder.
    public var fetched: Fetched<Value>? {
        if case .loaded(let fetched) = self { return fetched }
        return nil
    }
}

extension SourceEntry: Equatable where Value: Equatable {}
