import Foundation
import KursCore
import TerminalUI
import TestSupport
import XCTest
@testable import KursApp

/// The coin list's own keys and the coin detail's chart ranges as whole states, before → after: f, F, o, O, v,
/// Enter on a filter that matched nothing (a CoinGecko search), 1–6 in a coin's detail.
final class CoinListKeysReducerTests: XCTestCase {
    private let t0 = ReducerFixtures.t0

    private func press(_ keys: Key..., in state: inout AppState) -> [Effect] {
        keys.flatMap { AppReducer.reduce(&state, .key($0), now: t0) }
    }

    func testFTogglesTheFavouriteUnderTheCursorAndSavesItByAnEffect() {
        var state = ReducerFixtures.started()
        var expected = state
        XCTAssertEqual(press(.down, .char("f"), in: &state), [.updateFavourite(id: "ethereum", isFavourite: true)])
        expected.screen.coinsSelection = 1
        expected.favourites = ["ethereum"]
        XCTAssertEqual(state, expected, "f marks the coin under the cursor, nothing else")
        XCTAssertEqual(press(.char("f"), in: &state), [.updateFavourite(id: "ethereum", isFavourite: false)])
        expected.favourites = []
        XCTAssertEqual(state, expected, "f again unmarks it")
    }

    func testCapitalFShowsTheFavouritesOnlyAndKeepsTheCursorOnTheCoin() {
        var state = ReducerFixtures.started()
        _ = press(.down, .down, .char("f"), in: &state)
        var expected = state
        XCTAssertEqual(press(.char("F"), in: &state), [])
        expected.screen.isFavouritesOnly = true
        expected.screen.coinsSelection = 0
        XCTAssertEqual(state, expected, "F: the favourites alone, the cursor on Dogecoin (now row 0)")
        XCTAssertEqual(state.visibleCoins.map(\.id), ["dogecoin"])
        _ = press(.char("F"), in: &state)
        expected.screen.isFavouritesOnly = false
        expected.screen.coinsSelection = 2
        XCTAssertEqual(state, expected, "F again: every coin, the cursor still on Dogecoin")
    }

    func testOAndCapitalOSortAndTheCursorFollowsItsCoin() {
        var state = ReducerFixtures.started()
        var expected = state
        _ = press(.char("o"), in: &state)
        expected.screen.coinSort = CoinSort(column: .rank, ascending: true)
        XCTAssertEqual(state, expected, "o from the list order: by rank ascending")
        _ = press(.char("o"), in: &state)
        expected.screen.coinSort = CoinSort(column: .symbol, ascending: true)
        XCTAssertEqual(state, expected, "o: the next column, symbol A → Z")
        XCTAssertEqual(state.visibleCoins.map(\.symbol), ["btc", "doge", "eth"])
        _ = press(.char("O"), in: &state)
        expected.screen.coinSort = CoinSort(column: .symbol, ascending: false)
        expected.screen.coinsSelection = 2
        XCTAssertEqual(state, expected, "O: the same column the other way; the cursor stays on Bitcoin, last now")
        XCTAssertEqual(state.visibleCoins.map(\.symbol), ["eth", "doge", "btc"])
    }

    func testVCyclesTheVsCurrencyAndLoadsThatMarketsList() {
        var state = ReducerFixtures.loadedState()
        let usd = state.marketsResource
        var expected = state
        let effects = press(.char("v"), in: &state)
        let eur = Resource<DecodedList<Coin>>.markets(vsCurrency: "eur", coins: state.settings.coinSelection)
        XCTAssertEqual(effects, [.loadSnapshot(AnyResource(eur))])
        expected.settings.vsCurrency = "eur"
        expected.screen.coinCursorAfterReload = "bitcoin"
        expected.sources.scheduler.unregister(usd.id)
        expected.sources.registered[usd.id] = nil
        expected.registerWithConfiguredSchedule(AnyResource(eur))
        XCTAssertEqual(state, expected, "v: EUR, its list registered, USD's no longer reloaded")
        XCTAssertEqual(ReducerFixtures.fetches(AppReducer.reduce(&state, .tick, now: t0)).keys.map(\.id), [eur.id],
                       "the EUR list is fetched on the next tick")
        for next in ["uah", "btc", "usd"] {
            _ = press(.char("v"), in: &state)
            XCTAssertEqual(state.settings.vsCurrency, next)
        }
    }

    func testVKeepsTheCursorOnItsCoinOnceTheListInTheNewCurrencyArrives() {
        var state = ReducerFixtures.loadedState()
        _ = press(.down, .down, in: &state)
        XCTAssertEqual(state.selectedCoin?.id, "dogecoin")
        _ = press(.char("v"), in: &state)
        XCTAssertEqual(state.screen.coinsSelection, 0, "no EUR list yet")
        let eur = AnyResource(Resource<DecodedList<Coin>>.markets(vsCurrency: "eur", coins: state.settings.coinSelection))
        let generation = ReducerFixtures.fetches(AppReducer.reduce(&state, .tick, now: t0))[eur]!
        _ = AppReducer.reduce(&state, .loaded(eur, .markets(ReducerFixtures.threeCoins), generation: generation, isSnapshot: false), now: t0)
        XCTAssertEqual(state.selectedCoin?.id, "dogecoin", "the cursor is back on Dogecoin in the EUR list")
        XCTAssertNil(state.screen.coinCursorAfterReload)
    }

    func testEnterOnAFilterThatMatchesNothingSearchesCoinGecko() {
        var state = ReducerFixtures.started()
        _ = press(.char("/"), .char("p"), .char("e"), .char("p"), .char("e"), in: &state)
        var expected = state
        let effects = press(.enter, in: &state)
        expected.screen.isEditingFilter = false
        expected.screen.coinSearch = CoinSearchScreen(query: "pepe")
        XCTAssertEqual(state, expected, "offline: nothing registered, the search shown")
        XCTAssertEqual(effects, [.loadSnapshot(AnyResource(Resource.search(query: "pepe")))])
        let found = Fetched(value: DecodedList(elements: [SearchCoin(id: "pepe", symbol: "PEPE", name: "Pepe", marketCapRank: 30),
                                                          SearchCoin(id: "pepe-2", symbol: "PEPE", name: "Pepe 2.0")]),
                            fetchedAt: t0, origin: .cache)
        let search = Resource<DecodedList<SearchCoin>>.search(query: "pepe")
        _ = AppReducer.reduce(&state, .loaded(LoadedValue(Loaded(source: search.source, fetched: found), of: search),
                                              generation: 0, isSnapshot: true), now: t0)
        _ = press(.down, in: &state)
        XCTAssertEqual(state.screen.coinSearch?.selection, 1)
        let opened = press(.enter, in: &state)
        XCTAssertEqual(state.route, .coinDetail(id: "pepe-2"))
        XCTAssertEqual(opened, [.loadSnapshot(.coinDetail(id: "pepe-2")),
                                .loadSnapshot(AnyResource(Resource.marketChart(id: "pepe-2", vsCurrency: "usd", days: .week))),
                                .loadSnapshot(AnyResource(Resource.markets(vsCurrency: "usd", coins: .ids(["pepe-2"]))))],
                       "its detail, its chart and its markets row (/coins/markets?ids=pepe-2)")
    }

    func testDigitsInACoinDetailChooseTheChartRange() {
        var state = ReducerFixtures.loadedState()
        _ = press(.enter, in: &state)
        _ = AppReducer.reduce(&state, .tick, now: t0)
        var expected = state
        let effects = press(.char("5"), in: &state)
        let year = AnyResource(Resource.marketChart(id: "bitcoin", vsCurrency: "usd", days: .year))
        XCTAssertEqual(effects, [.loadSnapshot(year)])
        expected.screen.routes = [.dashboard, .coinDetail(CoinDetailScreen(id: "bitcoin", range: .year))]
        expected.registerWithConfiguredSchedule(year)
        XCTAssertEqual(state, expected, "5: one year, its own resource registered")
        XCTAssertEqual(press(.char("5"), in: &state), [], "the range shown: nothing to do")
        XCTAssertEqual(ReducerFixtures.fetches(AppReducer.reduce(&state, .tick, now: t0)).keys.map(\.id), [year.id],
                       "fetched on the next tick")
        XCTAssertTrue(state.reloadableSources.contains(year), "r reloads the chart on screen")
    }
}
