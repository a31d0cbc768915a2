package import Foundation

extension AlertValues {
    /// A rate alert's value from bank rows by source: UAH per 1 unit of the code on the alert's side (nil: the
    /// source's one rate), the source PrivatBank cash when the alert names none (the dashboard uses it too).
    package static func rateLookup(_ rates: [HistorySource: [RateQuote]]) -> @Sendable (CurrencyCode, String?, Alert.RateSide?) -> Decimal? {
        { code, source, side in
            let source = SourceRegistry.current.id(named: source ?? "", role: .history) ?? .privatbank
            guard let row = rates[source].flatMap({ RateQuote.inHryvnias(code, in: $0) }) else { return nil }
            switch side {
            case .buy: return row.buy
            case .sale: return row.sale
            case nil: return row.rate
            }
        }
    }
}
