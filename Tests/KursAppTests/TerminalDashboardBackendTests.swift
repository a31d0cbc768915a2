@testable import TerminalNcurses
import TerminalUI
import XCTest

/// Pure parts of the ncurses backend: key decoding, glyph fallback for cchar_t, colour pairs.
final class TerminalDashboardBackendTests: XCTestCase {
    func testKeyDecoding() {
        let decode = NcursesInput.decode
        XCTAssertEqual(decode(0, 3), .key(.ctrlC))
        XCTAssertEqual(decode(0, 13), .key(.enter))
        XCTAssertEqual(decode(0, 27), .key(.escape))
        XCTAssertEqual(decode(0, 127), .key(.backspace))
        XCTAssertEqual(decode(0, 9), .key(.tab))
        XCTAssertEqual(decode(0, 4), .key(.ctrl("d")))
        XCTAssertEqual(decode(0, 0x6A), .key(.char("j")))
        XCTAssertEqual(decode(0, 0x20AC), .key(.char("€")))
        XCTAssertEqual(decode(0, 0x7), .key(.ctrl("g")))
        XCTAssertEqual(decode(0o400, 0o403), .key(.up))  // KEY_CODE_YES, KEY_UP
        XCTAssertEqual(decode(0o400, 0o522), .key(.pageDown))
        XCTAssertEqual(decode(0o400, 0o541), .key(.backTab))
        XCTAssertEqual(decode(0o400, 0o632), .resize, "KEY_RESIZE is not a key: the session makes it an InputEvent")
        XCTAssertEqual(decode(0o400, 0o410 + 5), .key(.function(5)))
        XCTAssertEqual(decode(0o400, 0o777), .key(.unknown(0o777)))
        XCTAssertNil(decode(-1, 0))
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

    /// Only a lone scalar the terminal draws one column wide skips the glyph encoding: printable ASCII at once,
    /// others when wcwidth says 1; a control, DEL, C1, a combining sequence, a wide or continuation cell go through it.
    func testOnlySingleNarrowScalarsTakeTheDirectPath() {
        let columns: (UInt32) -> Int = { $0 == 0x301 ? 0 : ($0 == 0x4E2D ? 2 : 1) }
        XCTAssertEqual(TerminalSession.singleNarrowScalar(Cell(symbol: "a"), columnsOf: { _ in -1 }), 0x61, "ASCII without wcwidth")
        XCTAssertEqual(TerminalSession.singleNarrowScalar(Cell(symbol: " "), columnsOf: columns), 0x20)
        XCTAssertEqual(TerminalSession.singleNarrowScalar(Cell(symbol: "─"), columnsOf: columns), 0x2500)
        XCTAssertEqual(TerminalSession.singleNarrowScalar(Cell(symbol: "€"), columnsOf: columns), 0x20AC)
        XCTAssertNil(TerminalSession.singleNarrowScalar(Cell(symbol: "€"), columnsOf: { _ in -1 }), "wcwidth disagrees")
        for cell in [Cell(symbol: "\u{7F}"), Cell(symbol: "\u{1B}"), Cell(symbol: "\u{85}"), Cell(symbol: "ab"),
                     Cell(symbol: "e\u{301}"), Cell(symbol: "中", width: 2), Cell(symbol: "中"), Cell(symbol: "a", width: 2),
                     Cell.continuation(style: .plain), Cell(symbol: "")] {
            XCTAssertNil(TerminalSession.singleNarrowScalar(cell, columnsOf: columns), "\(cell.symbol.unicodeScalars.map(\.value))")
        }
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
