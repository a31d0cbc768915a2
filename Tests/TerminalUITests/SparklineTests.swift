import TerminalUI
import TestSupport
import XCTest

final class SparklineTests: XCTestCase {
    private func render(_ sparkline: Sparkline, width: Int) -> Buffer {
        var buffer = filledBuffer(width: width, height: 1)
        sparkline.render(area: buffer.area, buffer: &buffer)
        return buffer
    }

    func testOneColumnPerValue() {
        assertBuffer(render(Sparkline(values: [1, 2, 3, 4, 5, 6, 7, 8]), width: 10), equals: ["▁▂▃▄▅▆▇█xx"])
    }

    func testBucketsAverageWhenMoreValuesThanColumns() {
        assertBuffer(render(Sparkline(values: [1, 2, 3, 4, 5, 6, 7, 8]), width: 4), equals: ["▁▃▆█"])
        XCTAssertEqual(Sparkline.text(values: (0..<168).map { Double($0 % 24) }, width: 20).count, 20)
    }

    func testFlatEmptyAndNonFinite() {
        assertBuffer(render(Sparkline(values: [5, 5, 5]), width: 5), equals: ["▄▄▄xx"])
        assertBuffer(render(Sparkline(values: []), width: 3), equals: ["xxx"])
        assertBuffer(render(Sparkline(values: [.nan, .infinity]), width: 3), equals: ["xxx"])
        assertBuffer(render(Sparkline(values: [1, .nan, 3]), width: 3), equals: ["▁ █"])
    }

    func testASCIIFallbackAndStyle() {
        let red = Style(foreground: .red)
        let buffer = render(Sparkline(values: [1, 2, 3, 4, 5], style: red, asciiFallback: true), width: 5)
        assertBuffer(buffer, equals: ["_.-'^"])
        XCTAssertEqual(buffer[0, 0]?.style, red)
    }

    func testZeroSizeAnd1x1() {
        var buffer = filledBuffer(width: 2, height: 1)
        Sparkline(values: [1, 2]).render(area: Rect(x: 0, y: 0, width: 0, height: 1), buffer: &buffer)
        assertBuffer(buffer, equals: ["xx"])
        Sparkline(values: [1, 2, 3]).render(area: Rect(x: 1, y: 0, width: 1, height: 1), buffer: &buffer)
        assertBuffer(buffer, equals: ["x▄"])
    }
}
