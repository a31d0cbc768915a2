import Foundation
import KursCore
import XCTest

/// `ColorSettings.isValid`: names in any case and palette indexes; the ASCII comparison agrees with Foundation's
/// case-insensitive one it replaced, for names, near misses and non-ASCII look-alikes.
final class ColorSettingsTests: XCTestCase {
    func testNamesInAnyCaseAndPaletteIndexesAreValid() {
        for color in ["green", "GREEN", "Green", "brightblack", "BRIGHTBLACK", "brightBlack", "gray", "default", "0", "255"] {
            XCTAssertTrue(ColorSettings.isValid(color), color)
        }
        for color in ["", "grey", "green ", " red", "256", "-1", "re d", "brightblackk", "purple", "#ff0000"] {
            XCTAssertFalse(ColorSettings.isValid(color), color)
        }
    }

    func testTheASCIIComparisonAgreesWithFoundations() {
        let names = ColorSettings.names
        var inputs = names + names.map { $0.uppercased() } + names.map { $0.lowercased() } + names.map { String($0.dropLast()) }
        inputs += names.map { $0 + "s" } + ["blac\u{212A}", "\u{FF32}\u{FF25}\u{FF24}", "gr\u{0065}\u{0301}en", "r\u{0130}d", "ſ", "", "@", "[red]"]
        for input in inputs {
            let foundation = names.contains { $0.caseInsensitiveCompare(input) == .orderedSame }
            XCTAssertEqual(ColorSettings.isValid(input), foundation, input)
        }
    }
}
