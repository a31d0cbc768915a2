import Foundation
import KursCore

extension CommandTable {
    /// `kurs convert AMOUNT FROM TO [--mid|--bank|--source SOURCE] [--card] [--json]`.
    static var convert: CommandSpec { CommandSpec(
        name: "convert", abstract: "convert an amount between currencies",
        arguments: [
            ArgumentSpec(valueName: "AMOUNT", help: "amount"), ArgumentSpec(valueName: "FROM", help: "from currency"),
            ArgumentSpec(valueName: "TO", help: "to currency"),
        ],
        options: [ConvertCommand.mid, ConvertCommand.bank, ConvertCommand.source, CommandTable.card, json],
        discussion: """
            Converts AMOUNT of FROM into TO, exactly; the result is rounded to TO's minor units (JPY 0, KWD 3, most 2),
            halves away from zero. FROM and TO are codes (usd), currency names (zloty) or countries (japan).
            AMOUNT takes "." or "," as the decimal separator, spaces and thousands separators, and + - * / ( ).
            After -- every argument is AMOUNT, FROM or TO.

            Pricing: by default PrivatBank's rates when the bank quotes both currencies (UAH, USD, EUR: you hand
            over at its buy price and receive at its sale price), else open.er-api mid-market rates of the
            configured base currency. --bank asks for PrivatBank (pairs it doesn't quote fall back to mid-market,
            said on stderr); --mid for mid-market; --card for PrivatBank's card rates instead of cash. --source prices
            with one source: privatbank or privatbank-card (as --bank), monobank (its buy for what you hand over,
            its sale for what you receive, through UAH), nbu (official rates) or erapi (as --mid); the rate line and
            JSON "source" name it. A pair Monobank or the NBU does not quote is exit 1.

            Output: three lines on a terminal (result, rate, inverse rate); in a pipe one tab-separated line
            "amount from to rate result source"; with --json {amount, from, to, rate, result, source, fetched_at, …}.
            Exit status: 2 for a bad amount or an unknown or ambiguous currency, 1 when no rates can be had.
            """,
        examples: [
            "kurs convert 100 USD UAH", "kurs convert 1000 uah usd --json | jq .result",
            "kurs convert \"2*(3+1)\" EUR JPY --mid", "kurs convert 1 000,50 zloty japan", "kurs convert -- -5+10 USD EUR",
        ],
        isPositional: CommandParser.looksLikeAmount,
        parse: CommandParser.convert) }
}

extension ConvertCommand {
    /// `--mid`: open.er-api's mid-market rates.
    static let mid = OptionSpec(name: "--mid", help: "open.er-api mid-market rates", excludes: "pricing")
    /// `--bank`: PrivatBank's rates.
    static let bank = OptionSpec(name: "--bank", help: "PrivatBank rates", excludes: "pricing")
    /// `--source`: one source's rates.
    static var source: OptionSpec {
        CommandTable.source(SourceRegistry.current.ids(.rates).map(\.rawValue), help: "price with this source", excludes: "pricing")
    }
}

extension CommandParser {
    /// `kurs convert`: the amount is checked here (a usage error before any I/O); the currencies are resolved
    /// later against the currency catalog. An amount typed in pieces (`kurs convert 1 000,50 UAH USD`) is joined
    /// when every piece before the last two looks like a number.
    /// - Throws: --mid with --bank; --source with --mid, --bank or --card; too few or too many arguments; a bad amount.
    static func convert(_ line: ParsedArguments) throws(UsageError) -> Command {
        if line.has(ConvertCommand.mid) && line.has(ConvertCommand.bank) { throw UsageError("--mid and --bank exclude each other") }
        if line.has(ConvertCommand.source), let other = [ConvertCommand.mid, ConvertCommand.bank, CommandTable.card].first(where: line.has) {
            throw UsageError("--source and \(other.name) exclude each other")
        }
        var positionals = line.positionals
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
        var options = ConvertOptions(amountText: text, amount: try parseAmount(text), from: positionals[1], to: positionals[2])
        options.pricing = line.has(ConvertCommand.mid) ? .mid : line.has(ConvertCommand.bank) ? .bank : .automatic
        options.card = line.has(CommandTable.card)
        options.json = line.has(CommandTable.json)
        if let source = line.value(of: ConvertCommand.source).flatMap({ SourceRegistry.current.id(named: $0, role: .rates) }) {
            options.source = source
            switch source {
            case .privatbank: options.pricing = .bank
            case .privatbankCard: (options.pricing, options.card) = (.bank, true)
            case .erapi: options.pricing = .mid
            default: break
            }
        }
        return .run(options)
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
    @Sendable static func looksLikeAmount(_ text: String) -> Bool {
        text.contains(where: { $0.isASCII && $0.isWholeNumber })
            && text.allSatisfy { ($0.isASCII && $0.isWholeNumber) || " .,_'+-*/()−×÷".contains($0) }
    }
}
