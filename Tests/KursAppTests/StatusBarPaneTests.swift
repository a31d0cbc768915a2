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

    func testNarrowStatusBarCutsSourcesKeepsHints() {
        assertBuffer(PaneCases.statusBar(width: 60), equals: [
            "PrivatBank · offline sample · 2025 │ CoinGe…  ? help  q quit",
        ])
    }

    func testTooNarrowForHintsDropsThem() {
        assertBuffer(PaneCases.statusBar(width: 12), equals: [
            "PrivatBank …",
        ])
    }

    private let now = PaneDataForTests.now

    func testSourceTextForEmbeddedSample() {
        let span = StatusBar.sourceText(name: "CoinGecko", origin: .embeddedSample(recordedOn: "2026-02-17"),
                                        fetchedAt: now, now: now, error: nil)
        XCTAssertEqual(span, Span("CoinGecko · offline sample · 2026-02-17"))
    }

    func testSourceTextForNetworkAndCacheShowsAge() {
        let fetched = now.addingTimeInterval(-180)
        XCTAssertEqual(StatusBar.sourceText(name: "CoinGecko", origin: .network, fetchedAt: fetched, now: now,
                                            error: nil).text, "CoinGecko · updated 3 min ago")
        XCTAssertEqual(StatusBar.sourceText(name: "PrivatBank", origin: .cache, fetchedAt: now.addingTimeInterval(-7200),
                                            now: now, error: nil).text, "PrivatBank · updated 2 h ago")
    }

    func testSourceTextWithErrorIsRed() {
        let span = StatusBar.sourceText(name: "CoinGecko", origin: nil, fetchedAt: nil, now: now,
                                        error: .rateLimited(retryAfter: 119))
        XCTAssertEqual(span.text, "CoinGecko · rate limited · retry in 1:59")
        XCTAssertEqual(span.style.foreground, .red)
        XCTAssertEqual(StatusBar.sourceText(name: "X", origin: nil, fetchedAt: nil, now: now, error: .offline,
                                            theme: PaneTheme(colors: false)).style, Style(modifiers: .bold))
        XCTAssertEqual(StatusBar.sourceText(name: "X", origin: nil, fetchedAt: nil, now: now, error: nil).text,
                       "X · loading…")
    }
}
