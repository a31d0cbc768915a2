@testable import TerminalUI
import XCTest

final class DisplayWidthTests: XCTestCase {
    func testASCIIAndLatin() {
        XCTAssertEqual(DisplayWidth.of("abc"), 3)
        XCTAssertEqual(DisplayWidth.of("é"), 1)
        XCTAssertEqual(DisplayWidth.of("грн"), 3)
    }

    func testCJKIsWide() {
        XCTAssertEqual(DisplayWidth.of("東京"), 4)
        XCTAssertEqual(DisplayWidth.of(Character("한")), 2)
        XCTAssertEqual(DisplayWidth.of(Character("ｱ")), 1, "halfwidth katakana")
        XCTAssertEqual(DisplayWidth.of(Character("Ａ")), 2, "fullwidth latin")
        XCTAssertEqual(DisplayWidth.of(Character("\u{20000}")), 2, "CJK extension B")
        XCTAssertEqual(DisplayWidth.of(Character("\u{303F}")), 1, "half fill space is narrow")
    }

    func testEmoji() {
        XCTAssertEqual(DisplayWidth.of(Character("👍")), 2)
        XCTAssertEqual(DisplayWidth.of(Character("👍🏽")), 2, "skin tone")
        XCTAssertEqual(DisplayWidth.of(Character("👨‍👩‍👧")), 2, "ZWJ family")
        XCTAssertEqual(DisplayWidth.of(Character("🏳️‍🌈")), 2, "ZWJ flag with VS16")
        XCTAssertEqual(DisplayWidth.of(Character("🇺🇦")), 2, "flag")
        XCTAssertEqual(DisplayWidth.of(Character("\u{1F1FA}")), 1, "lone regional indicator")
        XCTAssertEqual(DisplayWidth.of(Character("1️⃣")), 2, "keycap")
        XCTAssertEqual(DisplayWidth.of(Character("#\u{20E3}")), 2, "keycap without VS16")
        XCTAssertEqual(DisplayWidth.of("👍🏽👨‍👩‍👧🇺🇦"), 6)
    }

    func testVariationSelectors() {
        XCTAssertEqual(DisplayWidth.of(Character("❤")), 1, "text by default")
        XCTAssertEqual(DisplayWidth.of(Character("❤\u{FE0F}")), 2, "VS16 makes emoji presentation")
        XCTAssertEqual(DisplayWidth.of(Character("⌚")), 2, "emoji by default")
        XCTAssertEqual(DisplayWidth.of(Character("⌚\u{FE0E}")), 1, "VS15 makes text presentation")
        XCTAssertEqual(DisplayWidth.of(Character("a\u{FE0F}")), 1, "VS16 on a non-emoji changes nothing")
    }

    func testCombiningAndZeroWidth() {
        XCTAssertEqual(DisplayWidth.of("e\u{301}"), 1, "decomposed é")
        XCTAssertEqual(DisplayWidth.of(Character("\u{301}")), 0, "lone combining mark")
        XCTAssertEqual(DisplayWidth.of(Character("\u{200D}")), 0, "ZWJ")
        XCTAssertEqual(DisplayWidth.of(Character("\u{200B}")), 0, "zero-width space")
        XCTAssertEqual(DisplayWidth.of(Character("\u{AD}")), 0, "soft hyphen")
        XCTAssertEqual(DisplayWidth.of("\u{1100}\u{1161}\u{11A8}"), 2, "conjoining jamo syllable")
    }

    func testControlsAreZero() {
        XCTAssertEqual(DisplayWidth.of("a\tb\u{1B}[31mc\n"), 7, "tab, ESC and newline take nothing; [31m stays")
        XCTAssertEqual(DisplayWidth.of(Character("\r\n")), 0)
        XCTAssertEqual(DisplayWidth.of(Character("\u{7F}")), 0)
        XCTAssertEqual(DisplayWidth.of(Character("\u{9B}")), 0, "C1 CSI")
        XCTAssertEqual(DisplayWidth.of(Character("\u{2028}")), 0)
    }

    func testWideTableBoundaries() {
        XCTAssertTrue(DisplayWidth.isWide("\u{1100}"))
        XCTAssertTrue(DisplayWidth.isWide("\u{FF60}"))
        XCTAssertFalse(DisplayWidth.isWide("\u{FF61}"))
        XCTAssertTrue(DisplayWidth.isWide("\u{3000}"))
        XCTAssertTrue(DisplayWidth.isWide("\u{3FFFD}"))
        XCTAssertFalse(DisplayWidth.isWide("A"))
        XCTAssertFalse(DisplayWidth.isWide("€"))
        XCTAssertFalse(DisplayWidth.isWide("\u{10FFFF}"))
    }

    /// The walk that passes printable ASCII on without grapheme breaking gives the text's grapheme clusters and
    /// their widths, even where ASCII takes part in a cluster (a combining mark, a keycap, CR LF, a prepended
    /// scalar).
    func testGraphemeWalkGivesTheClustersAndWidths() {
        let texts = ["", "abc", "e\u{301}x", "1\u{FE0F}\u{20E3}!", "a\r\nb", "\u{600}1a", "a🇺🇦b", "x👨‍👩‍👧y",
                     "Ethereum ▲ 2.4%", "東京 a", "a\u{200D}b", "\u{1B}[1m", "#\u{20E3}", "a\u{FE0F}", "ᄀ\u{1161}a"]
        for text in texts {
            assertWalkGivesTheClustersAndWidths(text)
            XCTAssertEqual(DisplayWidth.of(text), text.reduce(0) { $0 + DisplayWidth.of($1) }, text.debugDescription)
        }
        var seen = 0
        DisplayWidth.forEachGrapheme(in: "abcdef") { _, _ in
            seen += 1
            return seen < 2
        }
        XCTAssertEqual(seen, 2, "stops when the body returns false")
    }

    /// Every scalar of the remembered-width ranges (`SingleScalarWidths`), alone before ASCII, at the end, before
    /// another non-ASCII scalar or a combining mark, twice (the second time remembered): the walk gives the text's
    /// clusters and `of`'s widths.
    func testScalarsWalkedWithRememberedWidthsGiveTheClustersAndWidths() {
        let values = Array(0x80..<0x600) + Array(0x2000..<0x3000) + [0x5FF, 0x600, 0x1F1E6, 0x3000, 0xFE0F, 0x1100]
        for _ in 0..<2 {
            for value in values {
                guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }
                for text in ["\(scalar)x", "a\(scalar)", "\(scalar)\(scalar)1", "\(scalar)\u{301}b", "\(scalar)\u{FE0F} "] {
                    assertWalkGivesTheClustersAndWidths(text)
                }
            }
        }
        XCTAssertEqual(SingleScalarWidths.shared.lookUp(0x2500)?.1, 1, "box drawing")
        XCTAssertEqual(SingleScalarWidths.shared.lookUp(0x2614)?.1, 2, "an emoji-presentation umbrella")
        XCTAssertEqual(SingleScalarWidths.shared.lookUp(0x0301)?.1, 0, "a combining mark alone")
        XCTAssertNil(SingleScalarWidths.shared.lookUp(0x0600), "a prepended mark: left to grapheme breaking")
        XCTAssertNil(SingleScalarWidths.shared.lookUp(0x3000))
    }

    /// `forEachGrapheme` over `text` gives the text's grapheme clusters, each with `of`'s width.
    private func assertWalkGivesTheClustersAndWidths(_ text: String, line: UInt = #line) {
        var walked: [(Character, Int)] = []
        DisplayWidth.forEachGrapheme(in: text) { character, width in
            walked.append((character, width))
            return true
        }
        XCTAssertEqual(walked.map(\.0), Array(text), text.debugDescription, line: line)
        XCTAssertEqual(walked.map(\.1), text.map { DisplayWidth.of($0) }, text.debugDescription, line: line)
    }
}
