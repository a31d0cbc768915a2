import XCTest
import KursCore
import TerminalUI
import TestSupport
@testable import KursApp

/// The status bar: source texts, their shorter forms when the full ones don't fit, and segments left out whole from the end.
final class StatusBarPaneTests: XCTestCase {

    func testWideStatusBar() {
        assertBuffer(PaneCases.statusBar(width: 120), equals: [
            "PrivatBank · sample 2025 │ CoinGecko · cache 15:57 · rate limited · retry in 1:59                         ? help  q quit",
        ])
    }

    func testNarrowStatusBarTakesTheShorterFormAndDropsTheHints() {
        assertBuffer(PaneCases.statusBar(width: 60), equals: [
            "Privat · sample 2025 │ Gecko · cache 15:57 · rate limited",
        ])
    }

    func testTooNarrowForAnySegmentLeavesThemOutWhole() {
        assertBuffer(PaneCases.statusBar(width: 12), equals: [
            "",
        ])
    }
}
