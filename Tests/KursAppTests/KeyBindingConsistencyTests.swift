import Foundation
import KursCore
import TerminalUI
import TestSupport
import XCTest
@testable import KursApp

/// Keys that the help overlay lists but that do not do what it says, and key remappings
/// the config accepts although they take a key another binding keeps.
final class KeyBindingConsistencyTests: XCTestCase {
    private let t0 = ReducerFixtures.t0

    /// Offline with three coins and two bank rates loaded.
    private func started(width: Int = 120, height: Int = 40) -> AppState {
        ReducerFixtures.started(width: width, height: height)
    }

    /// Whether G/End are bound in the coin detail; the test below runs once they are.
    static let detailHasBottomKey = true

    /// The help overlay lists "Home/End  g/G  top / bottom" under "Coin detail"; g goes to the top of the expanded
    /// description, G must go to its bottom. Actual: `KeyHandling.coinDetailKey` has no `.bottom` case — G (and
    /// End) do nothing.
    func testBottomKeyScrollsTheExpandedDescriptionToItsEnd() throws {
        try RecordedSkip.unless(test: self, Self.detailHasBottomKey,
            "G/End in a detail need the description's length, settled at render time; "
            + "the help no longer lists them there")
        var state = started()
        _ = AppReducer.reduce(&state, .key(.enter), now: t0)
        _ = AppReducer.reduce(&state, .key(.char("d")), now: t0)
        _ = AppReducer.reduce(&state, .key(.char("j")), now: t0)
        guard case .coinDetail(let scrolled) = state.route else { return XCTFail("not on the coin detail: \(state.route)") }
        XCTAssertEqual(scrolled.descriptionOffset, 1)
        _ = AppReducer.reduce(&state, .key(.char("G")), now: t0)
        guard case .coinDetail(let bottom) = state.route else { return XCTFail("G left the coin detail") }
        XCTAssertGreaterThan(bottom.descriptionOffset, 1, "G goes to the bottom of the description")
        _ = AppReducer.reduce(&state, .key(.end), now: t0)
        guard case .coinDetail(let end) = state.route else { return XCTFail("End left the coin detail") }
        XCTAssertGreaterThan(end.descriptionOffset, 1, "End goes to the bottom of the description")
    }

    /// The help overlay's lines at 80×24 after `keys` (starting from a fresh `?`).
    private func helpLines(after keys: [Key]) -> [String] {
        var state = started(width: 80, height: 24)
        for key in [Key.char("?")] + keys { _ = AppReducer.reduce(&state, .key(key), now: t0) }
        XCTAssertTrue(state.screen.isHelpVisible)
        var buffer = Buffer(area: Rect(x: 0, y: 0, width: 80, height: 24))
        HelpOverlay(keys: state.settings.keyMap.bindings, offset: state.screen.helpOffset)
            .render(area: buffer.area, buffer: &buffer)
        return buffer.lines()
    }

    /// After G (the last page of help), k scrolls up one line at once. Actual: the offset is clamped to the
    /// number of help lines, not to the first line of the last page, so k (and a first PgUp) move an offset the
    /// overlay doesn't show: k has to be pressed ~20 times before the help moves.
    func testHelpScrollsUpAtOnceAfterBottom() {
        let bottom = helpLines(after: [.char("G")])
        XCTAssertNotEqual(helpLines(after: [.char("G"), .char("k")]), bottom, "k right after G scrolls the help up")
        XCTAssertNotEqual(helpLines(after: [.pageDown, .pageDown, .pageDown, .pageDown, .pageDown, .char("k")]),
                          helpLines(after: [.pageDown, .pageDown, .pageDown, .pageDown, .pageDown]),
                          "k right after paging past the end scrolls the help up")
    }

    /// `keys` may not take a key another binding keeps: the config check already refuses Enter, Tab, "/" and Esc
    /// for quit ("already bound to open"), but accepts "w" (weather), "R" (reload focused pane) and "Up" (move).
    /// With `quit: "w"` the dashboard quits on w, the weather can't be opened, and help and the status bar say
    /// both "w weather" and "w quit"; with `quit: "R"` help lists R twice; with `quit: "Up"` ↑ quits while help
    /// says "↑/↓ move".
    func testAKeyAnotherBindingKeepsIsRefusedForRemapping() {
        for key in ["w", "R", "Up", "h"] {
            let report = ConfigCheck.check(data: Data(#"{ keys: { quit: "\#(key)" } }"#.utf8), fixedKeys: KeyMap.fixedKeyNames)
            XCTAssertEqual(report.exitStatus, 1, "quit: \"\(key)\" takes a key another binding keeps: \(report.diagnostics)")
        }
    }

    /// The fixed keys are worked out only for a config that binds keys (every start reads the config); with keys,
    /// they still refuse what they refused.
    func testTheFixedKeysAreAskedForOnlyWhenTheConfigBindsKeys() {
        var asked = 0
        func fixedKeys() -> [String: KeyReservation] {
            asked += 1
            return KeyMap.fixedKeyNames
        }
        XCTAssertEqual(ConfigCheck.check(data: Data(#"{ coins: { top: 250 }, colors: { up: "GREEN" } }"#.utf8), fixedKeys: fixedKeys()).exitStatus, 0)
        XCTAssertEqual(ConfigCheck.check(data: Data(#"{ keys: {} }"#.utf8), fixedKeys: fixedKeys()).exitStatus, 0)
        XCTAssertEqual(asked, 0)
        XCTAssertEqual(ConfigCheck.check(data: Data(#"{ keys: { quit: "w" } }"#.utf8), fixedKeys: fixedKeys()).exitStatus, 1)
        XCTAssertEqual(ConfigCheck.check(data: Data(#"{ keys: { quit: "x" } }"#.utf8), fixedKeys: fixedKeys()).exitStatus, 0)
        XCTAssertEqual(asked, 2)
    }

    /// Whatever the config says, one key does one thing on one screen: the help lines of one screen (the
    /// dashboard lists and `anywhere`) never name one key for two actions. Actual with `quit: "w"`: "w weather"
    /// and "w quit / back".
    func testHelpNeverNamesOneKeyForTwoDashboardActions() {
        var bindings = KeyBindings()
        bindings.overrides[.quit] = "w"
        let keyMap = KeyMap(bindings: bindings)
        let dashboard = KeyBinding.table.filter { $0.context == .lists || $0.context == .anywhere }
        var actions: [String: Set<KeyCommand>] = [:]
        for binding in dashboard {
            for label in keyMap.keyLabels(of: binding) { actions[label, default: []].insert(binding.command) }
        }
        let clashes = actions.filter { $0.value.count > 1 }
        XCTAssertEqual(clashes, [:], "keys shown for two actions on the dashboard")
    }
}
