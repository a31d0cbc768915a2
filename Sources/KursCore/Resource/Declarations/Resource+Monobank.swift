import Foundation

extension Resource where Value == DecodedList<MonobankRate> {
    /// Monobank's rates: `GET {KURS_MONOBANK_URL}/bank/currency` — prices of 1 unit of `currencyA` in `currencyB`,
    /// ISO numeric codes mapped to alpha codes. Monobank allows about one request per 5 minutes: reloaded every
    /// 30 minutes with a 5-minute `minimumInterval` no reload (manual either) goes below, and a one-shot command
    /// uses a cache entry up to 5 minutes old. A 429 (`{"errorDescription":…}`) is `.rateLimited`. Not usable: a
    /// list without a row.
    package static func monobank() -> Resource {
        Resource(
            id: ResourceID("monobank-currency"), source: .monobank, setting: RefreshSource(.monobank),
            maxAge: RefreshSchedule.monobankMinimumInterval, schedule: .monobank,
            request: { env in ResourceRequest(url: ResourceNaming.url(env.monobankBaseURL, "/bank/currency")) },
            decode: MonobankDecoder.decode,
            problem: { list in DecodedListProblem.of(list, source: "Monobank", noun: "rate") },
            copy: .monobankRates)
    }
}
