/// Why an amount expression was rejected; `reason` says it in words for the pane and the command line.
package enum AmountError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing but spaces.
    case empty
    /// The text has characters that are neither digits, separators, operators nor parentheses ("abc").
    case notANumber
    /// A number is malformed ("1..2", "1,2,3", "."); the literal as typed (without spaces).
    case invalidNumber(String)
    /// A division by zero ("1/0").
    case divisionByZero
    /// A parenthesis is not closed ("(1+2") or not opened ("1+2)").
    case unbalancedParentheses
    /// The text ends with an operator ("2+").
    case trailingOperator(String)
    /// Something where a number or an operator was expected ("2*/3", "()", "2(3)"); the token found.
    case unexpected(String)
    /// The value is too large, or has more digits than 38 (a long fraction such as 0.000…01 too), to hold exactly.
    case outOfRange

    /// The reason in words, e.g. "invalid number '1..2'", "not a number", "division by zero".
    package var reason: String {
        switch self {
        case .empty: "empty"
        case .notANumber: "not a number"
        case .invalidNumber(let literal): "invalid number '\(literal)'"
        case .divisionByZero: "division by zero"
        case .unbalancedParentheses: "unbalanced parentheses"
        case .trailingOperator(let op): "ends with the operator '\(op)'"
        case .unexpected(let token): "unexpected '\(token)'"
        case .outOfRange: "number out of range: more than 38 digits"
        }
    }

    /// Same as `reason`.
    package var description: String { reason }
}
