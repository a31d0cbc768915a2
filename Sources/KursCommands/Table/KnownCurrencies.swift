import Foundation
import KursCore

/// The currency codes a command accepts as a base: `Locale.commonISOCurrencyCodes` plus every code the
/// open.er-api USD rates at hand list (cache, else the embedded sample). No network.
enum KnownCurrencies {
    /// The catalog of known codes.
    static func catalog(repository: DataRepository) -> CurrencyCatalog {
        var codes = Set(CurrencyCode.commonISOCodes.map { CurrencyCode($0) })
        if let usd = repository.snapshot(Resource.midMarketRates(base: .usd)) {
            codes.formUnion(usd.value.rates.keys)
            codes.insert(usd.value.baseCode)
        }
        return CurrencyCatalog(codes: codes.sorted(), locale: Locale(identifier: "en_US"))
    }

    /// Nil when `code` is known, else the usage error "unknown currency 'XYZ' (did you mean XAF, XCD, XDR?)".
    static func problem(with code: CurrencyCode, repository: DataRepository) -> CommandParser.UsageError? {
        let catalog = catalog(repository: repository)
        if catalog.codes.contains(code) { return nil }
        let suggestions = CurrencySearch.nearestCodes(to: code.rawValue, in: catalog)
        let hint = suggestions.isEmpty ? "" : " (did you mean \(suggestions.map(\.rawValue).joined(separator: ", "))?)"
        return .init("unknown currency '\(CommandParser.shown(code.rawValue))'\(hint)")
    }

    /// Nil when every one of `codes` can have a hryvnia rate (an ISO 4217 code — no catalog built, its names are slow
    /// to build — or one the er-api rates at hand list, and not UAH itself), else the usage error for the first that
    /// can't: "UAH is what these rates are priced in …", or the unknown-code one of `problem(with:)`. For `kurs
    /// history` and `kurs rates --compare`, whose rows are UAH per 1 unit of a code.
    static func hryvniaRateProblem(with codes: [CurrencyCode], repository: DataRepository) -> CommandParser.UsageError? {
        for code in codes {
            if code == .uah { return .init("UAH is what these rates are priced in: give another currency, e.g. USD or EUR") }
            if !CurrencyCode.allISOCodes.contains(code.rawValue), let problem = problem(with: code, repository: repository) { return problem }
        }
        return nil
    }
}
