import TerminalUI
import TestSupport
import XCTest

final class LineChartTests: XCTestCase {
    private func render(_ chart: LineChart, width: Int, height: Int) -> Buffer {
        var buffer = filledBuffer(width: width, height: height)
        chart.render(area: buffer.area, buffer: &buffer)
        return buffer
    }

    func testBrailleDiagonal() {
        assertBuffer(render(LineChart(values: [0, 1, 2, 3]), width: 2, height: 1), equals: ["⡠⠊"])
    }

    func testAxesAndLabels() {
        let chart = LineChart(values: [0, 1, 2, 3], maxLabel: "3", minLabel: "0", startLabel: "a", endLabel: "b")
        assertBuffer(render(chart, width: 4, height: 2), equals: ["3┤⡠⠊", "  a "])
    }

    func testFullChartLayout() {
        let chart = LineChart(values: [3, 2, 1, 0], maxLabel: "3", midLabel: "1.5", minLabel: "0",
                              startLabel: "Mon", endLabel: "Sun", lineStyle: Style(foreground: .red))
        let buffer = render(chart, width: 12, height: 4)
        assertBuffer(buffer, equals: [
            "  3┤⠑⠤⡀     ",
            "1.5┤  ⠈⠒⠤⡀  ",
            "  0┤     ⠈⠒⢄",
            "    Mon  Sun",
        ])
        XCTAssertEqual(buffer[4, 0]?.style, Style(foreground: .red))
        XCTAssertEqual(buffer[0, 0]?.style, Style(modifiers: .dim))
    }

    func testGutterMarksLabelRowsAndDrawsAxisElsewhere() {
        let chart = LineChart(values: [1, 1], maxLabel: "9", midLabel: "5", minLabel: "1")
        assertBuffer(render(chart, width: 3, height: 5), equals: ["9┤ ", " │ ", "5┤⠤", " │ ", "1┤ "])
    }

    func testFlatSinglePointAndNonFinite() {
        assertBuffer(render(LineChart(values: [5, 5, 5]), width: 3, height: 1), equals: ["⠤⠤⠤"])
        assertBuffer(render(LineChart(values: [7]), width: 2, height: 1), equals: ["⠤⠤"])
        assertBuffer(render(LineChart(values: [0, .nan, 3]), width: 2, height: 1), equals: ["⡠⠊"])
        assertBuffer(render(LineChart(values: [.nan, .infinity]), width: 2, height: 1), equals: ["  "])
        assertBuffer(render(LineChart(values: []), width: 2, height: 1), equals: ["  "])
    }

    func testBlockMode() {
        assertBuffer(render(LineChart(values: [0, 1, 2, 3], mode: .blocks), width: 4, height: 1), equals: ["▁▃▆█"])
        assertBuffer(render(LineChart(values: [0, 1, 2, 3], mode: .blocks), width: 4, height: 2),
                     equals: ["  ▃█", "▁▆██"])
    }

    func testZeroSizeAnd1x1() {
        var buffer = filledBuffer(width: 2, height: 2)
        LineChart(values: [1, 2], maxLabel: "2").render(area: Rect(x: 0, y: 0, width: 0, height: 0), buffer: &buffer)
        assertBuffer(buffer, equals: ["xx", "xx"])
        LineChart(values: [1, 2]).render(area: Rect(x: 1, y: 1, width: 1, height: 1), buffer: &buffer)
        assertBuffer(buffer, equals: ["xx", "x⡜"])
    }
}
