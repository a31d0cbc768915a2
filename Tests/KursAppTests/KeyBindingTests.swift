import Foundation
@testable import KursApp
import KursCore
import TerminalUI
import XCTest

/// Config `keys`: the `KeyMap` the reducer reads, rebound keys replacing the default letters, the fixed keys
/// (arrows, Enter, Esc, Ctrl-C) staying, and the help overlay listing the configured keys.
final class KeyBindingTests: XCTestCase {
    private let t0 = ReducerFixtures.t0

    private func state(_ overrides: [KeyAction: String]) -> AppState {
        var state = ReducerFixtures.loadedState()
        state.settings.keyMap = KeyMap(bindings: KeyBindings(overrides: overrides))
        return state
    }

    private func press(_ keys: Key..., in state: inout AppState) -> [Effect] {
        keys.flatMap { AppReducer.reduce(&state, .key($0), now: t0) }
    }

    func testReboundQuitReplacesQAndCtrlCStillQuits() {
        var state = state([.quit: "x", .reload: "u"])
        XCTAssertEqual(press(.char("q"), in: &state), [], "q no longer quits on the dashboard")
        XCTAssertEqual(state.route, .dashboard)
        XCTAssertEqual(press(.char("x"), in: &state), [.quit(status: 0)])
        XCTAssertEqual(press(.ctrlC, in: &state), [.quit(status: 0)])
    }

    func testReboundReloadReloadsAndRNoLonger() {
        var state = ReducerFixtures.state(offline: true)
        state.settings.keyMap = KeyMap(bindings: KeyBindings(overrides: [.quit: "x", .reload: "u"]))
        XCTAssertEqual(press(.char("r"), in: &state), [], "r is unbound now")
        XCTAssertEqual(press(.char("u"), in: &state),
                       ReducerFixtures.dashboardSources.map { .loadSnapshot($0) } + [.weather(.loadForecast(.configured(.kyiv), units: .metric))],
                       "offline, u re-reads the snapshots and the weather tile's cached forecast")
    }

    func testReboundUpDownMoveAndArrowsStillDo() {
        var state = state([.up: "i", .down: "n"])
        _ = press(.char("n"), .char("n"), in: &state)
        XCTAssertEqual(state.screen.coinsSelection, 2)
        _ = press(.char("j"), in: &state)
        XCTAssertEqual(state.screen.coinsSelection, 2, "j is not bound any more")
        _ = press(.char("i"), in: &state)
        XCTAssertEqual(state.screen.coinsSelection, 1)
        _ = press(.up, in: &state)
        XCTAssertEqual(state.screen.coinsSelection, 0, "arrows stay fixed alternatives")
        _ = press(.down, in: &state)
        XCTAssertEqual(state.screen.coinsSelection, 1)
    }

    func testReboundHelpOpensAndClosesTheOverlay() {
        var state = state([.help: "H", .quit: "x"])
        _ = press(.char("?"), in: &state)
        XCTAssertFalse(state.screen.isHelpVisible)
        _ = press(.char("H"), in: &state)
        XCTAssertTrue(state.screen.isHelpVisible)
        XCTAssertEqual(press(.char("x"), in: &state), [], "the quit key closes the help first")
        XCTAssertFalse(state.screen.isHelpVisible)
        let taken = self.state([.help: "h"])
        XCTAssertEqual(taken.settings.keyMap.command(for: .char("?"), in: .anywhere), .help,
                       "h is back in a coin's detail: not taken for help, which keeps ?")
    }

    func testKeyMapParsesNamedAndCtrlKeysAndKeepsFixedAlternatives() {
        let map = KeyMap(bindings: KeyBindings(overrides: [.quit: "Ctrl-Q", .open: "l", .back: "BackSpace"]))
        XCTAssertEqual(map.command(for: .ctrl("q"), in: .anywhere), .quit)
        XCTAssertNil(map.command(for: .char("q"), in: .anywhere))
        XCTAssertEqual(map.command(for: .char("l"), in: .lists), .open)
        XCTAssertEqual(map.command(for: .enter, in: .lists), .open, "Enter stays")
        XCTAssertEqual(map.command(for: .escape, in: .lists), .back)
        XCTAssertEqual(map.command(for: .backspace, in: .lists), .back)
        XCTAssertEqual(KeyMap().command(for: .char("k"), in: .lists), .up)
        XCTAssertEqual(KeyMap.key(named: "pgdn"), .pageDown)
        XCTAssertEqual(KeyMap.key(named: "F5"), .function(5))
        XCTAssertNil(KeyMap.key(named: "Ctrl-1"))
    }

    func testConfiguredKeyWinsOverAnotherActionsDefault() {
        let map = KeyMap(bindings: KeyBindings(overrides: [.quit: "j"]))
        XCTAssertEqual(map.command(for: .char("j"), in: .anywhere), .quit)
        XCTAssertNil(map.command(for: .char("j"), in: .lists), "j is no longer down")
        XCTAssertEqual(map.command(for: .down, in: .lists), .down)
        let down = KeyMap(bindings: KeyBindings(overrides: [.down: "q"]))
        XCTAssertEqual(down.command(for: .char("q"), in: .lists), .down)
        XCTAssertNil(down.command(for: .char("q"), in: .anywhere), "q no longer quits")
    }

    func testConverterSwapUsesTheConfiguredKey() {
        var state = state([.swap: "w"])
        state.screen.focus = .converter
        state.converter.field = .from
        let from = state.converter.from, to = state.converter.to
        _ = press(.char("w"), in: &state)
        XCTAssertEqual(state.converter.from, to)
        XCTAssertEqual(state.converter.to, from)
        XCTAssertEqual(state.route, .dashboard, "w swapped instead of opening the weather")
    }

    func testDashboardConfigureInstallsTheKeyMapAndColours() {
        var config = KursConfig()
        config.keys = KeyBindings(overrides: [.quit: "x"])
        config.colors = ColorSettings(up: "blue", down: "magenta")
        var state = ReducerFixtures.state()
        Dashboard.configure(&state, config: config, saved: CityList())
        XCTAssertEqual(state.settings.keyMap.command(for: .char("x"), in: .anywhere), .quit)
        XCTAssertEqual(state.settings.colors.up, "blue")
        XCTAssertEqual(DashboardModelMapping.hints(state), "w weather  p portfolio  ? help  x quit")
    }

    func testHelpOverlayShowsTheConfiguredKeys() {
        var buffer = Buffer(area: Rect(x: 0, y: 0, width: 70, height: 40))
        HelpOverlay(keys: KeyBindings(overrides: [.quit: "x", .reload: "u"])).render(area: buffer.area, buffer: &buffer)
        let lines = buffer.lines().map { $0.trimmingCharacters(in: .whitespaces) }
        let text = lines.joined(separator: "\n")
        XCTAssertNotNil(lines.first { $0.hasPrefix("│ x ") && $0.contains("quit / back") }, text)
        XCTAssertNotNil(lines.first { $0.hasPrefix("│ u ") && $0.contains("reload") }, text)
        XCTAssertFalse(lines.contains { $0.hasPrefix("│ q ") }, text)
    }

    func testHelpOverlayInTheDashboardModelUsesTheStateKeys() {
        var state = state([.quit: "x"])
        state.screen.size = TerminalSize(width: 100, height: 40)
        _ = press(.char("?"), in: &state)
        let text = DashboardView.render(state, now: t0).lines().joined(separator: "\n")
        XCTAssertTrue(text.contains("│ x                       quit / back") && !text.contains("│ q "), text)
    }
}
