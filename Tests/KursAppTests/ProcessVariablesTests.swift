import Foundation
@testable import KursApp
import XCTest

final class ProcessVariablesTests: XCTestCase {
    /// The same names and values as Foundation's `ProcessInfo.environment`, which it replaces, including a value
    /// with "=" in it, an empty value and non-ASCII text.
    func testSameAsFoundationsEnvironment() {
        setenv("KURS_TEST_EQUALS", "a=b=c", 1)
        setenv("KURS_TEST_EMPTY", "", 1)
        setenv("KURS_TEST_TEXT", "Київ ₴", 1)
        defer {
            unsetenv("KURS_TEST_EQUALS")
            unsetenv("KURS_TEST_EMPTY")
            unsetenv("KURS_TEST_TEXT")
        }
        let variables = ProcessVariables.current()
        XCTAssertEqual(variables, ProcessInfo.processInfo.environment)
        XCTAssertEqual(variables["KURS_TEST_EQUALS"], "a=b=c")
        XCTAssertEqual(variables["KURS_TEST_EMPTY"], "")
        XCTAssertEqual(variables["KURS_TEST_TEXT"], "Київ ₴")
    }

    /// A name that repeats keeps its last value, as Foundation keeps it; an empty name counts; an entry without "="
    /// is skipped.
    func testRepeatedNamesKeepTheLastValue() {
        let entries = ["KURS_X=first", "=empty", "KURS_X=second", "no-equals", "==double", "KURS_Y=a=b"]
        var pointers: [UnsafeMutablePointer<CChar>?] = entries.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        let variables = pointers.withUnsafeMutableBufferPointer { ProcessVariables.variables($0.baseAddress!) }
        XCTAssertEqual(variables, ["KURS_X": "second", "": "=double", "KURS_Y": "a=b"])
    }
}
