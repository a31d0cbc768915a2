import XCTest
import KursCore
import TerminalUI
import TestSupport
@testable import KursApp

/// The status bar: source texts and their truncation by display width.
final class StatusBarPaneTests: XCTestCase {

    func testWideStatusBar() {
        assertBuffer(PaneCases.statusBar(width: 120), equals: [
            "PrivatBank · offline sample · 2025 │ CoinGecko · updated 3 min ago · rate limited · retry in 1:59         ? help  q quit",
        ])
    }

    func testNarrowStatusBarKeepsTheSourcesAndDropsTheHints() {
        assertBuffer(PaneCases.statusBar(width: 60), equals: [
            "PrivatBank · offline sample · 2025 │ CoinGecko · updated 3 …",
        ])
    }

    func testTooNarrowForHintsDropsThem() {
        assertBuffer(PaneCases.statusBar(width: 12), equals: [
            "PrivatBank …",
        ])
    }
}
