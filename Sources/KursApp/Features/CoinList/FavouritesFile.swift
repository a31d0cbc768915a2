import Foundation
import KursCore

/// The favourite coins as stored in `$XDG_STATE_HOME/kurs/favourites.json`: `{"coins": ["bitcoin", …]}`, ids
/// sorted. Read once when the dashboard starts, written (an `Effect.saveFavourites`) after each `f`, through
/// `StateFile` (atomic; an unreadable file is kept aside, never overwritten).
struct FavouritesFile: Codable, Equatable, Sendable {
    /// The CoinGecko ids, sorted.
    var coins: [String]

    /// The file of `ids`, sorted.
    init(_ ids: Set<String>) { coins = ids.sorted() }

    /// The state file in the state directory of `variables` / `homeDirectory`, in `fileSystem`.
    static func stateFile(variables: [String: String], homeDirectory: URL, fileSystem: any FileSystem) -> StateFile<FavouritesFile> {
        StateFile(fileURL: StateDirectory.url(variables: variables, homeDirectory: homeDirectory)
            .appendingPathComponent("favourites.json"), fileSystem: fileSystem)
    }
}
