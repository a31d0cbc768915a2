package import Foundation

/// Parses an amount as people type it: numbers with "." or "," as the decimal separator (see the rule
/// below), spaces, thin spaces, underscores and apostrophes ignored, and simple arithmetic — `+ - * /`
/// (also `− × ÷`) with the usual precedence, parentheses and unary minus. Exact `Decimal` throughout.
///
/// Decimal separator rule: when both "." and "," appear in a number, the last one is the decimal
/// separator and the other groups thousands; one kind repeated groups thousands; a single separator is the
/// decimal separator, except a "," followed by exactly three digits after a 1–3 digit whole part not
/// starting with 0, which groups thousands ("1,000" = 1000; "1,5" = 1.5; "1.500" = 1.5; "0,125" = 0.125).
///
/// Examples: "1,5" → 1.5; "1 000,50" → 1000.50; "1,000.50" → 1000.50; "2*(3+1)" → 8; "-3" → -3 (the
/// converter rejects amounts below zero). Negative results are returned; the caller decides.
package enum AmountExpression {
    /// The value of `text`, or why it is not an amount: `.empty`, `.notANumber` ("abc"), `.invalidNumber`
    /// ("1..2"), `.divisionByZero` ("1/0"), `.unbalancedParentheses` ("(1+2"), `.trailingOperator` ("2+"),
    /// `.unexpected` ("2*/3"), `.outOfRange`.
    package static func parse(_ text: String) -> Result<Decimal, AmountError> {
        Result { () throws(AmountError) -> Decimal in
            let tokens = try AmountTokenizer.tokens(of: text)
            guard !tokens.isEmpty else { throw .empty }
            var parser = AmountParser(tokens: tokens)
            return try parser.parseAll()
        }
    }
}

/// One piece of an amount expression.
enum AmountToken: Equatable {
    case number(Decimal, String)
    case plus, minus, times, divide, open, close

    /// The token as written (canonical operator), for messages.
    var text: String {
        switch self {
        case .number(_, let literal): literal
        case .plus: "+"
        case .minus: "-"
        case .times: "*"
        case .divide: "/"
        case .open: "("
        case .close: ")"
        }
    }

    var isOperator: Bool { [.plus, .minus, .times, .divide].contains(self) }
}

/// Splits an amount expression into tokens, dropping spaces and grouping marks.
enum AmountTokenizer {
    static func tokens(of text: String) throws(AmountError) -> [AmountToken] {
        var tokens: [AmountToken] = []
        var literal = ""
        func flush() throws(AmountError) {
            guard !literal.isEmpty else { return }
            tokens.append(.number(try AmountLiteral.parse(literal), literal))
            literal = ""
        }
        for character in text {
            if character.isWhitespace || "_'’".contains(character) { continue }
            if character.isASCII && (character.isWholeNumber || character == "." || character == ",") {
                literal.append(character)
                continue
            }
            try flush()
            switch character {
            case "+": tokens.append(.plus)
            case "-", "−": tokens.append(.minus)
            case "*", "×": tokens.append(.times)
            case "/", "÷": tokens.append(.divide)
            case "(": tokens.append(.open)
            case ")": tokens.append(.close)
            default: throw .notANumber
            }
        }
        try flush()
        return tokens
    }
}

/// Recursive descent: sum := product (("+"|"-") product)*; product := unary (("*"|"/") unary)*;
/// unary := ("-"|"+") unary | number | "(" sum ")".
struct AmountParser {
    let tokens: [AmountToken]
    var position = 0

    init(tokens: [AmountToken]) { self.tokens = tokens }

    mutating func parseAll() throws(AmountError) -> Decimal {
        let value = try sum()
        if position < tokens.count {
            throw tokens[position] == .close ? .unbalancedParentheses : .unexpected(tokens[position].text)
        }
        return value
    }

    mutating func sum() throws(AmountError) -> Decimal {
        var value = try product()
        while let token = peek(), token == .plus || token == .minus {
            position += 1
            let rhs = try product()
            value = try DecimalArithmetic.apply(token, value, rhs)
        }
        return value
    }

    mutating func product() throws(AmountError) -> Decimal {
        var value = try unary()
        while let token = peek(), token == .times || token == .divide {
            position += 1
            let rhs = try unary()
            value = try DecimalArithmetic.apply(token, value, rhs)
        }
        return value
    }

    mutating func unary() throws(AmountError) -> Decimal {
        guard let token = peek() else {
            if let previous = tokens.last, previous.isOperator { throw .trailingOperator(previous.text) }
            throw tokens.last == .open ? .unbalancedParentheses : .empty
        }
        position += 1
        switch token {
        case .number(let value, _):
            return value
        case .minus:
            return try DecimalArithmetic.apply(.minus, 0, unary())
        case .plus:
            return try unary()
        case .open:
            let value = try sum()
            guard peek() == .close else {
                if let next = peek() { throw .unexpected(next.text) }
                throw .unbalancedParentheses
            }
            position += 1
            return value
        case .times, .divide, .close:
            throw .unexpected(token.text)
        }
    }

    func peek() -> AmountToken? { position < tokens.count ? tokens[position] : nil }
}

/// Exact Decimal arithmetic with overflow and division by zero reported.
enum DecimalArithmetic {
    static func apply(_ op: AmountToken, _ lhs: Decimal, _ rhs: Decimal) throws(AmountError) -> Decimal {
        var left = lhs
        var right = rhs
        var result = Decimal()
        let error: NSDecimalNumber.CalculationError
        switch op {
        case .plus: error = NSDecimalAdd(&result, &left, &right, .plain)
        case .minus: error = NSDecimalSubtract(&result, &left, &right, .plain)
        case .times: error = NSDecimalMultiply(&result, &left, &right, .plain)
        case .divide:
            guard !rhs.isZero else { throw .divisionByZero }
            error = NSDecimalDivide(&result, &left, &right, .plain)
        default: preconditionFailure("not an operator: \(op)")
        }
        switch error {
        case .noError, .lossOfPrecision: return result
        case .divideByZero: throw .divisionByZero
        case .overflow, .underflow: throw .outOfRange
        @unknown default: throw .outOfRange
        }
    }
}
