import Foundation

extension CommandParser {
    /// `kurs refresh [--quiet] [--only SOURCES] [--stale-only]`; SOURCES is a comma-separated list of
    /// privatbank, privatbank-cash, privatbank-card, erapi, coingecko, weather.
    static func parseRefresh(_ args: inout [String]) throws(UsageError) -> RefreshOptions {
        var options = RefreshOptions()
        while let arg = args.first {
            args.removeFirst()
            switch arg {
            case "--quiet", "-q": options.quiet = true
            case "--stale-only": options.staleOnly = true
            case "--only":
                let value = try takeValue(&args, for: arg, command: "refresh")
                options.sources = try parseSources(value)
            default: throw unexpected(arg, command: "refresh")
            }
        }
        return options
    }

    /// "privatbank,coingecko" → the sources, each once, in order.
    static func parseSources(_ text: String) throws(UsageError) -> [RefreshOptions.Source] {
        var sources: [RefreshOptions.Source] = []
        for name in text.split(separator: ",", omittingEmptySubsequences: true) {
            let trimmed = name.trimmingCharacters(in: .whitespaces).lowercased()
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
