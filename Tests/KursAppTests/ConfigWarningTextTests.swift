import XCTest
@testable import KursApp

/// The config's warnings as the status bar says them.
final class ConfigWarningTextTests: XCTestCase {
    func testErrorsPermissionWarningsAndNone() {
        XCTAssertNil(ConfigWarningText.statusBar([]))
        XCTAssertEqual(
            ConfigWarningText.statusBar(["kurs: /c.json5:1:40: error: coins[1]: ' ethereum' is not a CoinGecko id; using defaults (see `kurs config check`)"]),
            "config has errors · defaults in use · kurs config check")
        XCTAssertEqual(
            ConfigWarningText.statusBar(["kurs: /c.json5 holds an API key and is readable by others (chmod 600 /c.json5)"]),
            "/c.json5 holds an API key and is readable by others (chmod 600 /c.json5)")
        XCTAssertEqual(ConfigWarningText.statusBar(["kurs: \u{1B}[31mred"]), "red")
    }

    func testTheWarningIsASpanOfTheStatusBar() {
        var state = AppState(size: TerminalSize(width: 120, height: 40), isOffline: true)
        state.screen.configWarning = "config has errors · defaults in use · kurs config check"
        let spans = DashboardModelMapping.statusSources(state, now: Date(timeIntervalSince1970: 0), theme: PaneTheme())
        XCTAssertEqual(spans.last?.text, "config has errors · defaults in use · kurs config check")
        XCTAssertEqual(spans.last?.style, PaneTheme().error)
    }
}
