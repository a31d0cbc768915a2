import Foundation
import KursResources

extension Resource where Value == CoinDetail {
    /// One coin's detail (description, links, block time, hashing algorithm):
    /// `GET {KURS_COINGECKO_URL}/coins/{id}?localization=false&tickers=false&market_data=false&community_data=false&developer_data=false&sparkline=false`.
    /// Reloaded every 24 h, fresh for one-shot commands for 24 h; a 404 means the id is unknown (final). Not usable:
    /// the detail of another coin. The embedded sample is bitcoin's.
    package static func coinDetail(id: String) -> Resource {
        let sample = EmbeddedResponses.coingeckoCoinBitcoin
        return Resource(
            id: ResourceID("coingecko-coin-\(ResourceNaming.safe(id))"), source: .coinGecko, setting: .coinDetail, maxAge: 86_400,
            schedule: .coinDetail,
            request: { env in
                env.coinGeckoRequest(
                    "/coins/\(ResourceNaming.pathSegment(id))?localization=false&tickers=false&market_data=false"
                        + "&community_data=false&developer_data=false&sparkline=false")
            },
            decode: CoinGeckoDecoder.decodeCoinDetail,
            problem: { detail in
                detail.id.lowercased() == id.lowercased()
                    ? nil : "CoinGecko sent the detail of another coin ('\(TerminalText.sanitize(detail.id))')"
            },
            sample: id == "bitcoin" ? EmbeddedSample(sample) : nil,
            recordedAt: \.lastUpdated, notFoundIsFinal: true)
    }
}

extension KursEnvironment {
    /// A CoinGecko request for `pathAndQuery` under the configured base URL, with the key header (a secret: never
    /// sent to another host) when a key is set.
    func coinGeckoRequest(_ pathAndQuery: String) -> ResourceRequest {
        let url = ResourceNaming.url(coinGeckoBaseURL, pathAndQuery)
        guard let key = coinGeckoKey else { return ResourceRequest(url: url) }
        let header = key.header
        return ResourceRequest(url: url, headers: [header.name: header.value], secretHeaders: [header.name])
    }
}
