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
        for argument in arguments {
            if argument == "--offline" { offline = true } else { rest.append(argument) }
        }
        guard let name = rest.first else { return Parsed(command: .dashboard, offline: offline) }
        var args = Array(rest.dropFirst())
        if args.contains("--help") || args.contains("-h") {
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
                    throw UsageError("unknown source '\(value)' (privatbank or erapi)")
                }
                options.source = source
                sourceGiven = true
            case "--base":
                let value = try takeValue(&args, for: arg, command: "rates")
                guard isCurrencyCode(value) else { throw UsageError("unknown currency '\(value)'") }
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
        options.vsCurrency = defaults.vsCurrency
        while let arg = args.first {
            args.removeFirst()
            switch arg {
            case "--json": options.json = true
            case "--top":
                let value = try takeValue(&args, for: arg, command: "coins")
                guard let n = Int(value), (1...MarketResource.marketsPerPage).contains(n) else {
                    throw UsageError("invalid --top '\(value)' (a number from 1 to \(MarketResource.marketsPerPage))")
                }
                options.top = n
            case "--vs":
                let value = try takeValue(&args, for: arg, command: "coins")
                guard isVsCurrency(value) else { throw UsageError("unknown currency '\(value)'") }
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
        guard isCoinID(id) else { throw UsageError("unknown coin '\(Sanitizer.clean(id))'") }
        var options = CoinOptions(id: id)
        options.json = json
        return options
    }

    static func takeValue(_ args: inout [String], for flag: String, command: String) throws(UsageError) -> String {
        guard let value = args.first, !value.hasPrefix("--") else {
            throw UsageError("missing value for \(flag) in 'kurs \(command)'")
        }
        args.removeFirst()
        return value
    }

    static func unexpected(_ arg: String, command: String) -> UsageError {
        let shown = Sanitizer.clean(arg)
        if arg.hasPrefix("-") { return UsageError("unknown option '\(shown)' for 'kurs \(command)'") }
        return UsageError("unexpected argument '\(shown)' for 'kurs \(command)'")
    }

    /// Three ASCII letters.
    static func isCurrencyCode(_ text: String) -> Bool {
        text.count == 3 && text.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("a"..."z").contains($0) }
    }

    /// CoinGecko vs currencies: 2–5 ASCII letters ("usd", "eth", "bits", "sats").
    static func isVsCurrency(_ text: String) -> Bool {
        (2...5).contains(text.count) && text.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("a"..."z").contains($0) }
    }

    /// CoinGecko ids: lower-case letters, digits, "-", "_" and ".", 1…100 characters.
    static func isCoinID(_ text: String) -> Bool {
        (1...100).contains(text.count)
            && text.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" || $0 == "."
            }
    }
}
