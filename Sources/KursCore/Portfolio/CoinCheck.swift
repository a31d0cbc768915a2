import Foundation

/// Whether CoinGecko knows a coin id, asked as `/coins/markets?ids=ID` (the resource `kurs portfolio` prices with).
/// `kurs portfolio add` and the dashboard's add-holding line read CoinGecko's answer the same way (`verdict`).
package enum CoinCheck {
    /// What the check found.
    package enum Verdict: Equatable, Sendable {
        /// CoinGecko's answer lists the id.
        case known
        /// CoinGecko answered without it (an empty or unusable list): no such coin.
        case unknown
        /// The check could not be made; the reason ("offline: …", "rate limited, retry 14:05", "timed out").
        case cannotCheck(String)
    }

    /// The request that checks `id` in `vsCurrency`.
    package static func resource(id: String, vsCurrency: String) -> Resource<DecodedList<Coin>> {
        .markets(vsCurrency: vsCurrency, coins: .ids([id]))
    }

    /// What CoinGecko's answer to `resource(id:vsCurrency:)` says: the list has the id → known; a list without it
    /// or an unusable answer (`FetchError.unusable`, what an empty list is) → unknown; any other failure → cannot
    /// check, with its message (sanitized).
    package static func verdict(id: String, _ answer: Result<[Coin], FetchError>) -> Verdict {
        switch answer {
        case .success(let coins): return coins.contains { $0.id == id } ? .known : .unknown
        case .failure(.unusable): return .unknown
        case .failure(let error): return .cannotCheck(TerminalText.sanitize(error.message))
        }
    }

    /// Offline: whether the cached or built-in markets list (the default one in USD, or a cached answer for the id
    /// itself) has `id` — the only check that can be made without the network.
    package static func knownOffline(id: String, vsCurrency: String, loader: any ResourceLoading) -> Bool {
        [Resource<DecodedList<Coin>>.markets(vsCurrency: "usd"), resource(id: id, vsCurrency: vsCurrency)].contains { list in
            loader.snapshot(list)?.value.elements.contains { $0.id == id } == true
        }
    }
}
