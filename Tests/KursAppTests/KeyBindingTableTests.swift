import XCTest
import KursCore
import TerminalNcurses
import TerminalUI
import TestSupport
@testable import KursApp

/// The one binding table: every key the app handles is in it, the help overlay and the status-bar hints come
/// from it, and the help scrolls to its last line at 80×24.
final class KeyBindingTableTests: XCTestCase {
    func testEveryBindingIsReachableAndListedInTheHelp() {
        let map = KeyMap()
        let lines = KeyHelp.lines(map)
        for binding in KeyBinding.table {
            XCTAssertTrue(lines.contains { $0.action == binding.help }, "\(binding.command) has its help line")
            for key in binding.fixed where binding.keysText == nil {
                XCTAssertNotNil(map.command(for: key, in: binding.context), "\(key) works in \(binding.context)")
            }
        }
    }

    func testTheCoinDetailHelpNamesEveryKeyItTakes() {
        let detail = KeyHelp.lines(KeyMap()).filter { $0.keys.hasPrefix("  ") }
        XCTAssertTrue(detail.contains(KeyHelp.Line(keys: "  Esc  Backspace  ←  h", action: "back")), "\(detail)")
        XCTAssertTrue(detail.contains(KeyHelp.Line(keys: "  m  Space  d", action: "expand description")), "\(detail)")
    }

    func testHintsComeFromTheTableInEveryContext() {
        let map = KeyMap(bindings: KeyBindings(overrides: [.swap: "w", .quit: "x"]))
        XCTAssertEqual(KeyHelp.hints([.lists, .anywhere], map), "w weather  p portfolio  ? help  x quit")
        XCTAssertEqual(KeyHelp.hints([.coinDetail, .anywhere], map), "1-6 range  ? help  x quit", "no weather key on a detail")
        XCTAssertEqual(KeyHelp.hints([.converter], map), "f/t currency  w swap  m mode  Tab next")
        XCTAssertEqual(KeyHelp.hints([.converterPicker], map), "Enter take  Esc cancel")
        XCTAssertEqual(KeyHelp.hints([.weather], map), "a add  x delete  K/J move  u units  Esc back")
        XCTAssertEqual(KeyHelp.hints([.weatherSearch], map), "Enter search/add  Esc close")
        XCTAssertEqual(KeyHelp.hints([.weatherConfirm], map), "y delete  any key keep")
        XCTAssertEqual(KeyHelp.hints([.filter], map), "Enter keep  Esc clear")
    }

    func testTheHelpScrollsToItsLastLineAt80x24() {
        var state = AppState(size: TerminalSize(width: 80, height: 24), isOffline: true, timeZone: .gmt)
        _ = AppReducer.reduce(&state, .key(.char("?")), now: Date(timeIntervalSince1970: 0))
        func screen() -> String { DashboardView.render(state, now: Date(timeIntervalSince1970: 0)).lines().joined(separator: "\n") }
        XCTAssertFalse(screen().contains("quit, from anywhere"), "the last line is below the first page")
        XCTAssertTrue(screen().contains("↓ more"))
        _ = AppReducer.reduce(&state, .key(.char("G")), now: Date(timeIntervalSince1970: 0))
        XCTAssertTrue(screen().contains("Ctrl-C") && screen().contains("quit, from anywhere"), screen())
        XCTAssertTrue(screen().contains("↑ more"))
        _ = AppReducer.reduce(&state, .key(.char("g")), now: Date(timeIntervalSince1970: 0))
        XCTAssertTrue(screen().contains("↓ more"))
        _ = AppReducer.reduce(&state, .key(.escape), now: Date(timeIntervalSince1970: 0))
        XCTAssertFalse(state.screen.isHelpVisible)
    }
}
