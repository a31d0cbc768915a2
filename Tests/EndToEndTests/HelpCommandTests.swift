import Foundation
import XCTest
import TestSupport

/// `kurs --help` and the man page `Resources/kurs.1` say the same: commands, flags, environment, exit status.
final class HelpCommandTests: KursCommandTestCase {
    static let environmentVariables = [
        "KURS_PRIVATBANK_URL", "KURS_NBU_URL", "KURS_MONOBANK_URL", "XDG_DATA_HOME", "KURS_ERAPI_URL", "KURS_COINGECKO_URL", "KURS_OPENMETEO_URL", "KURS_GEOCODING_URL",
        "KURS_PIRATEWEATHER_URL", "COINGECKO_API_KEY", "COINGECKO_PRO_API_KEY", "PIRATEWEATHER_API_KEY",
        "XDG_CACHE_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "KURS_CONFIG", "KURS_OFFLINE", "NO_COLOR",
    ]
    static let flags = [
        "--offline", "--source", "--base", "--card", "--json", "--mid", "--bank", "--top", "--vs", "--units",
        "--format", "--tmux", "--quiet", "--only", "--stale-only", "--help", "--version",
    ]
    static let commands = ["rates", "convert", "coins", "coin", "weather", "status", "refresh", "config"]

    /// The man page as plain text: troff escapes for "-" undone, requests dropped.
    func manPage() throws -> String {
        let text = try String(
            contentsOf: Fixtures.projectRoot.appendingPathComponent("Resources/kurs.1"), encoding: .utf8)
        return text.replacingOccurrences(of: "\\-", with: "-").replacingOccurrences(of: "\\fB", with: "")
            .replacingOccurrences(of: "\\fR", with: "").replacingOccurrences(of: "\\fI", with: "")
    }

    func testHelpListsEveryEnvironmentVariableFlagAndCommand() throws {
        let help = try kurs("--help")
        XCTAssertEqual(help.status, 0)
        let text = help.stdout.replacingOccurrences(of: "\n", with: " ")
        for name in Self.environmentVariables { XCTAssertTrue(text.contains(name), "--help lacks \(name)") }
        for flag in Self.flags { XCTAssertTrue(text.contains(flag), "--help lacks \(flag)") }
        for command in Self.commands { XCTAssertTrue(text.contains("kurs \(command)"), "--help lacks kurs \(command)") }
        XCTAssertTrue(text.contains("Exit status: 0 ok, 1 no data at all, 2 usage error"))
    }

    func testManPageSaysTheSame() throws {
        let man = try manPage()
        let flat = man.replacingOccurrences(of: "\n", with: " ")
        for name in Self.environmentVariables { XCTAssertTrue(flat.contains(name), "kurs.1 lacks \(name)") }
        for flag in Self.flags { XCTAssertTrue(flat.contains(flag), "kurs.1 lacks \(flag)") }
        for command in Self.commands { XCTAssertTrue(man.contains(".B kurs \(command)"), "kurs.1 SYNOPSIS lacks \(command)") }
        for section in [".SH SYNOPSIS", ".SH OPTIONS", ".SH COMMANDS", ".SH EXIT STATUS", ".SH ENVIRONMENT", ".SH EXAMPLES"] {
            XCTAssertTrue(man.contains(section), "kurs.1 lacks \(section)")
        }
        XCTAssertTrue(flat.contains("1 to 250"), "the --top range")
        XCTAssertTrue(flat.contains("coingecko, weather"), "refresh sources")
    }

    /// An ASCII terminal's `man` (groff `-Tascii`, as under `LANG=C`) draws every character of the page: none dropped
    /// with a warning (the ellipsis, ★, ° and the arrows have `.fchar` fallbacks), no word hyphenated.
    func testManPageRendersOnAnASCIITerminalWithoutWarnings() throws {
        let page = Fixtures.projectRoot.appendingPathComponent("Resources/kurs.1").path
        let rendered = try CapturedProcess.run(["/usr/bin/env", "groff", "-man", "-Tascii", "-ww", "-rLL=80n", "-P-cbou", page])
        XCTAssertEqual(rendered.status, 0)
        XCTAssertFalse(rendered.output.contains("warning"), rendered.output.split(separator: "\n").filter { $0.contains("warning") }.joined(separator: "\n"))
        let text = rendered.output  // -P-cbou: plain text, no overstrike for bold or underline
        XCTAssertTrue(text.contains("Favourite (*) / favourites only."), "★ falls back to *")
        XCTAssertTrue(text.contains("Up/Down"), "↑/↓ fall back to Up/Down")
        XCTAssertTrue(text.contains("[[ms, price], ...]"), "… falls back to ...")
        XCTAssertTrue(text.contains("$XDG_CONFIG_HOME/kurs/config.json5"), "no hyphen inside a word")
        XCTAssertFalse(text.contains { !$0.isASCII }, "only ASCII on an ASCII terminal")
    }

    func testEveryUsageLineOfHelpIsInTheManPageSynopsis() throws {
        let help = try kurs("--help").stdout
        let man = try manPage().replacingOccurrences(of: "\n.br\n", with: "\n").replacingOccurrences(of: ".B kurs ", with: "kurs ")
            .replacingOccurrences(of: "\n[", with: " [").replacingOccurrences(of: "\nID", with: " ID")
            .replacingOccurrences(of: "\nAMOUNT", with: " AMOUNT").replacingOccurrences(of: "\nCODE", with: " CODE").replacingOccurrences(of: "\ninit", with: " init")
            .replacingOccurrences(of: "\nQUERY", with: " QUERY").replacingOccurrences(of: "\nadd", with: " add")
        let usage = help.components(separatedBy: "Usage:\n")[1].components(separatedBy: "\n\n")[0]
        for line in usage.split(separator: "\n") {
            let command = line.trimmingCharacters(in: .whitespaces)
            guard command.hasPrefix("kurs "), command.contains(" ["), !command.contains("--help") else { continue }
            XCTAssertTrue(man.contains(command), "kurs.1 SYNOPSIS lacks '\(command)'")
        }
    }
}
