import KursCore

/// Performs the data effects against a `MarketDataSource`: snapshots synchronously (they never touch the
/// network), fetches in tasks whose results come back through the inbox, tagged with their generation.
struct EffectRunner: Sendable {
    let dataSource: any MarketDataSource
    let inbox: MessageInbox

    /// The cached or embedded value of `source`, if there is one.
    func snapshot(_ source: DashboardSource) -> SourceValue? {
        switch source {
        case .bankRates(let kind): return dataSource.snapshotBankRates(kind).map(SourceValue.bankRates)
        case .midMarketRates(let base): return dataSource.snapshotMidMarketRates(base: base).map(SourceValue.midMarketRates)
        case .markets(let vs): return dataSource.snapshotMarkets(vsCurrency: vs).map(SourceValue.markets)
        case .coinDetail(let id): return dataSource.snapshotCoinDetail(id: id).map(SourceValue.coinDetail)
        }
    }

    /// Starts fetching `source`; posts `.loaded` or `.failed` tagged `generation` when done.
    func startFetch(_ source: DashboardSource, generation: Int) {
        let dataSource = self.dataSource
        let inbox = self.inbox
        Task {
            do throws(FetchError) {
                let value = try await Self.fetch(source, from: dataSource)
                inbox.post(.loaded(source, value, generation: generation, isSnapshot: false))
            } catch {
                inbox.post(.failed(source, error, generation: generation))
            }
        }
    }

    private static func fetch(_ source: DashboardSource, from dataSource: any MarketDataSource) async throws(FetchError) -> SourceValue {
        switch source {
        case .bankRates(let kind): return .bankRates(try await dataSource.fetchBankRates(kind))
        case .midMarketRates(let base): return .midMarketRates(try await dataSource.fetchMidMarketRates(base: base))
        case .markets(let vs): return .markets(try await dataSource.fetchMarkets(vsCurrency: vs))
        case .coinDetail(let id): return .coinDetail(try await dataSource.fetchCoinDetail(id: id))
        }
    }
}
