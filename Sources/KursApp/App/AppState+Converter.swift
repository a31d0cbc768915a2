import KursCore

/// The converter's rates follow the loaded bank and mid-market values.
extension AppState {
    /// Rebuilds `converterRates` from the loaded PrivatBank table (`bankRateKind`) and open.er-api rates, and
    /// recalculates the conversion. Call when either lands (building the catalog takes a few milliseconds).
    mutating func rebuildConverterRates() {
        let bank = bankRates.map { $0.map(\.elements) }
        converterRates = ConverterRates(bank: bank, bankKind: settings.bankRateKind, midMarket: midMarketRates,
                                        extraCodes: converter.quickPicks)
        if let mono = current(Resource.monobank()) {
            converterRates.hryvnia[.monobank] = mono.map { HryvniaPrices.monobank($0.elements) }
        }
        if let nbu = current(Resource.nbu()) { converterRates.hryvnia[.nbu] = nbu.map { HryvniaPrices.nbu($0.elements) } }
        ConverterReducer.recalculate(&converter, rates: converterRates)
    }
}
