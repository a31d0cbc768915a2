import KursCore

/// `kurs portfolio add` and `kurs alert add`: a coin id CoinGecko must know before it is saved.
extension CoinCheck {
    /// Nil when the id is known; else the failure: exit 2 "unknown coin 'x'" when CoinGecko's answer lacks it (or,
    /// offline, neither the cached nor the built-in markets list has it: "can't check coin 'x' offline"), exit 1
    /// when CoinGecko can't be asked.
    static func problem(id: String, vsCurrency: String, repository: DataRepository) async -> CommandFailure? {
        if repository.environment.offline {
            return knownOffline(id: id, vsCurrency: vsCurrency, loader: repository) ? nil : CommandFailure(
                status: 2, message: "can't check coin '\(id)' offline: not in the cached or built-in markets list")
        }
        let answer: Result<[Coin], FetchError>
        do {
            answer = .success(try await repository.load(resource(id: id, vsCurrency: vsCurrency)).value.elements)
        } catch {
            answer = .failure(error)
        }
        switch verdict(id: id, answer) {
        case .known: return nil
        case .unknown: return CommandFailure(status: 2, message: "unknown coin '\(id)'")
        case .cannotCheck(let reason): return CommandFailure(status: 1, message: "coingecko: can't check coin '\(id)': \(reason)")
        }
    }
}
