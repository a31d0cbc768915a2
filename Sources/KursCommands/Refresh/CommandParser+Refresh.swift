import Foundation
import KursCore

extension CommandTable {
    /// `kurs refresh [--quiet] [--only SOURCES] [--stale-only]`.
    static var refresh: CommandSpec { CommandSpec(
        name: "refresh", abstract: "fetch every source now",
        options: [RefreshCommand.quiet, RefreshCommand.only, RefreshCommand.staleOnly],
        discussion: """
            Fetches every source now and updates the cache shared by all kurs processes: PrivatBank cash and card
            rates, NBU official rates, Monobank rates (not when the cached ones are under 5 minutes old: Monobank
            allows one request per 5 minutes), open.er-api rates of the configured base, CoinGecko markets in the configured vs currency, and the
            forecast of the first city (saved list, else the config's weather.cities).
            One line per source on stdout ("privatbank cash: updated"), failures on stderr; --quiet prints only
            failures. SOURCES: a comma-separated list of \(list(RefreshOptions.Source.allCases.map { $0.rawValue }, separator: ", ")).
            --stale-only fetches only what is stale, and does nothing when another such refresh runs
            (what 'kurs status' starts in the background). Exit 0 when any source is up to date, 1 when all failed.
            """,
        examples: ["kurs refresh", "kurs refresh --only privatbank,erapi --quiet", "kurs refresh --only nbu,monobank"],
        parse: CommandParser.refresh) }
}

extension RefreshCommand {
    /// `--quiet` / `-q`: failures only.
    static let quiet = OptionSpec(name: "--quiet", short: "-q", help: "print only failures")
    /// `--only SOURCES`: a comma-separated list of sources.
    static let only = OptionSpec(name: "--only", valueName: "SOURCES", allowedValues: RefreshOptions.Source.allCases.map(\.rawValue),
                                 isList: true, valueNoun: "source", help: "sources, comma-separated")
    /// `--stale-only`: what is stale, once across processes.
    static let staleOnly = OptionSpec(name: "--stale-only", help: "fetch only stale entries")
}

extension CommandParser {
    /// `kurs refresh`. - Throws: an unknown source in --only, or a list of commas only.
    static func refresh(_ line: ParsedArguments) throws(UsageError) -> Command {
        var options = RefreshOptions()
        options.quiet = line.has(RefreshCommand.quiet)
        options.staleOnly = line.has(RefreshCommand.staleOnly)
        if let value = line.value(of: RefreshCommand.only) { options.sources = try parseSources(value) }
        return .run(options)
    }

    /// "privatbank,coingecko" → the sources, each once, in order.
    static func parseSources(_ text: String) throws(UsageError) -> [RefreshOptions.Source] {
        var sources: [RefreshOptions.Source] = []
        for name in text.split(separator: ",", omittingEmptySubsequences: true) {
            let trimmed = String(name).trimmingBlanks().lowercased()
            guard let source = RefreshOptions.Source(rawValue: trimmed) else {
                let known = RefreshOptions.Source.allCases.map(\.rawValue).joined(separator: ", ")
                throw UsageError("unknown source '\(shown(String(name)))' (\(known))")
            }
            if !sources.contains(source) { sources.append(source) }
        }
        guard !sources.isEmpty else { throw UsageError("missing value for --only in 'kurs refresh'") }
        return sources
    }
}
