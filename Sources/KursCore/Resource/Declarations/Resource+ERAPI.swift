import Foundation
import KursResources

extension Resource where Value == MidMarketRates {
    /// open.er-api mid-market rates of one base: `GET {KURS_ERAPI_URL}/v6/latest/{CODE}` — `rates[code]` is units of
    /// `code` per 1 unit of `base`. Reloaded at the response's `time_next_update_unix` + 2 min; a one-shot command
    /// uses a cache entry up to 1 hour old. The embedded sample is USD only. Not usable: no rates.
    package static func midMarketRates(base: CurrencyCode) -> Resource {
        let sample = EmbeddedResponses.erapiLatestUSD
        return Resource(
            id: ResourceID("erapi-latest-\(ResourceNaming.safe(base.rawValue))"), source: .erapi, setting: RefreshSource(.erapi), maxAge: 3600,
            schedule: .erapi,
            request: { env in
                ResourceRequest(url: ResourceNaming.url(
                    env.erapiBaseURL, "/v6/latest/\(ResourceNaming.pathSegment(base.rawValue))"))
            },
            decode: ERAPIDecoder.decode,
            problem: { rates in rates.rates.isEmpty ? "open.er-api sent no rates" : nil },
            facts: { rates in ResponseFacts(nextUpdate: rates.nextUpdate) },
            copy: .midMarketRates,
            sample: base == .usd ? EmbeddedSample(sample) : nil,
            recordedAt: { rates in rates.lastUpdate })
    }
}
