/// Which part of the converter the keys go to.
enum ConverterField: Equatable, Hashable, Sendable, CaseIterable {
    /// The amount text (digits, separators, arithmetic).
    case amount
    /// The currency handed over.
    case from
    /// The currency received.
    case to
}
