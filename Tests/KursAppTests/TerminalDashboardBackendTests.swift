@testable import TerminalNcurses
import TerminalUI
import XCTest

/// Pure parts of the ncurses backend: key decoding, glyph fallback for cchar_t, colour pairs.
final class TerminalDashboardBackendTests: XCTestCase {
    func testKeyDecoding() {
        XCTAssertEqual(Key.decode(status: 0, code: 3), .ctrlC)
        XCTAssertEqual(Key.decode(status: 0, code: 13), .enter)
        XCTAssertEqual(Key.decode(status: 0, code: 27), .escape)
        XCTAssertEqual(Key.decode(status: 0, code: 127), .backspace)
        XCTAssertEqual(Key.decode(status: 0, code: 9), .tab)
        XCTAssertEqual(Key.decode(status: 0, code: 4), .ctrl("d"))
        XCTAssertEqual(Key.decode(status: 0, code: 0x6A), .char("j"))
        XCTAssertEqual(Key.decode(status: 0, code: 0x20AC), .char("€"))
        XCTAssertEqual(Key.decode(status: 0o400, code: 0o403), .up)  // KEY_CODE_YES, KEY_UP
        XCTAssertEqual(Key.decode(status: 0o400, code: 0o522), .pageDown)
        XCTAssertEqual(Key.decode(status: 0o400, code: 0o541), .backTab)
        XCTAssertEqual(Key.decode(status: 0o400, code: 0o632), .resize)
        XCTAssertEqual(Key.decode(status: 0o400, code: 0o410 + 5), .function(5))
        XCTAssertNil(Key.decode(status: -1, code: 0))
    }

    func testGlyphEncodingFallsBackForLongClustersAndWidthMismatch() {
        let columns: (UInt32) -> Int = { $0 >= 0x1F000 || (0x4E00...0x9FFF).contains($0) ? 2 : 1 }
        XCTAssertEqual(GlyphEncoding.encode(symbol: "a", width: 1, columnsOf: columns), GlyphEncoding(codePoints: [0x61], padding: 0))
        XCTAssertEqual(GlyphEncoding.encode(symbol: "中", width: 2, columnsOf: columns), GlyphEncoding(codePoints: [0x4E2D], padding: 0))
        XCTAssertEqual(GlyphEncoding.encode(symbol: "e\u{301}", width: 1, columnsOf: columns).codePoints, [0x65, 0x301])
        // Family emoji: 7 code points, more than cchar_t holds → its first scalar.
        XCTAssertEqual(GlyphEncoding.encode(symbol: "👨‍👩‍👧‍👦", width: 2, columnsOf: columns),
                       GlyphEncoding(codePoints: [0x1F468], padding: 0))
        // ❤️: the terminal draws U+2764 one column wide, the buffer gives it two → pad with a blank.
        XCTAssertEqual(GlyphEncoding.encode(symbol: "❤️", width: 2, columnsOf: columns),
                       GlyphEncoding(codePoints: [0x2764], padding: 1))
        XCTAssertEqual(GlyphEncoding.encode(symbol: "\u{7}", width: 1, columnsOf: { _ in -1 }),
                       GlyphEncoding(codePoints: [0x3F], padding: 0))
    }

    func testColorPairsAreAllocatedOncePerCombination() {
        var palette = ColorPalette(colorCount: 256, pairLimit: 256)
        XCTAssertEqual(palette.pair(for: .plain).number, 0)
        let red = palette.pair(for: Style(foreground: .red))
        XCTAssertEqual(red.number, 1)
        XCTAssertEqual(red.new, ColorPalette.Pair(foreground: 1, background: -1))
        XCTAssertNil(palette.pair(for: Style(foreground: .red, modifiers: .bold)).new, "cached; modifiers are not colours")
        XCTAssertEqual(palette.pair(for: Style(foreground: .green, background: .indexed(236))).number, 2)
        var mono = ColorPalette(colorCount: 0, pairLimit: 0)
        XCTAssertEqual(mono.pair(for: Style(foreground: .red)).number, 0, "NO_COLOR: always the default pair")
    }
}
