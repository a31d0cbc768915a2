import Foundation
import KursCore

extension CommandParser {
    /// `kurs convert [OPTIONS] [--] AMOUNT FROM TO [--mid|--bank] [--card] [--json]`; after `--` every argument
    /// is AMOUNT, FROM or TO (`kurs convert -- -5 USD EUR`: the amount is checked, and below zero refused). The amount is checked here (a usage error
    /// before any I/O); the currencies are resolved later against the currency catalog. An amount typed in pieces
    /// (`kurs convert 1 000,50 UAH USD`) is joined when every piece before the last two looks like a number.
    static func parseConvert(_ args: [String]) throws(UsageError) -> ConvertOptions {
        var positionals: [String] = []
        var pricing: ConvertOptions.Pricing?
        var card = false
        var json = false
        var optionsEnded = false
        for arg in args {
            if optionsEnded {
                positionals.append(arg)
                continue
            }
            switch arg {
            case "--": optionsEnded = true
            case "--json": json = true
            case "--card": card = true
            case "--mid", "--bank":
                let wanted: ConvertOptions.Pricing = arg == "--mid" ? .mid : .bank
                if let pricing, pricing != wanted { throw UsageError("--mid and --bank exclude each other") }
                pricing = wanted
            default:
                if arg.hasPrefix("-") && !looksLikeAmount(arg) { throw unexpected(arg, command: "convert") }
                positionals.append(arg)
            }
        }
        if positionals.count > 3 {
            let pieces = positionals.dropLast(2)
            guard pieces.allSatisfy(looksLikeAmount) else {
                throw UsageError("unexpected argument '\(shown(positionals[3]))' for 'kurs convert'")
            }
            positionals = [pieces.joined(separator: " ")] + positionals.suffix(2)
        }
        guard positionals.count == 3 else {
            let missing = ["AMOUNT, FROM and TO", "FROM and TO", "TO"][positionals.count]
            throw UsageError("missing \(missing): kurs convert AMOUNT FROM TO (e.g. kurs convert 100 USD UAH)")
        }
        let text = positionals[0]
        let amount = try parseAmount(text)
        var options = ConvertOptions(amountText: text, amount: amount, from: positionals[1], to: positionals[2])
        options.pricing = pricing ?? .automatic
        options.card = card
        options.json = json
        return options
    }

    /// The longest amount expression accepted, in characters.
    static let maxAmountLength = 200

    /// The value of an amount argument, ≥ 0.
    /// - Throws: "invalid amount 'abc': not a number", "…: division by zero", "…: amount below zero".
    static func parseAmount(_ text: String) throws(UsageError) -> Decimal {
        let shownText = shown(text)
        guard text.unicodeScalars.count <= maxAmountLength else {
            throw UsageError("invalid amount '\(shownText)': too long (at most \(maxAmountLength) characters)")
        }
        switch AmountExpression.parse(text) {
        case .failure(let error):
            throw UsageError("invalid amount '\(shownText)': \(error.reason)")
        case .success(let value) where value < 0:
            throw UsageError("invalid amount '\(shownText)': \(ConversionError.negativeAmount(value).reason)")
        case .success(let value):
            return value
        }
    }

    /// Digits, separators, spaces, operators and parentheses only, with at least one digit ("-5", "1,000",
    /// "(2+3)*4"); such an argument is an amount even when it starts with "-".
    static func looksLikeAmount(_ text: String) -> Bool {
        text.contains(where: { $0.isASCII && $0.isWholeNumber })
            && text.allSatisfy { ($0.isASCII && $0.isWholeNumber) || " .,_'+-*/()−×÷".contains($0) }
    }
}
