import Foundation
import KursCore

/// Marks coin `id` a favourite or not in `favourites.json` (read-modify-write under the state file's lock, off the
/// loop thread); answered with `.favouritesNotice` only when there is something to say.
struct UpdateFavourite: EffectCommand {
    let id: String
    let isFavourite: Bool

    func perform(_ context: EffectContext) -> [AppMessage] {
        EffectExecutor.run { [runner = context.runner, id, isFavourite] in
            runner.updateFavourite(id: id, isFavourite: isFavourite)
        }
        return []
    }
}

extension Effect {
    /// Save a coin's favourite mark (`UpdateFavourite`).
    static func updateFavourite(id: String, isFavourite: Bool) -> Effect {
        .command(UpdateFavourite(id: id, isFavourite: isFavourite))
    }
}

extension EffectRunner {
    /// Marks `id` a favourite (or not) in the favourites file, read-modify-write under its lock so another kurs
    /// process's edit is kept; a kept-aside unreadable file or a failed write is posted as `.favouritesNotice`.
    func updateFavourite(id: String, isFavourite: Bool) {
        guard let favourites else { return }
        do {
            let update = try favourites.update(initial: FavouritesFile([])) { file in
                var ids = Set(file.coins)
                if isFavourite { ids.insert(id) } else { ids.remove(id) }
                file = FavouritesFile(ids)
            }
            if let notice = update.notice { inbox.post(.favouritesNotice(notice)) }
        } catch {
            inbox.post(.favouritesNotice("favourites.json could not be saved: \(FileErrorText.systemReason(error))"))
        }
    }
}
