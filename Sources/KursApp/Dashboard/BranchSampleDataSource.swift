// BRANCH `app` ONLY — delete at merge. A stand-in for the data layer's `DataRepository` so this branch's
// binary shows the embedded sample data while the real decoders live on another branch. Decodes just the
// fields the placeholder panes show; fetches always fail with `.offline`.
import Foundation
import KursCore
import KursResources

struct BranchSampleDataSource: MarketDataSource {
    let loadedAt = Date()

    private struct RateRow: Decodable { let ccy: String; let base_ccy: String; let buy: String; let sale: String }
    private struct CoinRow: Decodable {
        let id: String; let symbol: String; let name: String
        let current_price: Decimal?; let market_cap_rank: Int?
    }
    private struct DetailBody: Decodable {
        let id: String; let symbol: String; let name: String
        let hashing_algorithm: String?; let block_time_in_minutes: Int?
    }

    private func fetched<T>(_ value: T, _ response: EmbeddedResponse) -> Fetched<T> {
        Fetched(value: value, fetchedAt: loadedAt, origin: .embeddedSample(recordedOn: response.recordedOn))
    }

    func snapshotBankRates(_ kind: PrivatBankRateKind) -> Fetched<DecodedList<BankRate>>? {
        let response = kind == .cash ? EmbeddedResponses.privatBankCash : EmbeddedResponses.privatBankCard
        guard let rows = try? JSONDecoder().decode([RateRow].self, from: Data(response.body)) else { return nil }
        let posix = Locale(identifier: "en_US_POSIX")
        let rates = rows.compactMap { row -> BankRate? in
            guard let buy = Decimal(string: row.buy, locale: posix), let sale = Decimal(string: row.sale, locale: posix)
            else { return nil }
            return BankRate(ccy: CurrencyCode(row.ccy), baseCcy: CurrencyCode(row.base_ccy), buy: buy, sale: sale)
        }
        return fetched(DecodedList(elements: rates), response)
    }

    func snapshotMidMarketRates(base: CurrencyCode) -> Fetched<MidMarketRates>? { nil }

    func snapshotMarkets(vsCurrency: String) -> Fetched<DecodedList<Coin>>? {
        let response = EmbeddedResponses.coingeckoMarketsUSD
        guard let rows = try? JSONDecoder().decode([CoinRow].self, from: Data(response.body)) else { return nil }
        let coins = rows.map {
            Coin(id: $0.id, symbol: $0.symbol, name: $0.name, currentPrice: $0.current_price, marketCapRank: $0.market_cap_rank)
        }
        return fetched(DecodedList(elements: coins), response)
    }

    func snapshotCoinDetail(id: String) -> Fetched<CoinDetail>? {
        let response = EmbeddedResponses.coingeckoCoinBitcoin
        guard let body = try? JSONDecoder().decode(DetailBody.self, from: Data(response.body)), body.id == id else { return nil }
        return fetched(CoinDetail(id: body.id, symbol: body.symbol, name: body.name, blockTimeInMinutes: body.block_time_in_minutes,
                                  hashingAlgorithm: body.hashing_algorithm, description: "Bitcoin is the first cryptocurrency."), response)
    }

    func fetchBankRates(_ kind: PrivatBankRateKind) async throws(FetchError) -> Fetched<DecodedList<BankRate>> { throw .offline }
    func fetchMidMarketRates(base: CurrencyCode) async throws(FetchError) -> Fetched<MidMarketRates> { throw .offline }
    func fetchMarkets(vsCurrency: String) async throws(FetchError) -> Fetched<DecodedList<Coin>> { throw .offline }
    func fetchCoinDetail(id: String) async throws(FetchError) -> Fetched<CoinDetail> { throw .offline }
}

/// BRANCH `app` ONLY — delete at merge: `kurs [--offline]` runs the dashboard on the embedded sample until the
/// CLI (`KursCommandLine`, `DashboardOptions`) lands; then `Dashboard.run(options:)` takes over.
public enum BranchDashboardPreview {
    /// Runs the dashboard; `--offline` or `KURS_OFFLINE=1` selects offline mode. Returns the exit status.
    public static func main(_ arguments: [String]) -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        let offline = arguments.contains("--offline") || environment["KURS_OFFLINE"] == "1"
        return Dashboard.run(dataSource: BranchSampleDataSource(), offline: offline,
                             useColor: Dashboard.colorAllowed(environment: environment))
    }
}
