import Foundation
import TestSupport
import XCTest

/// The documents a newcomer reads stay short and true to the code where that is cheap to check: README.md and
/// docs/ARCHITECTURE.md within their length, every module of Package.swift named in the architecture, and every
/// folder the architecture names under Sources/ present.
final class DocsTests: XCTestCase {
    private func text(_ path: String) throws -> String {
        try String(contentsOf: Fixtures.projectRoot.appendingPathComponent(path), encoding: .utf8)
    }

    private func lineCount(_ text: String) -> Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
    }

    /// The backquoted spans of `text`, in order.
    private func codeSpans(_ text: String) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// The names of Package.swift's targets (`.target(name: "X"`, `.executableTarget`, `.systemLibrary`), test
    /// targets left out.
    private func packageTargets() throws -> [String] {
        let package = try text("Package.swift")
        var names: [String] = []
        for kind in [".target(", ".executableTarget(", ".systemLibrary("] {
            for part in package.components(separatedBy: kind).dropFirst() {
                let rest = part.drop { $0 != "\"" }.dropFirst()
                names.append(String(rest.prefix { $0 != "\"" }))
            }
        }
        return names.filter { !$0.isEmpty && $0 != "TestSupport" }
    }

    func testTheReadmeAndTheArchitectureStayShort() throws {
        XCTAssertLessThanOrEqual(lineCount(try text("README.md")), 400, "README.md: for users, at most 400 lines")
        XCTAssertLessThanOrEqual(lineCount(try text("docs/ARCHITECTURE.md")), 300, "docs/ARCHITECTURE.md: a map")
    }

    func testTheArchitectureNamesEveryModuleOfThePackage() throws {
        let spans = Set(codeSpans(try text("docs/ARCHITECTURE.md")))
        let architecture = try text("docs/ARCHITECTURE.md")
        let targets = try packageTargets()
        XCTAssertTrue(targets.contains("KursCore") && targets.contains("kurs"), "\(targets)")
        for target in targets {
            let named = spans.contains(target) || architecture.contains("| \(target) |")
                || architecture.contains(" \(target) ─")
            XCTAssertTrue(named, "docs/ARCHITECTURE.md does not name the module \(target)")
        }
    }

    func testEveryFolderTheArchitectureNamesUnderSourcesExists() throws {
        let root = Fixtures.projectRoot
        var named: [String] = []
        for line in try text("docs/ARCHITECTURE.md").split(separator: "\n") {
            let spans = codeSpans(String(line))
            // A table row may name siblings after its first folder: `Sources/KursCore/Models/`, `Decoding/`.
            var parent: String?
            for span in spans where span.hasSuffix("/") && !span.contains(" ") {
                if span.hasPrefix("Sources/") {
                    named.append(span)
                    parent = (span.dropLast() as Substring).split(separator: "/").dropLast().joined(separator: "/")
                } else if let parent, line.hasPrefix("| `Sources/"), !span.dropLast().contains("/") {
                    named.append("\(parent)/\(span)")
                }
            }
        }
        XCTAssertGreaterThan(named.count, 20, "the folder table is read")
        for folder in named {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(
                atPath: root.appendingPathComponent(folder).path, isDirectory: &isDirectory)
            XCTAssertTrue(exists && isDirectory.boolValue, "docs/ARCHITECTURE.md names \(folder), not a folder")
        }
    }

    func testTheReadmeKeepsTheGeneratedKeysAndTheTmuxSection() throws {
        let readme = try text("README.md")
        XCTAssertEqual(readme.components(separatedBy: "<!-- keys:begin -->").count, 2)
        XCTAssertEqual(readme.components(separatedBy: "<!-- keys:end -->").count, 2)
        XCTAssertEqual(readme.components(separatedBy: "\n## tmux\n").count, 2)
        XCTAssertTrue(readme.hasPrefix("# kurs\n"))
        let firstScreen = readme.split(separator: "\n", omittingEmptySubsequences: false).prefix(24)
            .joined(separator: "\n")
        XCTAssertTrue(firstScreen.contains("make run") && firstScreen.contains("make test"), "the first screen")
    }
}
