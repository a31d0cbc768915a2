import Foundation
import KursCore

/// A Ukrainian rates source loaded as `RateQuote` rows (`DataRepository.load`: fresh cache, else the network,
/// else the cache with the error; offline the cache, else the embedded sample where there is one), with the notes
/// to say on stderr and the observations to record in the history (only when the data was fetched now).
struct RateRows: Sendable {
    /// The rows and where they come from.
    var rows: Fetched<[RateQuote]>
    /// Where the data came from, said on stderr (`OriginNote`).
    var notes: [String]
    /// What the history records of a live fetch; empty for cached or sample data.
    var observations: [RateObservation]
    /// The prices `kurs convert --source nbu|monobank` converts with; nil for PrivatBank (whose rows the
    /// `Converter` takes as they are).
    var prices: HryvniaPrices?

    /// Loads `source`.
    /// - Throws: `FetchError` when nothing usable can be had (`.offline` offline with nothing cached and no sample).
    static func load(_ source: HistorySource, repository: DataRepository) async throws(FetchError) -> RateRows {
        switch source {
        case .privatbank, .privatbankCard:
            let loaded = try await repository.load(Resource.privatBank(source == .privatbank ? .cash : .card))
            let rates = loaded.value.elements
            return make(loaded, name: source.rawValue, dropped: loaded.value.droppedCount, rows: RateQuote.rows(rates),
                        observations: RateObservation.from(rates, source: source, fetchedAt: loaded.fetchedAt))
        case .nbu:
            let loaded = try await repository.load(Resource.nbu())
            let rates = loaded.value.elements
            return make(loaded, name: source.rawValue, dropped: loaded.value.droppedCount, rows: RateQuote.rows(rates),
                        observations: RateObservation.from(rates, fetchedAt: loaded.fetchedAt), prices: .nbu(rates))
        case .monobank:
            let loaded = try await repository.load(Resource.monobank())
            let rates = loaded.value.elements
            return make(loaded, name: source.rawValue, dropped: loaded.value.droppedCount, rows: RateQuote.rows(rates),
                        observations: RateObservation.from(rates, fetchedAt: loaded.fetchedAt), prices: .monobank(rates))
        default:
            throw .unusable("\(source.rawValue) has no rates table")
        }
    }

    /// The rows of `loaded`; `observations` kept only when it was fetched now.
    static func make<Value>(_ loaded: Loaded<Value>, name: String, dropped: Int, rows: [RateQuote],
                            observations: [RateObservation], prices: HryvniaPrices? = nil) -> RateRows {
        RateRows(
            rows: loaded.fetched.map { _ in rows }, notes: OriginNote.notes(for: loaded, source: name, dropped: dropped),
            observations: loaded.origin == .live ? observations : [], prices: prices)
    }
}

extension RatesOptions.Source {
    /// The history's (and `--compare`'s) name of the source; nil for open.er-api, which is not a hryvnia source.
    var historySource: HistorySource? { SourceRegistry.current.id(named: rawValue, role: .history) }
}
