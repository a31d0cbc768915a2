import Foundation
import KursCore

/// The current data a list of alerts is checked against, loaded through the pipeline (a fresh cache entry, else the
/// network, else the cache): the CoinGecko markets of the coins alerted on, one `/coins/markets?ids=…` request per
/// vs currency, and the bank lists the rate alerts name. Used by `kurs alerts` and `kurs refresh`.
struct AlertData {
    /// Coins by vs currency (lower case).
    var coins: [String: Loaded<DecodedList<Coin>>] = [:]
    /// Bank rows (UAH per 1 unit) by source.
    var rates: [HistorySource: (rows: [RateQuote], loaded: Fetched<Void>)] = [:]
    /// "coingecko usd: rate limited · retry in 1:59" for each source that could not be had.
    var failures: [String] = []
    /// The coin ids alerted on that CoinGecko's answer lacks, by vs currency: their alerts never get a value.
    var missingIDs: [String: [String]] = [:]

    /// Loads what `alerts` need; `vsCurrency` is the config's (for move alerts).
    static func load(for alerts: [Alert], vsCurrency: String, repository: DataRepository) async -> AlertData {
        var data = AlertData()
        var idsByVs: [String: [String]] = [:]
        for alert in alerts where alert.kind != .rate {
            let vs = alert.kind == .price ? alert.vsCurrency ?? vsCurrency.lowercased() : vsCurrency.lowercased()
            if !(idsByVs[vs] ?? []).contains(alert.target) { idsByVs[vs, default: []].append(alert.target) }
        }
        for (vs, ids) in idsByVs.sorted(by: { $0.key < $1.key }) {
            do {
                let loaded = try await repository.load(Resource.markets(vsCurrency: vs, coins: .ids(ids)))
                data.coins[vs] = loaded
                let missing = ids.filter { id in !loaded.value.elements.contains { $0.id == id } }
                if !missing.isEmpty { data.missingIDs[vs] = missing }
            } catch {
                data.failures.append("coingecko \(vs): \(TerminalText.sanitize(error.message))")
            }
        }
        let sources = alerts.filter { $0.kind == .rate }.map { SourceRegistry.current.id(named: $0.source ?? "", role: .history) ?? .privatbank }
        for source in SourceRegistry.current.ids(.history) where sources.contains(source) {
            do {
                data.rates[source] = try await rows(of: source, repository: repository)
            } catch {
                data.failures.append("\(source.rawValue): \(TerminalText.sanitize(error.message))")
            }
        }
        return data
    }

    /// The rows of a bank source in one shape, with their provenance.
    private static func rows(of source: HistorySource, repository: DataRepository) async throws(FetchError)
        -> (rows: [RateQuote], loaded: Fetched<Void>)
    {
        guard let rates = SourceRegistry.current.descriptor(source)?.rates else {
            throw .unusable("\(source.rawValue) has no rates table")
        }
        let loaded = try await rates.load(repository)
        return (loaded.value, loaded.map { _ in () })
    }

    /// The values to evaluate with, one per vs currency (evaluate with each in turn: an alert whose value one of
    /// them lacks is left as it is). The first also carries the bank rates; move alerts take the config's vs
    /// currency's 24 h change.
    func values(vsCurrency: String) -> [AlertValues] {
        let rate = AlertValues.rateLookup(self.rates.mapValues(\.rows))
        let configVs = vsCurrency.lowercased()
        var list = coins.sorted { $0.key < $1.key }.map { vs, loaded in
            var values = AlertValues(coins: loaded.value.elements, vsCurrency: vs)
            if vs != configVs { values.changes24h = [:] }
            return values
        }
        if list.isEmpty { list.append(AlertValues(vsCurrency: configVs)) }
        list[0].rate = rate
        return list
    }

    /// The sources read, in order (source ids: `coingecko`, `privatbank`…), and the oldest `fetched_at` among them (nil: none).
    var provenance: (sources: [String], oldest: Date?) {
        let dates = coins.values.map(\.fetchedAt) + rates.values.map(\.loaded.fetchedAt)
        let names = (coins.isEmpty ? [] : [SourceID.coingecko.rawValue]) + SourceRegistry.current.ids(.history).filter { rates[$0] != nil }.map(\.rawValue)
        return (names, dates.min())
    }

    /// The notes to say on stderr: where the data came from when not live, the failures, and the coin ids
    /// CoinGecko returned nothing for ("coingecko usd: no data for 'nope-coin', 'xyz': not CoinGecko ids? see kurs
    /// search").
    func notes() -> [String] {
        let origins = coins.sorted { $0.key < $1.key }.flatMap { vs, loaded in OriginNote.notes(for: loaded, source: "coingecko \(vs)") }
        let missing = missingIDs.sorted { $0.key < $1.key }.map { vs, ids in
            "coingecko \(vs): no data for " + ids.map { "'\(TerminalText.sanitize($0))'" }.joined(separator: ", ")
                + ": not CoinGecko ids? see kurs search"
        }
        return origins + failures + missing
    }
}
