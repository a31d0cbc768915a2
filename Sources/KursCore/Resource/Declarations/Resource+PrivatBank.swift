import Foundation
import KursResources

extension Resource where Value == DecodedList<BankRate> {
    /// PrivatBank cash (`coursid=5`) or card (`coursid=11`) rates: `GET {KURS_PRIVATBANK_URL}/p24api/pubinfo?json&exchange&coursid=N`,
    /// rows `{ccy, base_ccy, buy, sale}` — buy/sale in `base_ccy` (UAH) per 1 unit of `ccy`. Reloaded at the next full
    /// hour; a one-shot command uses a cache entry up to 1 hour old. Not usable: a list without a row.
    package static func privatBank(_ kind: PrivatBankRateKind) -> Resource {
        let sample = kind == .cash ? EmbeddedResponses.privatBankCash : EmbeddedResponses.privatBankCard
        return Resource(
            id: ResourceID("privatbank-coursid\(kind.coursID)"), source: .privatBank,
            setting: RefreshSource(kind == .card ? .privatbankCard : .privatbank), maxAge: 3600,
            schedule: .privatBank,
            request: { env in
                ResourceRequest(url: ResourceNaming.url(
                    env.privatBankBaseURL, "/p24api/pubinfo?json&exchange&coursid=\(kind.coursID)"))
            },
            decode: PrivatBankDecoder.decode,
            problem: { list in DecodedListProblem.of(list, source: "PrivatBank", noun: "rate") },
            copy: .bankRates,
            sample: EmbeddedSample(sample))
    }
}
