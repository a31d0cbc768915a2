@testable import KursCore
@testable import KursDomain
import XCTest

final class TerminalTextTests: XCTestCase {
    func testCSIColourSequenceRemovedWhole() {
        XCTAssertEqual(TerminalText.sanitize("\u{1B}[31mred\u{1B}[0m text"), "red text")
        XCTAssertEqual(TerminalText.sanitize("a\u{1B}[2J\u{1B}[1;1Hb"), "ab")
        XCTAssertEqual(TerminalText.sanitize("x\u{9B}31my"), "xy", "8-bit CSI")
    }

    func testOSC8HyperlinkKeepsOnlyItsText() {
        let link = "\u{1B}]8;;https://evil.example\u{1B}\\click\u{1B}]8;;\u{1B}\\ here"
        XCTAssertEqual(TerminalText.sanitize(link), "click here")
        XCTAssertEqual(TerminalText.sanitize("\u{1B}]0;new title\u{07}ok"), "ok", "OSC ended by BEL")
    }

    func testBellBackspaceCarriageReturnAndOtherControls() {
        XCTAssertEqual(TerminalText.sanitize("ding\u{07}!"), "ding!")
        XCTAssertEqual(TerminalText.sanitize("abc\u{08}\u{08}d"), "abcd")
        XCTAssertEqual(TerminalText.sanitize("fake\rreal"), "fakereal")
        XCTAssertEqual(TerminalText.sanitize("a\u{00}b\u{7F}c\u{85}d"), "abcd")
        XCTAssertEqual(TerminalText.sanitize("tab\there"), "tab here")
        XCTAssertEqual(TerminalText.sanitize("lone\u{1B}"), "lone")
        XCTAssertEqual(TerminalText.sanitize("\u{1B}(Bcharset"), "charset")
    }

    func testBidiControlsRemoved() {
        XCTAssertEqual(TerminalText.sanitize("abc\u{202E}fed"), "abcfed")
        XCTAssertEqual(TerminalText.sanitize("\u{2066}x\u{2069}\u{202A}y\u{202C}"), "xy")
    }

    func testNewlinesOnlyWhereAsked() {
        XCTAssertEqual(TerminalText.sanitize("one\r\ntwo"), "one two")
        XCTAssertEqual(TerminalText.sanitize("one\r\ntwo", keepingNewlines: true), "one\ntwo")
    }

    func testZeroWidthJoinerKeptOnlyBetweenEmoji() {
        let family = "👨\u{200D}👩\u{200D}👧"
        XCTAssertEqual(TerminalText.sanitize(family), family)
        let rainbow = "🏳\u{FE0F}\u{200D}🌈"
        XCTAssertEqual(TerminalText.sanitize(rainbow), rainbow)
        XCTAssertEqual(TerminalText.sanitize("a\u{200D}b"), "ab")
        XCTAssertEqual(TerminalText.sanitize("\u{200D}👍"), "👍")
        XCTAssertEqual(TerminalText.sanitize("1\u{200D}2"), "12")
    }

    func testOrdinaryTextUntouched() {
        let text = "Гривня ₴ 東京 café 👍🏽"
        XCTAssertEqual(TerminalText.sanitize(text), text)
    }

    /// The shortcut for text with nothing to remove gives what the scalar-by-scalar pass gives, around every
    /// scalar class the pass treats apart (controls, C1, escapes, bidi, BOM, ZWJ, line breaks, emoji).
    func testTextWithNothingToRemoveIsReturnedAsTheFullPassWouldGiveIt() {
        let pieces = ["", "a", "Bitcoin", "é", "₴", "▲", "·", "👍", "🏳\u{FE0F}", "\u{200D}", "\u{2028}", "\u{2029}",
                      "\t", "\n", "\r", "\u{1B}[1m", "\u{9B}2J", "\u{9D}x\u{9C}", "\u{85}", "\u{7F}", "\u{202E}",
                      "\u{FEFF}", "\u{200E}", "\u{061C}", "e\u{301}", "東京"]
        for first in pieces {
            for second in pieces {
                let text = first + second
                for keepingNewlines in [false, true] {
                    XCTAssertEqual(TerminalText.sanitize(text, keepingNewlines: keepingNewlines),
                                   TerminalText.stripped(text, keepingNewlines: keepingNewlines), text.debugDescription)
                }
            }
        }
        XCTAssertEqual(TerminalText.sanitize("Ethereum ▲ 2.4 %"), "Ethereum ▲ 2.4 %")
    }
}
