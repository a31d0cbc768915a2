import KursCore
import XCTest

final class HTMLTextTests: XCTestCase {
    func testAnchorTextKeptTagsRemoved() {
        XCTAssertEqual(
            HTMLText.plainText(fromHTML: #"such as <a href="https://www.coingecko.com/en/coins/eos">EOS</a>, <b>Tron</b>."#),
            "such as EOS, Tron.")
    }

    func testNamedAndNumericEntities() {
        XCTAssertEqual(
            HTMLText.plainText(fromHTML: "A &amp; B &lt;tag&gt; &quot;q&quot; it&#39;s it&apos;s a&nbsp;b"),
            "A & B <tag> \"q\" it's it's a b")
        XCTAssertEqual(HTMLText.plainText(fromHTML: "x &mdash; y &ndash; z&hellip; &laquo;k&raquo;"), "x — y – z… «k»")
        XCTAssertEqual(HTMLText.plainText(fromHTML: "&copy; &reg; &trade; &euro;5 &#8364; &#x20AC; &#X20ac;"), "© ® ™ €5 € € €")
        XCTAssertEqual(HTMLText.plainText(fromHTML: "AT&T &unknown; &#xZZ; & done"), "AT&T &unknown; &#xZZ; & done")
    }

    func testEntitiesDoNotBecomeTagsOrControls() {
        XCTAssertEqual(HTMLText.plainText(fromHTML: "&lt;script&gt;x"), "<script>x")
        XCTAssertEqual(HTMLText.plainText(fromHTML: "a&#27;[31mb"), "ab", "an escape sequence spelled with an entity is removed whole")
    }

    func testLineBreaksAndParagraphs() {
        XCTAssertEqual(HTMLText.plainText(fromHTML: "one<br>two<br/>three<BR />four"), "one\ntwo\nthree\nfour")
        XCTAssertEqual(HTMLText.plainText(fromHTML: "<p>first</p><p>second</p>"), "first\nsecond")
        XCTAssertEqual(HTMLText.plainText(fromHTML: "para one\r\n\r\n\r\n\r\npara two\r\nline"), "para one\n\npara two\nline")
    }

    func testSpacesCollapsedAndTrimmed() {
        XCTAssertEqual(HTMLText.plainText(fromHTML: "  \r\n  lots   of \t  space  \n\n  "), "lots of space")
    }

    func testLessThanThatIsNotATag() {
        XCTAssertEqual(HTMLText.plainText(fromHTML: "1 < 2 and 3 <4"), "1 < 2 and 3 <4")
    }

    func testScriptAndCommentsDropped() {
        XCTAssertEqual(HTMLText.plainText(fromHTML: "a<script>alert('x>y')</script>b<!-- note -->c"), "abc")
    }

    func testControlsRemovedButNewlinesKept() {
        XCTAssertEqual(HTMLText.plainText(fromHTML: "safe\u{1B}[31m\u{202E}<br>text\u{07}"), "safe\ntext")
    }
}
