import Foundation
@testable import KursApp
import KursCore
import TerminalUI
import XCTest

/// Config `colors`: rises, falls and the focus accent drawn in the configured colours; `NO_COLOR` still wins.
final class PaneThemeTests: XCTestCase {
    private let settings = ColorSettings(up: "blue", down: "magenta", accent: "208")

    private func column(of text: String, row y: Int, in buffer: Buffer) -> Int? {
        let line = buffer.lines()[y]
        guard let range = line.range(of: text) else { return nil }
        return DisplayWidth.of(String(line[..<range.lowerBound]))
    }

    func testConfiguredColoursPaintRisingAndFalling24hCells() throws {
        let theme = PaneTheme(colors: true, ascii: false, settings: settings)
        let buffer = PaneDataForTests.render(CoinListPane(coins: PaneDataForTests.coins, selected: 0, focused: true,
                                                          theme: theme), width: 82, height: 12)
        let down = try XCTUnwrap(column(of: "▼ 1.77%", row: 6, in: buffer))
        XCTAssertEqual(buffer[down, 6]?.style.foreground, .magenta)
        let up = try XCTUnwrap(column(of: "▲ 0.06%", row: 3, in: buffer))
        XCTAssertEqual(buffer[up, 3]?.style.foreground, .blue)
        XCTAssertEqual(buffer[0, 0]?.style.foreground, .indexed(208), "the focused border takes the accent")
    }

    func testNoColorWinsOverConfiguredColours() {
        let theme = PaneTheme(colors: false, ascii: false, settings: settings)
        let buffer = PaneDataForTests.render(CoinListPane(coins: PaneDataForTests.coins, selected: 0, focused: true,
                                                          theme: theme), width: 82, height: 12)
        XCTAssertTrue(buffer.cells.allSatisfy { $0.style.foreground == .default && $0.style.background == .default })
    }

    func testColourNamesAndPaletteIndices() {
        XCTAssertEqual(PaneTheme.color("Gray"), .brightBlack)
        XCTAssertEqual(PaneTheme.color("brightBlack"), .brightBlack)
        XCTAssertEqual(PaneTheme.color("yellow"), .yellow)
        XCTAssertEqual(PaneTheme.color("0"), .indexed(0))
        XCTAssertEqual(PaneTheme.color("255"), .indexed(255))
        XCTAssertNil(PaneTheme.color("256"))
        XCTAssertNil(PaneTheme.color("pink"))
        XCTAssertEqual(PaneTheme(colors: true, ascii: false, settings: ColorSettings(up: "pink")).upColor, .green,
                       "an invalid colour keeps the default")
    }

    func testDashboardFrameUsesTheStateColours() throws {
        var state = ReducerFixtures.loadedState()
        state.settings.colors = ColorSettings(up: "blue", down: "magenta")
        state.screen.size = TerminalSize(width: 120, height: 30)
        let buffer = DashboardView.render(state, now: ReducerFixtures.t0)
        let colours = Set(buffer.cells.map(\.style.foreground))
        XCTAssertFalse(colours.contains(.green))
        XCTAssertFalse(colours.contains(.red))
        let none = DashboardView.render(state, now: ReducerFixtures.t0, colorsEnabled: false)
        XCTAssertTrue(none.cells.allSatisfy { $0.style.foreground == .default })
    }
}
