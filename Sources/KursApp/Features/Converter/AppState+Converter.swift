import KursCore

/// The converter's rates follow the loaded bank and mid-market values.
extension AppState {
    /// Rebuilds `converterRates` from the loaded PrivatBank table (`bankRateKind`) and open.er-api rates, and
    /// recalculates the conversion when what it is priced with changed. Call when one of its sources lands
    /// (`changed`; nil: any may have changed). Monobank's and the NBU's prices are worked out again only when their own
    /// value is the one that landed (a start lands four of these sources one by one); the conversion only when
    /// PrivatBank's or the mid-market rates changed, or it is priced at Monobank's or the NBU's: a recalculation is
    /// mostly costly `Decimal` division.
    mutating func rebuildConverterRates(changed: ResourceID? = nil) {
        let previousRates = converterRates
        let previous = converterRates.hryvnia
        let bank = bankRates.map { $0.map(\.elements) }
        converterRates = ConverterRates(bank: bank, bankKind: settings.bankRateKind, midMarket: midMarketRates,
                                        extraCodes: converter.quickPicks)
        let monobank = Resource.monobank().id, nbu = Resource.nbu().id
        converterRates.hryvnia[.monobank] = changed == nil || changed == monobank
            ? current(Resource.monobank()).map { $0.map { HryvniaPrices.monobank($0.elements) } }
            : previous[.monobank]
        converterRates.hryvnia[.nbu] = changed == nil || changed == nbu
            ? current(Resource.nbu()).map { $0.map { HryvniaPrices.nbu($0.elements) } }
            : previous[.nbu]
        if !converterRates.bankAndMidMarketMatch(previousRates) || converter.hryvniaSource != nil {
            ConverterReducer.recalculate(&converter, rates: converterRates)
        }
    }
}
