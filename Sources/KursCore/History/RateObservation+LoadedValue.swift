/// The observations a fetch of hryvnia rates gives the history (`kurs` commands and the dashboard record the same).
extension RateObservation {
    /// What the history keeps of `value`, a fetch of one of the hryvnia rates resources (PrivatBank cash or card,
    /// NBU today, Monobank) made now; empty for any other resource or a value not fetched now.
    package static func observations(of value: LoadedValue) -> [RateObservation] {
        guard value.origin == .live else { return [] }
        let fetchedAt = value.fetchedAt
        for (kind, source) in [(PrivatBankRateKind.cash, HistorySource.privatbank), (.card, .privatbankCard)]
        where value.id == Resource.privatBank(kind).id {
            guard let list = value.fetched(as: DecodedList<BankRate>.self) else { return [] }
            return RateObservation.from(list.value.elements, source: source, fetchedAt: fetchedAt)
        }
        if value.id == Resource.nbu().id, let list = value.fetched(as: DecodedList<OfficialRate>.self) {
            return RateObservation.from(list.value.elements, fetchedAt: fetchedAt)
        }
        if value.id == Resource.monobank().id, let list = value.fetched(as: DecodedList<MonobankRate>.self) {
            return RateObservation.from(list.value.elements, fetchedAt: fetchedAt)
        }
        return []
    }
}
