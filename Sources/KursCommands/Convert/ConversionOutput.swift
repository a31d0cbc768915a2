import KursCore

/// How `kurs convert` prints a conversion.
///
/// - Terminal: three lines — "100 USD = 4,125.00 UAH", the rate line ("1 USD = 41.25 UAH · PrivatBank buy") and
///   the inverse ("1 UAH = 0.02424 USD").
/// - Pipe: one tab-separated line `amount from to rate result source` with plain numbers (no grouping): the
///   amount's exact digits, the unrounded rate, the result with the target's minor units:
///   `100\tUSD\tUAH\t41.25\t4125.00\tprivatbank`.
/// - `--json`: `{"amount":100,"from":"USD","to":"UAH","rate":41.25,"result":4125.00,"source":<SourceID.privatbank>,
///   "fetched_at":…,"origin":…,"sample_recorded_on":…,"inverse_rate":…,"rate_line":…,"kind":"cash"|"card"|null,
///   "note":…|null}` — numbers exact from `Decimal`; `rate` is units of `to` per 1 `from` (unrounded),
///   `result` has the target's minor units (JPY 0, KWD 3, most 2); `source` is "privatbank-card" for PrivatBank's
///   card table (in the pipe too); `kind` is the PrivatBank table used;
///   `note` says why bank pricing fell back to mid-market.
enum ConversionOutput {
    static func write<Value>(
        _ conversion: Conversion, fetched: Fetched<Value>, options: ConvertOptions, to output: any CommandOutput
    ) {
        let from = TerminalText.sanitize(conversion.from.rawValue)
        let to = TerminalText.sanitize(conversion.to.rawValue)
        let result = NumberText.fixed(conversion.result, fractionDigits: CurrencySymbols.minorUnits(for: conversion.to))
        if options.json {
            var kind: String?
            if case .bank(let table) = conversion.source { kind = table == .card ? "card" : "cash" }
            let fields: [(String, JSONValue)] = [
                ("amount", .decimal(conversion.amount)), ("from", .string(from)), ("to", .string(to)),
                ("rate", .decimal(conversion.rate)), ("result", .number(result)),
            ]
            let extra: [(String, JSONValue)] = [
                ("inverse_rate", .decimal(conversion.inverseRate)), ("rate_line", .string(TerminalText.sanitize(conversion.rateLine))),
                ("kind", .string(kind)), ("note", .string(conversion.fallbackNote)),
            ]
            let doc = fields + CommonJSON.header(source: conversion.source.name, fetched: fetched) + extra
            output.write(JSONValue.object(doc).serialized() + "\n")
        } else if output.isTerminal {
            output.write(
                "\(conversion.formattedAmount) \(from) = \(conversion.formattedResult) \(to)\n"
                    + TerminalText.sanitize(conversion.rateLine) + "\n"
                    + reverseLine(conversion, from: from, to: to) + "\n")
        } else {
            let fields = [
                conversion.amount.description, from, to, conversion.rate.description, result, conversion.source.name,
            ]
            output.write(fields.joined(separator: "\t") + "\n")
        }
    }

    /// The rate in the direction the rate line doesn't show: "1 UAH = 0.02424 USD" under "1 USD = 41.25 UAH · …";
    /// "1 UAH = 0.02389 USD" when converting UAH → USD, whose rate line quotes the bank's "1 USD = 41.85 UAH · … sale".
    static func reverseLine(_ conversion: Conversion, from: String, to: String) -> String {
        if conversion.rateLine.hasPrefix("1 \(conversion.from) = ") {
            return "1 \(to) = \(ConversionFormat.rate(conversion.inverseRate)) \(from)"
        }
        return "1 \(from) = \(ConversionFormat.rate(conversion.rate)) \(to)"
    }
}
