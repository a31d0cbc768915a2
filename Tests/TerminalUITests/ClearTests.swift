import TerminalUI
import TestSupport
import XCTest

final class ClearTests: XCTestCase {
    func testBlanksOnlyItsArea() {
        var buffer = filledBuffer(width: 4, height: 2)
        Clear().render(area: Rect(x: 1, y: 0, width: 2, height: 2), buffer: &buffer)
        assertBuffer(buffer, equals: ["x  x", "x  x"])
    }

    func testClearingHalfAWideGlyphBlanksIt() {
        var buffer = Buffer(lines: ["東京"])
        Clear(style: Style(background: .blue)).render(area: Rect(x: 1, y: 0, width: 1, height: 1), buffer: &buffer)
        assertBuffer(buffer, equals: ["  京"])
        XCTAssertEqual(buffer[1, 0]?.style.background, .blue)
    }

    func testZeroSize() {
        var buffer = filledBuffer(width: 2, height: 1)
        Clear().render(area: Rect(x: 0, y: 0, width: 0, height: 1), buffer: &buffer)
        assertBuffer(buffer, equals: ["xx"])
    }

    func testBufferDiffReportMarksDifferingRows() {
        let report = bufferDiff(expected: ["ab", "cd"], actual: ["ab", "cx"])
        XCTAssertTrue(report.contains("  0  |ab|  |ab|"), report)
        XCTAssertTrue(report.contains("> 1  |cd|  |cx|"), report)
    }
}
