import Foundation
import KursCore

/// Parses argv by hand (no ArgumentParser on this toolchain). Pure.
public enum CommandParser {
    /// A usage error: exit 2 with `message` on stderr.
    public struct UsageError: Error, Equatable, Sendable {
        /// One line naming the problem, e.g. "unknown option '--foo' for 'kurs rates'".
        public var message: String
        /// A usage error saying `message`.
        public init(_ message: String) { self.message = message }
    }

    /// The parse result: the command and the global `--offline` flag (accepted anywhere).
    public struct Parsed: Equatable, Sendable {
        /// What to run.
        public var command: Command
        /// `--offline` was given (anywhere on the line).
        public var offline: Bool
    }

    /// Parses `arguments` without the program name, with the built-in defaults.
    /// - Throws: `UsageError` for unknown commands or flags, missing or bad values.
    public static func parse(_ arguments: [String]) throws(UsageError) -> Parsed {
        try parse(arguments, defaults: CommandDefaults())
    }

    /// Parses `arguments` without the program name; flags not given take `defaults` (from the config).
    /// - Throws: `UsageError` for unknown commands or flags, missing or bad values.
    public static func parse(_ arguments: [String], defaults: CommandDefaults) throws(UsageError) -> Parsed {
        var offline = false
        var rest: [String] = []
        var optionsEnded = false
        for argument in try normalized(arguments) {
            if argument == "--" { optionsEnded = true }
            if argument == "--offline" && !optionsEnded { offline = true } else { rest.append(argument) }
        }
        guard let name = rest.first else { return Parsed(command: .dashboard, offline: offline) }
        var args = Array(rest.dropFirst())
        let options = args.prefix { $0 != "--" }
        if options.contains("--help") || options.contains("-h") {
            guard HelpText.topics.contains(name) else { throw UsageError("unknown command '\(name)'") }
            return Parsed(command: .help(name), offline: offline)
        }
        let command: Command
        switch name {
        case "--help", "-h": command = .help(nil)
        case "help": command = .help(args.first)
        case "--version", "-V": command = .version
        case "rates": command = .rates(try parseRates(&args, defaults: defaults))
        case "coins": command = .coins(try parseCoins(&args, defaults: defaults))
        case "coin": command = .coin(try parseCoin(&args))
        case "weather": command = .weather(try parseWeather(&args))
        case "convert": command = .convert(try parseConvert(args))
        case "status": command = .status(try parseStatus(&args))
        case "refresh": command = .refresh(try parseRefresh(&args))
        case "config": command = .config(try parseConfig(args))
        case "pane": command = .pane(try parsePane(args))
        default:
            if name.hasPrefix("-") { throw UsageError("unknown option '\(name)'; see 'kurs --help'") }
            throw UsageError("unknown command '\(name)'; see 'kurs --help'")
        }
        return Parsed(command: command, offline: offline)
    }

    static func parseRates(_ args: inout [String], defaults: CommandDefaults = CommandDefaults()) throws(UsageError)
        -> RatesOptions
    {
        var options = RatesOptions()
        var sourceGiven = false
        var baseGiven = false
        while let arg = args.first {
            args.removeFirst()
            switch arg {
            case "--json": options.json = true
            case "--card": options.card = true
            case "--source":
                let value = try takeValue(&args, for: arg, command: "rates")
                guard let source = RatesOptions.Source(rawValue: value.lowercased()) else {
                    throw UsageError("unknown source '\(shown(value))' (privatbank or erapi)")
                }
                options.source = source
                sourceGiven = true
            case "--base":
                let value = try takeValue(&args, for: arg, command: "rates")
                guard isCurrencyCode(value) else { throw UsageError("unknown currency '\(shown(value))' (a 3-letter code such as EUR)") }
                options.base = CurrencyCode(value)
                baseGiven = true
            default: throw unexpected(arg, command: "rates")
            }
        }
        if baseGiven, options.base != .uah, !sourceGiven { options.source = .erapi }
        if options.source == .privatbank, baseGiven, options.base != .uah {
            throw UsageError("--base applies to --source erapi (PrivatBank rates are in UAH)")
        }
        if options.source == .erapi, !baseGiven { options.base = defaults.base }
        return options
    }

    static func parseCoins(_ args: inout [String], defaults: CommandDefaults = CommandDefaults()) throws(UsageError)
        -> CoinsOptions
    {
        var options = CoinsOptions()
        options.top = defaults.top
        options.ids = defaults.ids
        options.vsCurrency = defaults.vsCurrency
        while let arg = args.first {
            args.removeFirst()
            switch arg {
            case "--json": options.json = true
            case "--top":
                let value = try takeValue(&args, for: arg, command: "coins")
                guard value.allSatisfy({ $0.isASCII && $0.isWholeNumber }), let n = Int(value),
                    (1...Resource<DecodedList<Coin>>.maxMarketsPerPage).contains(n)
                else {
                    throw UsageError("invalid --top '\(shown(value))' (a number from 1 to \(Resource<DecodedList<Coin>>.maxMarketsPerPage))")
                }
                options.top = n
                options.ids = nil  // the command line wins over the config's list
            case "--vs":
                let value = try takeValue(&args, for: arg, command: "coins")
                guard isVsCurrency(value) else {
                    throw UsageError("unknown currency '\(shown(value))' (2 to 5 letters or digits, e.g. usd, eur, btc, sats)")
                }
                options.vsCurrency = value.lowercased()
            default: throw unexpected(arg, command: "coins")
            }
        }
        return options
    }

    static func parseCoin(_ args: inout [String]) throws(UsageError) -> CoinOptions {
        var id: String?
        var json = false
        while let arg = args.first {
            args.removeFirst()
            if arg == "--json" {
                json = true
            } else if arg.hasPrefix("-") {
                throw unexpected(arg, command: "coin")
            } else if id == nil {
                id = arg
            } else {
                throw UsageError("unexpected argument '\(arg)' for 'kurs coin'")
            }
        }
        guard let id else { throw UsageError("missing coin id: kurs coin ID (e.g. kurs coin bitcoin)") }
        guard !id.isEmpty else { throw UsageError("empty coin id: kurs coin ID (e.g. kurs coin bitcoin)") }
        guard let lowered = CoinID.normalized(id) else {
            throw UsageError("invalid coin id '\(shown(id))' (CoinGecko ids: \(CoinID.rule))")
        }
        var options = CoinOptions(id: lowered)
        options.json = json
        return options
    }

    /// The value after `flag`. - Throws: when there is none (end of the line, or another option follows) or it is
    /// empty.
    static func takeValue(_ args: inout [String], for flag: String, command: String) throws(UsageError) -> String {
        guard let value = args.first, !value.hasPrefix("--") else {
            throw UsageError("missing value for \(flag) in 'kurs \(command)'")
        }
        args.removeFirst()
        guard !value.trimmingBlanks().isEmpty else {
            throw UsageError("empty value for \(flag) in 'kurs \(command)'")
        }
        return value
    }

    static func unexpected(_ arg: String, command: String) -> UsageError {
        if arg.hasPrefix("-") { return UsageError("unknown option '\(shown(arg))' for 'kurs \(command)'") }
        return UsageError("unexpected argument '\(shown(arg))' for 'kurs \(command)'")
    }

    /// The longest argument accepted, in characters (a status format with tmux styles fits easily).
    static let maxArgumentLength = 4096
    /// Options that take a value (`--top 5` or `--top=5`).
    static let valueOptions: Set<String> = ["--source", "--base", "--top", "--vs", "--format", "--only", "--units"]

    /// `arguments` with `--flag=value` split into `--flag`, `value`; from a `--` on (which ends the options, kept
    /// for the command's parser) the arguments are passed as they are.
    /// - Throws: an argument over `maxArgumentLength` characters; `--flag=value` for an option without a value;
    ///   an option given twice ("option '--top' given twice").
    static func normalized(_ arguments: [String]) throws(UsageError) -> [String] {
        var result: [String] = []
        var seen: Set<String> = []
        var expectsValue = false
        var optionsEnded = false
        for argument in arguments {
            guard argument.unicodeScalars.count <= maxArgumentLength else {
                throw UsageError("argument too long (\(argument.unicodeScalars.count) characters; at most \(maxArgumentLength)): '\(shown(argument))'")
            }
            if argument == "--" && !expectsValue { optionsEnded = true }
            if optionsEnded {
                result.append(argument)
                continue
            }
            if expectsValue {  // the value of the option before, as is (a missing one is reported by the parser)
                expectsValue = false
                if !argument.hasPrefix("--") {
                    result.append(argument)
                    continue
                }
            }
            guard argument.hasPrefix("--"), argument.count > 2 else {
                result.append(argument)
                continue
            }
            var name = argument
            var value: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
                guard valueOptions.contains(name) else { throw UsageError("option '\(shown(name))' takes no value") }
            }
            if !seen.insert(name).inserted { throw UsageError("option '\(shown(name))' given twice") }
            result.append(name)
            if let value {
                result.append(value)
            } else {
                expectsValue = valueOptions.contains(name)
            }
        }
        return result
    }

    /// `text` as quoted in a message: control characters removed, at most 40 characters (then "…").
    static func shown(_ text: String) -> String {
        let clean = TerminalText.sanitize(text)
        return clean.count > 40 ? String(clean.prefix(40)) + "…" : clean
    }

    /// Three ASCII letters.
    static func isCurrencyCode(_ text: String) -> Bool {
        text.count == 3 && text.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("a"..."z").contains($0) }
    }

    /// CoinGecko vs currencies: 2–5 ASCII letters or digits, at least one a letter ("usd", "eth", "bits", "sats").
    static func isVsCurrency(_ text: String) -> Bool {
        (2...5).contains(text.unicodeScalars.count)
            && text.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0) }
            && text.unicodeScalars.contains { ("A"..."Z").contains($0) || ("a"..."z").contains($0) }
    }
}
