import KursCore

extension CommandTable {
    /// `kurs rates [CODE...] [--source privatbank|privatbank-card|nbu|monobank|erapi|--compare] [--base CODE] [--card]
    /// [--json]`.
    static var rates: CommandSpec { CommandSpec(
        name: "rates", abstract: "hryvnia rates of one source, or every bank side by side",
        arguments: [ArgumentSpec(valueName: "CODE", help: "currency code to compare", isOptional: true, synopsisText: "CODE...")],
        options: [RatesCommand.source, RatesCommand.compare, RatesCommand.base, RatesCommand.card, json],
        discussion: """
            One source's rates: PrivatBank buy/sale (UAH per 1 unit; cash by default, privatbank-card or --card for
            card/non-cash), NBU official rates, Monobank buy/sale and cross rates (numeric ISO codes shown as
            letter codes, a code without one keeps its number), or open.er-api mid-market rates (units per 1 unit of
            --base, default USD). --base other than UAH selects erapi; it must be a known 3-letter code (exit 2
            otherwise). When the --base rates can't be had (offline, fetch failed, nothing cached) they are derived
            from the USD rates by cross rates, said on stderr ("derived_from" in JSON). JSON rows are
            {ccy, base_ccy, buy, sale, rate}, null where the source has no such price; a pipe gets the same five
            tab-separated fields from every source, empty where absent.

            --compare [CODE…] shows PrivatBank cash and card, Monobank and the NBU side by side for each CODE (default
            USD, EUR, PLN, GBP; an unknown code or UAH is exit 2), the best buy (highest price a bank pays) and best sale
            (lowest price it charges) marked with *; the NBU is not a bank and is never best. A source that fails is said
            on stderr and left out (exit 1 when all fail). A --compare pipe row has ten fields whatever loaded (empty for
            a source that failed): ccy, privatbank buy, sale, privatbank-card buy, sale, monobank buy, sale, nbu rate,
            best buy source, best sale source.
            A terminal shows 2 decimals (4 significant digits below 1); a pipe and JSON keep every digit.
            """,
        examples: [
            "kurs rates", "kurs rates --card --json", "kurs rates --source nbu | grep -w USD", "kurs rates --compare",
            "kurs rates --compare USD EUR --json", "kurs rates --source erapi --base EUR | grep -w USD",
        ],
        parse: CommandParser.rates) }
}

extension RatesCommand {
    /// `--source`: one provider's rates.
    static var source: OptionSpec {
        CommandTable.source(SourceRegistry.current.ids(.rates).map(\.rawValue), help: "rates source (default privatbank)", excludes: "rates-mode")
    }
    /// `--compare`: every bank side by side.
    static let compare = OptionSpec(name: "--compare", help: "every bank side by side per currency", excludes: "rates-mode")
    /// `--base CODE`: open.er-api's base currency.
    static let base = OptionSpec(name: "--base", valueName: "CODE", help: "base currency code for erapi (default USD)")
    /// `--card`, said as the source it means.
    static let card = CommandTable.card.helping("PrivatBank card rates instead of cash (--source privatbank-card)")
}

extension CommandParser {
    /// `kurs rates`: a --base other than UAH without --source means erapi; PrivatBank only has UAH; currency codes
    /// only with --compare.
    /// - Throws: a --base that is not 3 letters; --base (not UAH) with a source other than erapi; --source with
    ///   --compare; --compare with --base or --card; a code without --compare or that is not 3 letters.
    static func rates(_ line: ParsedArguments) throws(UsageError) -> Command {
        var options = RatesOptions()
        options.json = line.has(CommandTable.json)
        options.card = line.has(RatesCommand.card)
        options.compare = line.has(RatesCommand.compare)
        if options.compare {
            if line.has(RatesCommand.source) { throw UsageError("--source and --compare exclude each other") }
            if line.has(RatesCommand.base) || line.has(RatesCommand.card) {
                throw UsageError("--compare shows every bank in UAH (cash and card side by side): no --base or --card")
            }
            for code in line.positionals {
                guard isCurrencyCode(code) else { throw UsageError("unknown currency '\(shown(code))' (a 3-letter code such as EUR)") }
                if !options.codes.contains(CurrencyCode(code)) { options.codes.append(CurrencyCode(code)) }
            }
            return .run(options)
        }
        if let first = line.positionals.first {
            throw UsageError("unexpected argument '\(shown(first))' for 'kurs rates' (currency codes go with --compare)")
        }
        if let source = line.value(of: RatesCommand.source) { options.source = SourceRegistry.current.id(named: source, role: .rates) ?? .privatbank }
        if let base = line.value(of: RatesCommand.base) {
            guard isCurrencyCode(base) else { throw UsageError("unknown currency '\(shown(base))' (a 3-letter code such as EUR)") }
            options.base = CurrencyCode(base)
            guard options.base != .uah else { return .run(options) }
            if !line.has(RatesCommand.source) { options.source = .erapi }
            if options.source != .erapi {
                throw UsageError("--base applies to --source erapi (\(sourceName(options.source)) rates are in UAH)")
            }
        }
        return .run(options)
    }

    /// "PrivatBank", "NBU", "Monobank", "open.er-api": the provider of a rates source, for messages.
    static func sourceName(_ source: RatesOptions.Source) -> String {
        SourceRegistry.current.descriptor(source)?.displayName ?? source.rawValue
    }

    /// Three ASCII letters.
    static func isCurrencyCode(_ text: String) -> Bool {
        text.count == 3 && text.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("a"..."z").contains($0) }
    }
}
