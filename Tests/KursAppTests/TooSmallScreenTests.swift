import XCTest
import KursCore
import TerminalUI
import TestSupport
@testable import KursApp

/// The "terminal too small" screen below 60x15.
final class TooSmallScreenTests: XCTestCase {

    func testJustBelowMinimumWidth() {
        assertBuffer(PaneCases.dashboard(width: 59, height: 15), equals: [
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "          terminal too small: 59x15 (need 60x15)",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
        ])
    }

    func testOneByOne() {
        assertBuffer(PaneCases.dashboard(width: 1, height: 1), equals: [
            "…",
        ])
    }

    func testMinimumSizeShowsDashboard() {
        XCTAssertFalse(TooSmallScreen.isTooSmall(width: 60, height: 15))
        XCTAssertTrue(TooSmallScreen.isTooSmall(width: 60, height: 14))
        XCTAssertTrue(PaneCases.dashboard(width: 60, height: 15).lines()[0].hasPrefix("┌ Rates"))
    }
}

/// The too-small message breaks over rows so the needed size is always whole.
final class TooSmallScreenRowsTests: XCTestCase {
    func testAt30x6TheNeededSizeGoesOnItsOwnRow() {
        assertBuffer(PaneCases.dashboard(width: 30, height: 6), equals: [
            "",
            "",
            "   terminal too small: 30x6",
            "         (need 60x15)",
            "",
            "",
        ])
    }

    func testAt10x3AShorterFormSaysTheNeededSize() {
        assertBuffer(PaneCases.dashboard(width: 10, height: 3), equals: [
            "too small:",
            "need 60x15",
            "",
        ])
        XCTAssertEqual(TooSmallScreen.rows(width: 6, height: 1), ["60x15"])
        XCTAssertEqual(TooSmallScreen.rows(width: 4, height: 2), ["…"])
    }
}
