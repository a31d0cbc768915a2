import Foundation
import XCTest
import TestSupport
@testable import KursApp
@testable import KursCommands

/// `--help`, the man page and the completions come from the command table: each command's help lists exactly its
/// table options (and the global ones), and the committed Resources/ files are what the table makes now.
final class CommandTableHelpTests: XCTestCase {
    /// The option names of a help text's "Options:" section ("-q, --quiet" gives "--quiet").
    private func listedOptions(_ help: String) throws -> [String] {
        let section = try XCTUnwrap(help.components(separatedBy: "Options:\n").dropFirst().first).components(separatedBy: "\n\n")[0]
        return section.split(separator: "\n").map { line in
            String(line.split(separator: " ").first { $0.hasPrefix("--") } ?? "")
        }
    }

    func testEachCommandsHelpListsExactlyTheTableOptions() throws {
        for spec in CommandTable.commands {
            let help = HelpText.text(for: spec.name)
            XCTAssertTrue(help.hasPrefix("Usage: kurs \(spec.synopsis)\n"), spec.name)
            XCTAssertEqual(try listedOptions(help), (spec.options + CommandTable.globalOptions).map(\.name), spec.name)
            for example in spec.examples { XCTAssertTrue(help.contains("\n  \(example)\n"), example) }
        }
        XCTAssertEqual(HelpText.text(for: "refresh").components(separatedBy: "\n").first { $0.hasPrefix("  -q") },
                       "  -q, --quiet               print only failures")
    }

    func testMainHelpHasOneUsageLinePerCommand() {
        let main = HelpText.text(for: nil)
        for spec in CommandTable.commands { XCTAssertTrue(main.contains("\n  kurs \(spec.synopsis)\n"), spec.name) }
        XCTAssertFalse(main.contains("__generate"))
        XCTAssertEqual(HelpText.text(for: "bogus"), main)
    }

    func testSynopsesFromTheTable() {
        XCTAssertEqual(CommandTable.convert.synopsis,
                       "convert AMOUNT FROM TO [--mid|--bank|--source privatbank|privatbank-card|nbu|monobank|erapi] [--card] [--json]")
        XCTAssertEqual(CommandTable.rates.synopsis,
                       "rates [CODE...] [--source privatbank|privatbank-card|nbu|monobank|erapi|--compare] [--base CODE] [--card] [--json]")
        XCTAssertEqual(CommandTable.history.synopsis, "history CODE [--days N] [--source privatbank|nbu] [--json]")
        XCTAssertEqual(CommandTable.pane.synopsis, "pane rates|converter|coins|coin ID|weather|portfolio")
        XCTAssertEqual(CommandTable.weather.synopsis, "weather [CITY|LAT,LON] [--units metric|imperial] [--json]")
        XCTAssertEqual(CommandTable.refresh.synopsis, "refresh [--quiet] [--only SOURCES] [--stale-only]")
    }

    func testManPageEscapesForRoff() {
        XCTAssertEqual(ManPage.escaped(".sp a-b \\ é"), "\\&.sp a\\-b \\e \\[u00E9]")
        XCTAssertEqual(ManPage.synopsis("[--top N] [-q]"), "[\\fB\\-\\-top\\fR N] [\\fB\\-q\\fR]")
    }

    func testTheCommittedFilesAreWhatTheTableMakes() throws {
        for file in GeneratedFile.allCases {
            let committed = try String(
                contentsOf: Fixtures.projectRoot.appendingPathComponent("Resources").appendingPathComponent(file.path), encoding: .utf8)
            XCTAssertEqual(committed, file.text, "Resources/\(file.path) is stale: run 'make generate'")
        }
    }
}
