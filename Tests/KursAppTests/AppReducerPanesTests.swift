import Foundation
import KursCore
import TerminalUI
import TestSupport
import XCTest
@testable import KursApp

/// The converter focus, the weather route, `kurs pane` modes and their key routing through `AppReducer`.
final class AppReducerPanesTests: XCTestCase {
    private typealias R = ReducerFixtures
    private let t0 = ReducerFixtures.t0

    /// An offline state at `t0` with PrivatBank USD buy 41.25 / sale 41.85 loaded (a snapshot).
    private func converterState(paneMode: PaneMode? = nil, height: Int = 40) -> AppState {
        var state = AppState(size: TerminalSize(width: 120, height: height), isOffline: true, timeZone: .gmt,
                             paneMode: paneMode)
        if let mode = paneMode { state.screen.focus = mode.focus }
        _ = AppReducer.reduce(&state, .start, now: t0)
        let usd = BankRate(ccy: .usd, baseCcy: .uah, buy: Decimal(string: "41.25")!, sale: Decimal(string: "41.85")!)
        let fetched = Fetched(value: DecodedList(elements: [usd]), fetchedAt: t0, origin: .cache)
        _ = AppReducer.reduce(&state, .loaded(R.bank, .bankRates(fetched), generation: 0, isSnapshot: true), now: t0)
        return state
    }

    private func press(_ keys: [Key], _ state: inout AppState) -> [Effect] {
        keys.flatMap { AppReducer.reduce(&state, .key($0), now: t0) }
    }

    private func typing(_ text: String) -> [Key] { text.map { .char($0) } }

    func testTabCyclesRatesConverterCoinsAndBackTabReverses() {
        var state = converterState()
        XCTAssertEqual(state.screen.focus, .coins)
        _ = press([.tab], &state)
        XCTAssertEqual(state.screen.focus, .rates)
        _ = press([.tab], &state)
        XCTAssertEqual(state.screen.focus, .converter)
        _ = press([.tab], &state)
        XCTAssertEqual(state.screen.focus, .coins)
        _ = press([.backTab], &state)
        XCTAssertEqual(state.screen.focus, .converter)
    }

    func testLoadedBankRatesRecalculateTheConverter() {
        let state = converterState()
        XCTAssertEqual(state.converter.conversion?.formattedResult, "4,125.00", "100 USD → UAH at 41.25 buy")
    }

    func testTypingAnAmountInTheFocusedConverterRecalculates() {
        var state = converterState()
        _ = press([.tab, .tab] + typing("250"), &state)
        XCTAssertEqual(state.converter.amountText, "250")
        XCTAssertEqual(state.converter.conversion?.formattedResult, "10,312.50")
        XCTAssertEqual(state.screen.coinsSelection, 0, "digits did not move the coin list")
    }

    func testSwapKeyUsesTheSaleRate() {
        var state = converterState()
        _ = press([.tab, .tab] + typing("1000") + [.char("s")], &state)
        XCTAssertEqual(state.converter.from, .uah)
        XCTAssertEqual(state.converter.to, .usd)
        XCTAssertEqual(state.converter.conversion?.formattedResult, "23.89", "1000 UAH → USD at 41.85 sale")
    }

    func testPickerTakesQAndQuestionMarkAsSearchTextInsteadOfQuittingOrHelp() {
        var state = converterState()
        let effects = press([.tab, .tab, .char("t")] + typing("q?"), &state)
        XCTAssertTrue(effects.isEmpty, "no quit")
        XCTAssertFalse(state.screen.isHelpVisible)
        XCTAssertEqual(state.converter.picker?.query, "q?")
        _ = press([.escape], &state)
        XCTAssertNil(state.converter.picker)
        XCTAssertEqual(press([.char("q")], &state), [.quit(status: 0)], "with the picker closed q quits")
    }

    func testZlotyPickedWithEnter() {
        var state = converterState()
        _ = press([.tab, .tab, .char("t")] + typing("zloty") + [.enter], &state)
        XCTAssertEqual(state.converter.to, CurrencyCode("PLN"))
        XCTAssertNil(state.converter.picker)
    }

    func testConverterKeysDoNothingWhileTheCoinsHaveTheFocus() {
        var state = converterState()
        _ = press([.char("s")], &state)
        XCTAssertEqual(state.converter.from, .usd, "s is the converter's only while it has the focus")
    }

    func testRWithConverterFocusedReloadsItsRatesSource() {
        var state = converterState()
        _ = press([.tab, .tab], &state)
        XCTAssertEqual(state.focusedSource, .bankRates(.cash))
        _ = press([.char("m")], &state)
        XCTAssertEqual(state.focusedSource, .midMarketRates(base: .usd))
    }

    // MARK: Weather route

    func testWOpensWeatherAndLoadsTheConfiguredCityOnceEscGoesBack() {
        var state = converterState(height: 29)  // no weather tile: `w` loads the city first
        let effects = press([.char("w")], &state)
        XCTAssertEqual(state.route, .weather)
        XCTAssertEqual(effects, [.weather(.loadForecast(.configured(.kyiv), units: .metric))])
        XCTAssertTrue(state.isWeatherVisible)
        _ = press([.escape], &state)
        XCTAssertEqual(state.route, .dashboard)
        XCTAssertEqual(press([.char("w")], &state), [], "already asked: no second request")
        XCTAssertEqual(press([.char("q")], &state), [], "q goes back from the weather, it does not quit")
        XCTAssertEqual(state.route, .dashboard)
    }

    func testWeatherSearchFieldTakesEveryPrintableKeyAsText() {
        var state = converterState()
        _ = press([.char("w"), .char("a")] + typing("qr?w"), &state)
        guard case .addingCity(let search) = state.weather.mode else { return XCTFail("search field open") }
        XCTAssertEqual(search.text, "qr?w")
        XCTAssertEqual(state.route, .weather)
        XCTAssertFalse(state.screen.isHelpVisible)
        let effects = press([.enter], &state)
        XCTAssertEqual(effects, [.weather(.search("qr?w"))])
    }

    func testSearchAnswerThenEnterAddsAndSavesTheCity() {
        var state = converterState()
        _ = press([.char("w"), .char("a")] + typing("Chambéry") + [.enter], &state)
        let place = GeoPlace(name: "Chambéry", country: "France", admin1: "Auvergne-Rhône-Alpes", latitude: 45.5646,
                             longitude: 5.9178, timezone: "Europe/Paris")
        _ = AppReducer.reduce(&state, .placesFound(query: "Chambéry", .success([place])), now: t0)
        let effects = press([.enter], &state)
        XCTAssertEqual(state.weather.cities.map(\.name), ["Kyiv", "Chambéry"])
        guard case .saveCities(let list)? = effects.first?.command(WeatherPaneEffect.self) else { return XCTFail("saves: \(effects)") }
        XCTAssertEqual(list.cities.map(\.name), ["Kyiv", "Chambéry"])
        XCTAssertEqual(effects.count, 2, "and loads its forecast")
    }

    func testForecastAnswerIsStoredAndTheHourAdvancesWithoutAFetch() throws {
        var state = converterState()
        _ = press([.char("w")], &state)
        let fetched = Fetched(value: try OpenMeteoDecoder.decode(Fixtures.data("openmeteo-forecast-hourly-48h-gmt.json"), name: "Kyiv"),
                              fetchedAt: t0, origin: .live)
        _ = AppReducer.reduce(&state, .forecastLoaded(.configured(.kyiv), .success(fetched)), now: t0)
        XCTAssertNotNil(state.weather.forecast(for: .configured(.kyiv)).fetched)
        XCTAssertEqual(AppReducer.nextWake(state, now: t0.addingTimeInterval(90)), t0.addingTimeInterval(3600),
                       "offline: only the next full hour's redraw")
    }

    func testOnlineWeatherIsASchedulerSourceReloadedAtTheNextFullHour() throws {
        var state = R.state()
        state.screen.size = TerminalSize(width: 120, height: 29)  // no weather tile: `w` makes the weather a source
        _ = AppReducer.reduce(&state, .start, now: t0)
        _ = AppReducer.reduce(&state, .tick, now: t0)
        let kyiv = WeatherSources.id(for: .configured(.kyiv))
        let opened = AppReducer.reduce(&state, .key(.char("w")), now: t0)
        XCTAssertEqual(opened, [.weather(.loadForecast(.configured(.kyiv), units: .metric, generation: 7))],
                       "registered and due at once (generations 1–6 are the dashboard's sources)")
        XCTAssertTrue(state.sources.scheduler.sources.contains(kyiv))
        XCTAssertTrue(state.weather.forecast(for: .configured(.kyiv)).isLoading)
        let fetched = Fetched(value: try OpenMeteoDecoder.decode(Fixtures.data("openmeteo-forecast-hourly-48h-gmt.json"), name: "Kyiv"),
                              fetchedAt: t0.addingTimeInterval(3590), origin: .live)
        _ = AppReducer.reduce(&state, .forecastLoaded(.configured(.kyiv), .success(fetched), generation: 7),
                              now: t0.addingTimeInterval(3590))
        // Fetched at 12:59:50 (GMT forecast): the next full hour (13:00) is its reload date.
        XCTAssertEqual(state.sources.scheduler.status(of: kyiv, now: t0.addingTimeInterval(3590)).reloadDate, t0.addingTimeInterval(3600))
        func weatherFetches(at seconds: TimeInterval) -> [Effect] {
            AppReducer.reduce(&state, .tick, now: t0.addingTimeInterval(seconds)).filter {
                $0.command(WeatherPaneEffect.self) != nil
            }
        }
        XCTAssertEqual(weatherFetches(at: 3599), [])
        let due = weatherFetches(at: 3600)
        XCTAssertEqual(due.count, 1)
        guard case .loadForecast(.configured(.kyiv), .metric, let generation?)? = due.first?.command(WeatherPaneEffect.self) else {
            return XCTFail("a scheduled fetch of Kyiv: \(due)")
        }
        XCTAssertGreaterThan(generation, 7)
        XCTAssertEqual(weatherFetches(at: 3700), [], "in flight: not again")
    }

    func testRemovingTheLastSavedCityUnregistersItsForecast() throws {
        var state = R.state()
        state.weather = WeatherPaneState(saved: CityList([SavedCity(name: "Lviv", latitude: 49.84, longitude: 24.03)]))
        _ = AppReducer.reduce(&state, .start, now: t0)
        _ = AppReducer.reduce(&state, .key(.char("w")), now: t0)
        let lviv = WeatherSources.id(for: state.weather.cities[0])
        XCTAssertTrue(state.sources.scheduler.sources.contains(lviv))
        _ = AppReducer.reduce(&state, .key(.char("x")), now: t0)
        let effects = AppReducer.reduce(&state, .key(.char("y")), now: t0)
        XCTAssertFalse(state.sources.scheduler.sources.contains(lviv), "a deleted city is no longer reloaded")
        XCTAssertTrue(effects.contains(.weather(.saveCities(CityList()))))
    }

    func testRInTheWeatherRouteReloadsWeatherAfterThirtySeconds() {
        var state = converterState()
        _ = press([.char("w")], &state)
        _ = AppReducer.reduce(&state, .forecastLoaded(.configured(.kyiv), .failure(.offline)), now: t0)
        XCTAssertFalse(AppReducer.reduce(&state, .key(.char("r")), now: t0.addingTimeInterval(10)).contains(
            .weather(.loadForecast(.configured(.kyiv), units: .metric))))
        XCTAssertTrue(AppReducer.reduce(&state, .key(.char("r")), now: t0.addingTimeInterval(31)).contains(
            .weather(.loadForecast(.configured(.kyiv), units: .metric))))
    }

    // MARK: kurs pane

    func testPaneCoinStartLoadsTheCoinDetailAndQQuits() {
        var state = AppState(size: TerminalSize(width: 30, height: 6), isOffline: true, paneMode: .coin(id: "bitcoin"))
        let effects = AppReducer.reduce(&state, .start, now: t0)
        XCTAssertTrue(effects.contains(.loadSnapshot(.coinDetail(id: "bitcoin"))))
        XCTAssertEqual(state.focusedSource, .coinDetail(id: "bitcoin"))
        XCTAssertEqual(AppReducer.reduce(&state, .key(.char("q")), now: t0), [.quit(status: 0)])
    }

    func testPaneWeatherLoadsAtStartAndQQuits() {
        var state = AppState(size: TerminalSize(width: 30, height: 6), isOffline: true, paneMode: .weather)
        let effects = AppReducer.reduce(&state, .start, now: t0)
        XCTAssertTrue(effects.contains(.weather(.loadForecast(.configured(.kyiv), units: .metric))))
        XCTAssertEqual(AppReducer.reduce(&state, .key(.char("q")), now: t0), [.quit(status: 0)])
    }

    func testPaneConverterTakesTypingWithoutTab() {
        var state = converterState(paneMode: .converter)
        _ = press(typing("2"), &state)
        XCTAssertEqual(state.converter.conversion?.formattedResult, "82.50")
        XCTAssertEqual(press([.char("w")], &state), [], "no weather route in a single pane")
        XCTAssertEqual(state.route, .dashboard)
    }

    func testPaneRatesMovesItsSelection() {
        var state = converterState(paneMode: .rates)
        let eur = BankRate(ccy: .eur, baseCcy: .uah, buy: 1, sale: 2)
        let usd = BankRate(ccy: .usd, baseCcy: .uah, buy: 1, sale: 2)
        _ = AppReducer.reduce(&state, .loaded(R.bank, .bankRates(Fetched(value: DecodedList(elements: [eur, usd]),
                                                                        fetchedAt: t0.addingTimeInterval(1), origin: .cache)),
                                              generation: 0, isSnapshot: true), now: t0)
        _ = press([.down], &state)
        XCTAssertEqual(state.screen.ratesSelection, 1)
    }
}
