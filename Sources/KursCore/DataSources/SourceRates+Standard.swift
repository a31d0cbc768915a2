// The rates of the standard hryvnia sources, referenced from `SourceRegistry.standard`.
extension SourceRates {
    /// PrivatBank cash (`coursid=5`); a past day from its archive (`exchange_rates?json&date=`), every currency.
    static let privatBankCash = SourceRates(
        today: Resource.privatBank(.cash), rows: { RateQuote.rows($0.elements) },
        day: { (day, _, maxAge, repository) async throws(FetchError) in
            let loaded = try await repository.load(Resource.privatBankArchive(date: day, maxAge: maxAge))
            return (RateObservation.from(loaded.value, fetchedAt: loaded.fetchedAt), loaded.origin == .live)
        })

    /// PrivatBank card (`coursid=11`); no archive of its own.
    static let privatBankCard = SourceRates(today: Resource.privatBank(.card), rows: { RateQuote.rows($0.elements) })

    /// The NBU's official rates; a past day of one currency by date (`exchange?valcode=&date=`).
    static let nbu = SourceRates(
        today: Resource.nbu(), rows: { RateQuote.rows($0.elements) },
        day: { (day, code, maxAge, repository) async throws(FetchError) in
            let loaded = try await repository.load(Resource.nbu(code: code, date: day, maxAge: maxAge))
            return (RateObservation.from(loaded.value.elements, fetchedAt: loaded.fetchedAt), loaded.origin == .live)
        })

    /// Monobank's `/bank/currency`; no history by date.
    static let monobank = SourceRates(today: Resource.monobank(), rows: { RateQuote.rows($0.elements) })
}
