@testable import KursApp
import KursCore
import TerminalUI
import XCTest

final class WeatherPaneKeyTests: XCTestCase {
    func testListKeys() {
        let mode = WeatherPaneMode.list
        let pairs: [(Key, WeatherPaneKey?)] = [
            (.up, .previous), (.char("k"), .previous), (.down, .next), (.char("j"), .next), (.char("a"), .add),
            (.char("x"), .delete), (.delete, .delete), (.char("K"), .moveCityUp), (.char("+"), .moveCityUp),
            (.char("J"), .moveCityDown), (.char("-"), .moveCityDown), (.left, .scrollHoursBack),
            (.right, .scrollHoursForward), (.char("u"), .toggleUnits),
            (.char("q"), nil), (.char("r"), nil), (.char("?"), nil), (.tab, nil), (.ctrlC, nil), (.enter, nil),
        ]
        for (key, expected) in pairs { XCTAssertEqual(WeatherPaneKey(key, mode: mode), expected, "\(key)") }
        XCTAssertFalse(mode.isEditingText)
    }

    func testSearchFieldTakesPrintableKeysAsText() {
        let mode = WeatherPaneMode.addingCity(CitySearch())
        let pairs: [(Key, WeatherPaneKey?)] = [
            (.char("q"), .type("q")), (.char("x"), .type("x")), (.char("東"), .type("東")), (.char("é"), .type("é")),
            (.enter, .confirm), (.escape, .cancel), (.backspace, .deleteBackward), (.up, .previous), (.down, .next),
            (.tab, nil), (.ctrlC, nil),
        ]
        for (key, expected) in pairs { XCTAssertEqual(WeatherPaneKey(key, mode: mode), expected, "\(key)") }
        XCTAssertTrue(mode.isEditingText)
    }

    func testConfirmDeleteTakesYOrEnterAndCancelsOnAnythingElse() {
        let mode = WeatherPaneMode.confirmDelete(index: 0)
        let pairs: [(Key, WeatherPaneKey?)] = [
            (.char("y"), .confirm), (.char("Y"), .confirm), (.enter, .confirm), (.char("n"), .cancel),
            (.escape, .cancel), (.char("x"), .cancel), (.down, .cancel), (.ctrlC, nil), (.ctrl("d"), nil),
        ]
        for (key, expected) in pairs { XCTAssertEqual(WeatherPaneKey(key, mode: mode), expected, "\(key)") }
    }
}
