package import Foundation

extension Resource where Value == PrivatBankArchiveDay {
    /// PrivatBank's archive of one day: `GET {KURS_PRIVATBANK_URL}/p24api/exchange_rates?json&date=DD.MM.YYYY` —
    /// the NBU rate of every currency and PrivatBank's cash rates of some, in UAH per 1 unit. An empty
    /// `exchangeRate` is usable (a day without data: the history remembers it). Never reloaded automatically; a
    /// cache entry counts as fresh for `maxAge` seconds (30 days: a past day does not change). Not usable: a day
    /// other than the one asked for.
    package static func privatBankArchive(date: RateDay, maxAge: TimeInterval = 30 * 86_400) -> Resource {
        Resource(
            id: ResourceID("privatbank-archive-\(date.compact)"), source: .privatBank, setting: nil, maxAge: maxAge,
            schedule: RefreshSchedule(rule: .manualOnly),
            request: { env in
                ResourceRequest(url: ResourceNaming.url(env.privatBankBaseURL, "/p24api/exchange_rates?json&date=\(date.dotted)"))
            },
            decode: PrivatBankArchiveDecoder.decode,
            problem: { day in day.date == date ? nil : "PrivatBank sent the archive of \(day.date.dotted), not \(date.dotted)" })
    }
}
