package import Foundation

extension Resource where Value == DecodedList<OfficialRate> {
    /// Today's NBU official rates (~45 currencies and metals):
    /// `GET {KURS_NBU_URL}/NBUStatService/v1/statdirectory/exchange?json`, UAH per 1 unit. Reloaded at 00:05 and
    /// 16:00 Kyiv time (`RefreshSchedule.nbu`); a one-shot command uses a cache entry up to 1 hour old. Not
    /// usable: a list without a rate.
    package static func nbu() -> Resource {
        Resource(
            id: ResourceID("nbu-exchange"), source: .nbu, setting: RefreshSource(.nbu), maxAge: 3600, schedule: .nbu,
            request: { env in
                ResourceRequest(url: ResourceNaming.url(env.nbuBaseURL, "/NBUStatService/v1/statdirectory/exchange?json"))
            },
            decode: NBUDecoder.decode,
            problem: { list in DecodedListProblem.of(list, source: "NBU", noun: "rate") },
            copy: .officialRates)
    }

    /// The NBU official rate of `code` on `date`:
    /// `GET {KURS_NBU_URL}/NBUStatService/v1/statdirectory/exchange?valcode=USD&date=YYYYMMDD&json` — one row, or
    /// an empty list for a day or code the NBU has no rate for (usable: the history remembers it). Never reloaded
    /// automatically (a set rate does not change); a cache entry counts as fresh for `maxAge` seconds (30 days).
    package static func nbu(code: CurrencyCode, date: RateDay, maxAge: TimeInterval = 30 * 86_400) -> Resource {
        Resource(
            id: ResourceID("nbu-exchange-\(ResourceNaming.safe(code.rawValue))-\(date.compact)"), source: .nbu, setting: nil,
            maxAge: maxAge, schedule: RefreshSchedule(rule: .manualOnly),
            request: { env in
                ResourceRequest(url: ResourceNaming.url(
                    env.nbuBaseURL, "/NBUStatService/v1/statdirectory/exchange?valcode="
                        + ResourceNaming.queryValue(code.rawValue) + "&date=\(date.compact)&json"))
            },
            decode: NBUDecoder.decode)
    }
}
