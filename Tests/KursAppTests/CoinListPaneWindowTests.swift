@testable import KursApp
import XCTest

/// The coin list formats only the rows its area shows (prices and sparklines of off-screen coins are never
/// computed on a frame), following the scroll offset and the selection.
final class CoinListPaneWindowTests: XCTestCase {
    func testOnlyVisibleRowsAreFormatted() {
        let coins = PaneDataForTests.coins
        XCTAssertEqual(coins.count, 50)
        // 12 rows high: a header and 11 coin rows; selection 30 scrolls rows 20…30 into view.
        let pane = CoinListPane(coins: coins, selected: 30, offset: 20, focused: true)
        let table = pane.table(for: coins, width: 80, height: 12)
        let formatted = table.rows.indices.filter { !table.rows[$0].cells.isEmpty }
        XCTAssertEqual(formatted, Array(20...30))
        XCTAssertEqual(table.rows[20].cells[0].plainText.trimmingCharacters(in: .whitespaces), "21", "rank of row 20")
    }

    func testWithoutHeightEveryRowIsFormatted() {
        let coins = PaneDataForTests.coins
        let table = CoinListPane(coins: coins).table(for: coins, width: 80)
        XCTAssertTrue(table.rows.allSatisfy { !$0.cells.isEmpty })
    }
}
