import Foundation
import KursCore
import TerminalUI

/// The coin list's own keys (the coins pane focused): `f` favourite, `F` favourites only, `o` / `O` sort, `v`
/// vs currency; and the keys of the search results the pane shows after a filter that matched nothing.
enum CoinListKeys {
    /// What `command` does to the coin list; nil when it is not one of the list's own commands.
    static func handle(_ command: KeyCommand, state: inout AppState, now: Date) -> [Effect]? {
        switch command {
        case .toggleFavourite:
            guard let coin = state.selectedCoin else { return [] }
            let isFavourite = !state.favourites.contains(coin.id)
            if isFavourite { state.favourites.insert(coin.id) } else { state.favourites.remove(coin.id) }
            keepCursor(on: coin.id, state: &state)
            return [.updateFavourite(id: coin.id, isFavourite: isFavourite)]
        case .favouritesOnly:
            let id = state.selectedCoin?.id
            state.screen.isFavouritesOnly.toggle()
            keepCursor(on: id, state: &state)
        case .nextSort, .reverseSort:
            let id = state.selectedCoin?.id
            state.screen.coinSort = command == .nextSort ? CoinSort.next(after: state.screen.coinSort)
                : CoinSort.reversed(state.screen.coinSort)
            keepCursor(on: id, state: &state)
        case .nextVsCurrency:
            return switchVsCurrency(state: &state, now: now)
        default:
            return nil
        }
        return []
    }

    /// Puts the cursor on coin `id` in the rows now shown (the first row when it is not among them).
    static func keepCursor(on id: String?, state: inout AppState) {
        state.screen.coinsSelection = id.flatMap { id in state.visibleCoins.firstIndex { $0.id == id } } ?? 0
    }

    /// `v`: the next vs currency of `VsCurrencyCycle`; the markets list of the old one stops reloading, the new
    /// one is loaded (its snapshot now, a fetch when due), and the cursor goes back to the coin it was on when
    /// that list arrives.
    static func switchVsCurrency(state: inout AppState, now: Date) -> [Effect] {
        let old = state.marketsResource.id
        let selected = state.selectedCoin?.id
        state.settings.vsCurrency = VsCurrencyCycle.next(after: state.settings.vsCurrency,
                                                         configured: state.settings.configuredVsCurrency)
        guard state.marketsResource.id != old else { return [] }
        state.sources.scheduler.unregister(old)
        state.sources.registered[old] = nil
        state.screen.coinCursorAfterReload = selected
        state.screen.coinsSelection = 0
        return AppReducer.begin(AnyResource(state.marketsResource), state: &state)
    }

    /// Enter on a filter that matched no listed coin: searches CoinGecko for it (the cached answer now, a fetch
    /// when due) and shows the results in the coin pane.
    static func search(_ query: String, state: inout AppState) -> [Effect] {
        let screen = CoinSearchScreen(query: query.trimmingBlanks())
        state.screen.coinSearch = screen
        return AppReducer.begin(AnyResource(screen.resource), state: &state)
    }

    /// Keys while search results are shown: up / down move among them, Enter opens the coin's detail, back (Esc)
    /// closes them and clears the filter; nil for the other keys.
    static func searchKey(_ key: Key, state: inout AppState, now: Date) -> [Effect]? {
        guard var search = state.screen.coinSearch else { return nil }
        let results = state.current(search.resource)?.value.elements ?? []
        switch state.settings.keyMap.command(for: key, in: .lists) {
        case .up?: search.selection = max(0, search.selection - 1)
        case .down?: search.selection = max(0, min(results.count - 1, search.selection + 1))
        case .top?: search.selection = 0
        case .bottom?: search.selection = max(0, results.count - 1)
        case .back?:
            state.screen.coinSearch = nil
            state.screen.filter = ""
            state.screen.coinsSelection = 0
            return []
        case .open?:
            guard results.indices.contains(search.selection) else { return [] }
            return KeyHandling.open(coinID: results[search.selection].id, state: &state, now: now)
        default:
            return nil
        }
        state.screen.coinSearch = search
        return []
    }
}
