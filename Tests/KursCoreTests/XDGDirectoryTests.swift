import Foundation
import XCTest
@testable import KursCore

/// kurs's cache, data and state folders follow one XDG rule: an absolute path in the variable (blanks trimmed),
/// else the folder under the home directory.
final class XDGDirectoryTests: XCTestCase {
    private let home = URL(fileURLWithPath: "/home/u", isDirectory: true)

    func testAnAbsolutePathIsTakenTrimmedAndAnythingElseFallsBackToHome() {
        for (value, expected) in [(" /x/cache ", "/x/cache/kurs"), ("cache", "/home/u/.cache/kurs"), ("", "/home/u/.cache/kurs"),
                                  ("  ", "/home/u/.cache/kurs")] {
            XCTAssertEqual(XDGDirectory.kurs("XDG_CACHE_HOME", else: ".cache", variables: ["XDG_CACHE_HOME": value],
                                             homeDirectory: home).path, expected, value.debugDescription)
        }
        XCTAssertEqual(XDGDirectory.kurs("XDG_CACHE_HOME", else: ".cache", variables: [:], homeDirectory: home).path,
                       "/home/u/.cache/kurs")
    }

    func testTheCacheDataAndStateFoldersUseIt() throws {
        let variables = ["XDG_CACHE_HOME": "/c", "XDG_DATA_HOME": "relative", "XDG_STATE_HOME": "/s"]
        let environment = try KursEnvironment(variables: variables, homeDirectory: home)
        XCTAssertEqual(environment.cacheDirectory.path, "/c/kurs")
        XCTAssertEqual(KursEnvironment.cacheDirectory(variables: variables, homeDirectory: home).path, "/c/kurs")
        XCTAssertEqual(environment.dataDirectory.path, "/home/u/.local/share/kurs")
        XCTAssertEqual(StateDirectory.url(variables: variables, homeDirectory: home).path, "/s/kurs")
        XCTAssertEqual(StateDirectory.url(variables: [:], homeDirectory: home).path, "/home/u/.local/state/kurs")
    }
}
