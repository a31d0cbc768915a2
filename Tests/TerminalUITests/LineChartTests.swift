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

    private let accent = Style(foreground: .cyan, modifiers: .bold)

    func testMarkersLabelTheHighAndLowBesideThemInBlankCells() {
        var chart = LineChart(values: [2, 0, 1, 3, 2, 1], maxLabel: "3", minLabel: "0", startLabel: "a", endLabel: "b")
        chart.markers = [LineChart.Marker(index: 3, labels: ["▲ 3", "▲"], style: accent),
                         LineChart.Marker(index: 1, labels: ["▼ 0", "▼"], style: accent)]
        let buffer = render(chart, width: 14, height: 3)
        assertBuffer(buffer, equals: [
            "3┤⢄ ▲ 3⢀⠔⠑⠢⢄⡀",
            "0┤ ⠑⢄⠤⠒⠁▼ 0 ⠈⠑",
            "  a          b",
        ])
        XCTAssertEqual(buffer[9, 0]?.style, accent, "the high's cell")
        XCTAssertEqual(buffer[4, 1]?.style, accent, "the low's cell")
        XCTAssertEqual(buffer[4, 0]?.style, accent, "the label")
        XCTAssertEqual(buffer[2, 0]?.style, .plain, "the line keeps its style")
    }

    func testMarkerLabelFallsBackToItsSymbolAndNeverLeavesThePlot() {
        var chart = LineChart(values: [0, 3, 0], maxLabel: "3", minLabel: "0")
        chart.markers = [LineChart.Marker(index: 1, labels: ["▲ 3.00", "▲"], style: accent)]
        assertBuffer(render(chart, width: 5, height: 2), equals: ["3┤▲⡜⡄", "0┤⡜ ⢣"])
        // No blank cell near the point: the symbol covers the cell beside it, inside the plot.
        chart.values = [3, 3, 3, 3]
        assertBuffer(render(chart, width: 4, height: 1), equals: ["3┤⠤▲"])
        chart.markers = [LineChart.Marker(index: 3, labels: ["▲"], style: accent)]
        assertBuffer(render(chart, width: 4, height: 1), equals: ["3┤▲⠤"])
        chart.markers = [LineChart.Marker(index: 9, labels: ["▲"], style: accent)]
        assertBuffer(render(chart, width: 4, height: 1), equals: ["3┤⠤⠤"])  // a marker past the series is not drawn
    }

    /// Each value takes two columns; the high's is the first of them, the low's "v" covers a block for want of room.
    func testMarkerInBlockModeSitsOnItsColumnsTopBlock() {
        var chart = LineChart(values: [0, 1, 2, 3], mode: .blocks)
        chart.markers = [LineChart.Marker(index: 3, labels: ["^ 3"], style: accent),
                         LineChart.Marker(index: 0, labels: ["v 0", "v"], style: accent)]
        let buffer = render(chart, width: 8, height: 3)
        assertBuffer(buffer, equals: ["   ^ 3██", "  ▁▁████", "▁v██████"])
        XCTAssertEqual(buffer[6, 0]?.style, accent, "the high's column's top block")
        XCTAssertEqual(buffer[0, 2]?.style, accent, "the low's")
        XCTAssertEqual(buffer[7, 0]?.style, .plain)
    }
}
