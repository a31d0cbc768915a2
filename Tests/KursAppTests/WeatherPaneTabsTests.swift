@testable import KursApp
import KursCore
import XCTest

final class WeatherPaneTabsTests: XCTestCase {
    func testTabsScrollSoTheSelectedCityShowsAndASelectionOutOfRangeIsSafe() {
        let names = ["Chambéry", "東京", "Lisbon", "Kyiv", "Reykjavík", "Wellington"]
        var state = WeatherPaneState(saved: CityList(names.enumerated().map { index, name in
            SavedCity(name: name, latitude: Double(index), longitude: Double(index))
        }))
        state.selected = 5
        let buffer = renderWeather(state, now: lisbonNow, width: 46, height: 10)
        XCTAssertEqual(buffer.lines()[1], "│ ‹ Lisbon   Kyiv   Reykjavík   Wellington   │")
        state.selected = 9
        XCTAssertEqual(renderWeather(state, now: lisbonNow, width: 46, height: 10).lines()[1], buffer.lines()[1])
    }
}
