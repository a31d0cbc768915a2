import KursCore
import TerminalUI
import XCTest
@testable import KursApp

/// The terminal keys the converter pane takes, by field and with the picker open.
final class ConverterKeyMapTests: XCTestCase {
    private func map(_ key: Key, _ state: ConverterState) -> ConverterKey? {
        ConverterKeyMap.converterKey(for: key, state: state)
    }

    func testAmountFieldTakesAmountCharactersAndCommands() {
        let state = ConverterState()
        for character in "0123456789.,+-*/() " { XCTAssertEqual(map(.char(character), state), .character(character)) }
        XCTAssertEqual(map(.backspace, state), .backspace)
        XCTAssertEqual(map(.delete, state), .clearAmount)
        XCTAssertEqual(map(.char("s"), state), .swap)
        XCTAssertEqual(map(.char("m"), state), .toggleMode)
        XCTAssertEqual(map(.char("f"), state), .choose(.from))
        XCTAssertEqual(map(.char("t"), state), .choose(.to))
        XCTAssertEqual(map(.up, state), .up)
        XCTAssertEqual(map(.down, state), .down)
        for key: Key in [.tab, .escape, .enter, .char("q"), .char("?"), .char("r"), .char("a"), .ctrlC] {
            XCTAssertNil(map(key, state), "\(key) is the app's")
        }
    }

    func testCurrencyFieldTakesQuickPickDigitsAndEnter() {
        var state = ConverterState()
        state.field = .from
        XCTAssertEqual(map(.char("1"), state), .quickPick(1))
        XCTAssertEqual(map(.char("6"), state), .quickPick(6))
        XCTAssertNil(map(.char("7"), state))
        XCTAssertNil(map(.char("0"), state))
        XCTAssertEqual(map(.enter, state), .enter)
        XCTAssertNil(map(.backspace, state))
        XCTAssertEqual(map(.char("s"), state), .swap)
    }

    func testPickerTakesEveryCharacterButQuickPickDigits() {
        var state = ConverterState()
        state.picker = CurrencyPicker(target: .to)
        for character in "sqmft?zł" { XCTAssertEqual(map(.char(character), state), .character(character)) }
        XCTAssertEqual(map(.char("3"), state), .quickPick(3))
        XCTAssertEqual(map(.escape, state), .escape)
        XCTAssertEqual(map(.enter, state), .enter)
        XCTAssertEqual(map(.backspace, state), .backspace)
        XCTAssertEqual(map(.down, state), .down)
        XCTAssertNil(map(.tab, state))
    }

    func testConfiguredSwapKey() {
        let state = ConverterState()
        let keys = KeyMap(bindings: KeyBindings(overrides: [.swap: "x"]))
        XCTAssertEqual(ConverterKeyMap.converterKey(for: .char("x"), state: state, keyMap: keys), .swap)
        XCTAssertNil(ConverterKeyMap.converterKey(for: .char("s"), state: state, keyMap: keys))
    }
}
