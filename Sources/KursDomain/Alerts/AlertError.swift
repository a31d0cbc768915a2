/// Why an alert was refused (a usage error: nothing changed).
package enum AlertError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The condition does not fit the kind (a move is "beyond", a price or rate "above"/"below").
    case conditionDoesNotFit(Alert.Kind, Alert.Condition)
    /// The threshold is zero or negative.
    case thresholdNotPositive
    /// The coin id or currency code is blank.
    case emptyTarget

    /// One line naming the problem.
    package var description: String {
        switch self {
        case .conditionDoesNotFit(let kind, let condition): "a \(kind.rawValue) alert cannot be '\(condition.rawValue)'"
        case .thresholdNotPositive: "the level must be more than 0"
        case .emptyTarget: "a coin id or currency code is needed"
        }
    }
}
