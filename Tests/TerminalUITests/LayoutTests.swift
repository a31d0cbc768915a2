import TerminalUI
import XCTest

final class LayoutTests: XCTestCase {
    private let rect = Rect(x: 2, y: 1, width: 20, height: 5)

    func testLengthAndFill() {
        let parts = Layout.split(rect, direction: .horizontal, constraints: [.length(5), .fill(1)])
        XCTAssertEqual(parts, [Rect(x: 2, y: 1, width: 5, height: 5), Rect(x: 7, y: 1, width: 15, height: 5)])
    }

    func testSpacingAndWeights() {
        let parts = Layout.split(rect, direction: .horizontal, constraints: [.fill(1), .fill(2), .length(3)], spacing: 1)
        XCTAssertEqual(parts.map(\.width), [5, 10, 3])
        XCTAssertEqual(parts.map(\.x), [2, 8, 19])
        XCTAssertEqual(parts.last?.right, rect.right)
    }

    func testPercentageAndMin() {
        XCTAssertEqual(Layout.sizes(total: 20, constraints: [.percentage(25), .min(3)]), [5, 15])
        XCTAssertEqual(Layout.sizes(total: 20, constraints: [.percentage(25), .min(3), .fill(1)]), [5, 3, 12])
        XCTAssertEqual(Layout.sizes(total: 21, constraints: [.min(1), .min(1)]), [11, 10])
    }

    func testVertical() {
        let parts = Layout.split(rect, direction: .vertical, constraints: [.length(1), .fill(1), .length(1)])
        XCTAssertEqual(parts, [Rect(x: 2, y: 1, width: 20, height: 1), Rect(x: 2, y: 2, width: 20, height: 3),
                               Rect(x: 2, y: 5, width: 20, height: 1)])
    }

    func testOverflowShrinksLaterSlotsAndNeverExceeds() {
        XCTAssertEqual(Layout.sizes(total: 10, constraints: [.length(6), .length(6), .fill(1)]), [6, 4, 0])
        XCTAssertEqual(Layout.sizes(total: 3, constraints: [.length(2), .length(2)], spacing: 5), [2, 0])
        XCTAssertEqual(Layout.sizes(total: 5, constraints: [.length(-3), .percentage(150)]), [0, 5])
        XCTAssertEqual(Layout.sizes(total: 0, constraints: [.fill(1), .length(4)], spacing: 1), [0, 0])
        XCTAssertEqual(Layout.split(.zero, direction: .horizontal, constraints: []), [])
    }

    func testSumsNeverExceedTotalForManyCases() {
        let constraints: [[Constraint]] = [
            [.length(3), .fill(1), .min(2)], [.percentage(50), .percentage(50), .length(1)],
            [.fill(3), .fill(1), .fill(0)], [.min(4), .min(4), .min(4)], [.length(100)],
        ]
        for set in constraints {
            for total in 0...30 {
                for spacing in 0...3 {
                    let sizes = Layout.sizes(total: total, constraints: set, spacing: spacing)
                    let gaps = set.count > 1 ? min(spacing, max(0, total - set.count) / (set.count - 1)) * (set.count - 1) : 0
                    XCTAssertTrue(sizes.allSatisfy { $0 >= 0 }, "\(set) \(total)")
                    XCTAssertLessThanOrEqual(sizes.reduce(0, +) + gaps, total, "\(set) total \(total) spacing \(spacing)")
                    let rects = Layout.split(Rect(x: 0, y: 0, width: total, height: 1), direction: .horizontal,
                                             constraints: set, spacing: spacing)
                    XCTAssertTrue(rects.allSatisfy { $0.right <= total }, "\(set) \(total)")
                }
            }
        }
    }

    func testFillTakesAllLeftoverDeterministically() {
        XCTAssertEqual(Layout.sizes(total: 10, constraints: [.fill(1), .fill(1), .fill(1)]), [4, 3, 3])
    }

    func testCentered() {
        let area = Rect(x: 0, y: 0, width: 20, height: 10)
        XCTAssertEqual(centered(width: 10, height: 4, in: area), Rect(x: 5, y: 3, width: 10, height: 4))
        XCTAssertEqual(centered(width: 30, height: 40, in: area), area)
        XCTAssertEqual(centered(width: 3, height: 3, in: Rect(x: 4, y: 4, width: 4, height: 4)),
                       Rect(x: 4, y: 4, width: 3, height: 3))
    }
}
