import Foundation
import XCTest
import TestSupport

/// The shell completions in Resources/completions (made from the command table by `kurs __generate`) against
/// `kurs --help`: every command, subcommand, flag and value list of the help is in each file; the binary
/// generates exactly the committed files; the files parse in their shells; bash and fish complete for real;
/// `make install-data` / `make uninstall` put them in place and take them away.
final class ShellCompletionTests: KursCommandTestCase {
    static let directory = Fixtures.projectRoot.appendingPathComponent("Resources/completions")
    static let files = ["kurs.bash", "_kurs", "kurs.fish"]

    func completion(_ name: String) throws -> String {
        try String(contentsOf: Self.directory.appendingPathComponent(name), encoding: .utf8)
    }

    /// The usage lines of `kurs --help` ("kurs rates [--source privatbank|erapi] …"), without the dashboard's
    /// ("kurs    the dashboard …").
    func usageLines() throws -> [String] {
        let help = try kurs("--help")
        XCTAssertEqual(help.status, 0)
        let usage = try XCTUnwrap(help.stdout.components(separatedBy: "Usage:\n").dropFirst().first)
        return usage.components(separatedBy: "\n\n")[0].split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("kurs ") && !$0.contains("  ") }
    }

    /// The command names of the usage lines: ["pane", "rates", …, "config"].
    func commands() throws -> [String] {
        try usageLines().compactMap { line in
            let word = line.split(separator: " ")[1]
            return word.allSatisfy(\.isLetter) ? String(word) : nil
        }
    }

    /// Words matching `pattern`'s first group in `text`.
    func matches(_ pattern: String, in text: String) throws -> [String] {
        let regex = try NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    func testEveryCommandSubcommandFlagAndValueOfTheHelpIsInEachFile() throws {
        let commands = try commands()
        XCTAssertEqual(Set(commands), [
            "pane", "rates", "history", "coins", "coin", "chart", "search", "portfolio", "alert", "alerts", "weather", "convert",
            "status", "refresh", "config",
        ])
        let usage = try usageLines().joined(separator: "\n")
        let flags = Set(try matches(#"(--[a-z][a-z-]*)"#, in: usage) + ["--offline"])
        // "privatbank|erapi", "init|path|check", "rates|converter|coins|coin ID|weather": each alternative.
        let alternatives = try matches(#"((?:[a-z]+(?: ID)?\|)+[a-z]+)"#, in: usage)
            .flatMap { $0.split(separator: "|").map { String($0.split(separator: " ")[0]) } }
            .filter { !flags.contains("--\($0)") && $0 != "mid" && $0 != "kurs" }
        let refreshHelp = try kurs("refresh", "--help").stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let sourcesText = try XCTUnwrap(try matches(#"comma-separated list of ([a-z, -]+)\."#, in: refreshHelp).first)
        let sources = sourcesText.components(separatedBy: ", ")
        XCTAssertEqual(sources.count, 8, sourcesText)
        XCTAssertTrue(alternatives.contains("imperial") && alternatives.contains("converter"), "\(alternatives)")
        for file in Self.files {
            let text = try completion(file)
            for word in commands + ["help"] + alternatives + sources {
                XCTAssertNotNil(text.range(of: #"(?<![a-z-])\#(word)(?![a-z-])"#, options: .regularExpression),
                                "\(file) lacks '\(word)'")
            }
            for flag in flags {
                // fish names long options without the dashes: "-l stale-only".
                let spelled = file.hasSuffix(".fish") ? "-l \(flag.dropFirst(2))" : flag
                XCTAssertTrue(text.contains(spelled + (file.hasSuffix(".fish") ? " " : "")), "\(file) lacks \(flag)")
            }
        }
    }

    func testTheBinaryGeneratesTheCommittedManPageAndCompletions() throws {
        let out = home.url.appendingPathComponent("generated")
        let run = try kurs("__generate", out.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout + run.stderr, "")
        for file in ["kurs.1"] + Self.files.map({ "completions/\($0)" }) {
            XCTAssertEqual(try Data(contentsOf: out.appendingPathComponent(file)),
                           try Data(contentsOf: Fixtures.projectRoot.appendingPathComponent("Resources/\(file)")),
                           "Resources/\(file) is stale: run 'make generate'")
        }
    }

    func testBashOffersEachCommandItsOwnFlags() throws {
        let bash = try completion("kurs.bash")
        for line in try usageLines() {
            let command = String(line.split(separator: " ")[1])
            let flags = try matches(#"(--[a-z][a-z-]*)"#, in: line)
            guard !flags.isEmpty, command.allSatisfy(\.isLetter) else { continue }
            let entry = try XCTUnwrap(bash.components(separatedBy: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("\(command)) flags=") },
                                      "kurs.bash has no flags for \(command)")
            for flag in flags { XCTAssertTrue(entry.contains(flag), "kurs.bash: \(command) lacks \(flag)") }
        }
    }

    func testBashCompletesCommandsFlagsAndValues() throws {
        let script = """
            source \(Self.directory.appendingPathComponent("kurs.bash").path)
            t() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMPREPLY=(); _kurs; echo "${COMPREPLY[*]}"; }
            t kurs co
            t kurs --offline rates --source ''
            t kurs refresh --only privatbank,co
            t kurs weather --units ''
            t kurs config ''
            t kurs pane c
            t kurs status --
            complete -p kurs
            """
        let result = try shell("/bin/bash", ["-c", script])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), [
            "convert coins coin config",
            "privatbank privatbank-card nbu monobank erapi",
            "privatbank,coingecko",
            "metric imperial",
            "init path check",
            "converter coins coin",
            "--format --tmux --offline --help",
            "complete -F _kurs kurs",
            "",
        ])
    }

    func testEachFileParsesInItsShell() throws {
        let checks = [("/bin/bash", "kurs.bash"), ("/usr/bin/zsh", "_kurs"), ("/usr/bin/fish", "kurs.fish")]
        var checked = 0
        for (shellPath, file) in checks where FileManager.default.isExecutableFile(atPath: shellPath) {
            let result = try shell(shellPath, ["-n", Self.directory.appendingPathComponent(file).path])
            XCTAssertEqual(result.status, 0, "\(shellPath) -n \(file): \(result.output)")
            checked += 1
        }
        XCTAssertGreaterThanOrEqual(checked, 1, "bash at least")
        try RecordedSkip.when(test: self, checked < checks.count, "zsh or fish not installed: only \(checked) of \(checks.count) checked")
    }

    func testFishCompletesCommandsAndValues() throws {
        try RecordedSkip.unless(test: self, FileManager.default.isExecutableFile(atPath: "/usr/bin/fish"), "fish not installed")
        let file = Self.directory.appendingPathComponent("kurs.fish").path
        let result = try shell("/usr/bin/fish", ["--no-config", "-c", """
            source \(file); complete -C 'kurs --offline config '; complete -C 'kurs rates --source '; \
            complete -C 'kurs weather --units i'
            """])
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(result.output.split(separator: "\n").map { String($0.split(separator: "\t")[0]) },
                       ["check", "init", "path", "erapi", "monobank", "nbu", "privatbank", "privatbank-card", "imperial"])
    }

    func testMakeInstallDataAndUninstall() throws {
        let prefix = home.url.appendingPathComponent("prefix")
        let installed = [
            "share/man/man1/kurs.1": "Resources/kurs.1",
            "share/bash-completion/completions/kurs": "Resources/completions/kurs.bash",
            "share/zsh/site-functions/_kurs": "Resources/completions/_kurs",
            "share/fish/vendor_completions.d/kurs.fish": "Resources/completions/kurs.fish",
        ]
        let root = Fixtures.projectRoot.path
        let install = try shell("/usr/bin/make", ["-s", "-C", root, "install-data", "PREFIX=\(prefix.path)"])
        XCTAssertEqual(install.status, 0, install.output)
        for (target, source) in installed {
            let copy = try Data(contentsOf: prefix.appendingPathComponent(target))
            XCTAssertEqual(copy, try Data(contentsOf: Fixtures.projectRoot.appendingPathComponent(source)), target)
        }
        let uninstall = try shell("/usr/bin/make", ["-s", "-C", root, "uninstall", "PREFIX=\(prefix.path)"])
        XCTAssertEqual(uninstall.status, 0, uninstall.output)
        for target in installed.keys {
            XCTAssertFalse(FileManager.default.fileExists(atPath: prefix.appendingPathComponent(target).path), target)
        }
    }

    /// Runs `executable arguments…` with stdin from /dev/null; stdout and stderr together.
    func shell(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home.url.path
        environment["XDG_CONFIG_HOME"] = home.url.appendingPathComponent("config").path
        environment["XDG_DATA_HOME"] = home.url.appendingPathComponent("data").path
        return try CapturedProcess.run([executable] + arguments, environment: environment)
    }
}
