import KursCore

extension CommandTable {
    /// `kurs rates [--source privatbank|erapi] [--base CODE] [--card] [--json]`.
    static let rates = CommandSpec(
        name: "rates", abstract: "PrivatBank or open.er-api rates",
        options: [
            OptionSpec(name: "--source", valueName: "SOURCE", allowedValues: RatesOptions.Source.allCases.map(\.rawValue),
                       valueNoun: "source", help: "rates source (default privatbank)"),
            OptionSpec(name: "--base", valueName: "CODE", help: "base currency code for erapi (default USD)"),
            OptionSpec(name: "--card", help: "PrivatBank card rates instead of cash"),
            json,
        ],
        discussion: """
            PrivatBank buy/sale rates (UAH per 1 unit; cash by default, --card for card/non-cash), or open.er-api
            mid-market rates (units per 1 unit of --base, default USD). --base other than UAH selects erapi; it must
            be a known 3-letter code (exit 2 otherwise). When the --base rates can't be had (offline, fetch failed,
            nothing cached) they are derived from the USD rates by cross rates, said on stderr ("derived_from" in
            JSON). A terminal shows 2 decimals; a pipe and JSON keep every digit.
            """,
        examples: ["kurs rates", "kurs rates --card --json", "kurs rates --source erapi --base EUR | grep -w USD"],
        parse: CommandParser.rates)
}

extension CommandParser {
    /// `kurs rates`: a --base other than UAH without --source means erapi; PrivatBank only has UAH.
    /// - Throws: a --base that is not 3 letters; --base (not UAH) with --source privatbank.
    static func rates(_ line: ParsedArguments) throws(UsageError) -> Command {
        var options = RatesOptions()
        options.json = line.has("--json")
        options.card = line.has("--card")
        if let source = line.values["--source"] { options.source = RatesOptions.Source(rawValue: source) ?? .privatbank }
        if let base = line.values["--base"] {
            guard isCurrencyCode(base) else { throw UsageError("unknown currency '\(shown(base))' (a 3-letter code such as EUR)") }
            options.base = CurrencyCode(base)
            guard options.base != .uah else { return .rates(options) }
            if !line.has("--source") { options.source = .erapi }
            if options.source == .privatbank { throw UsageError("--base applies to --source erapi (PrivatBank rates are in UAH)") }
        }
        return .rates(options)
    }

    /// Three ASCII letters.
    static func isCurrencyCode(_ text: String) -> Bool {
        text.count == 3 && text.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("a"..."z").contains($0) }
    }
}
