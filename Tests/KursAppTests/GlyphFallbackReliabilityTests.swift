@testable import TerminalNcurses
import XCTest

/// The ASCII look-alikes drawn when the locale (LANG=C) can't encode a glyph: always exactly the cell's width.
final class GlyphFallbackReliabilityTests: XCTestCase {
    func testBoxLinesArrowsAndPunctuation() {
        let cases: [(String, String)] = [
            ("┌", "+"), ("┐", "+"), ("└", "+"), ("┘", "+"), ("─", "-"), ("━", "-"), ("│", "|"), ("┤", "+"),
            ("╭", "+"), ("▲", "^"), ("▼", "v"), ("←", "<"), ("→", ">"), ("·", "."), ("…", "~"), ("—", "-"),
            ("€", "E"), ("₴", "H"), ("°", "o"), ("█", "#"), ("⣿", "*"), ("⠀", " "), ("a", "a"),
        ]
        for (glyph, ascii) in cases { XCTAssertEqual(GlyphFallback.ascii(for: glyph, width: 1), ascii, glyph) }
    }

    func testUnknownGlyphsKeepTheirWidth() {
        XCTAssertEqual(GlyphFallback.ascii(for: "比", width: 2), "??")
        XCTAssertEqual(GlyphFallback.ascii(for: "🚀", width: 2), "??")
        XCTAssertEqual(GlyphFallback.ascii(for: "é", width: 1), "?")
        XCTAssertEqual(GlyphFallback.ascii(for: "", width: 1), " ")
        XCTAssertEqual(GlyphFallback.ascii(for: "─", width: 2), "- ")
    }
}
