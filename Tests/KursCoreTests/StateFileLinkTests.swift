import Foundation
import KursCore
import TestSupport
import XCTest

/// A state file that is a symbolic link (a dotfiles setup: `portfolio.json → ~/dotfiles/portfolio.json`) is written
/// at the file the link ends at, atomically in that file's directory, so the link stays and its target gets the new
/// value; a link to nothing or to a directory is refused with nothing written.
final class StateFileLinkTests: XCTestCase {
    var dir: TemporaryDirectory!
    var stateDirectory: URL { dir.url.appendingPathComponent("state/kurs") }
    var dotfiles: URL { dir.url.appendingPathComponent("dotfiles") }
    var link: URL { stateDirectory.appendingPathComponent("list.json") }
    var target: URL { dotfiles.appendingPathComponent("list.json") }
    /// 2026-03-04 05:06:07 UTC.
    let now = Date(timeIntervalSince1970: 1_772_600_767)

    override func setUpWithError() throws {
        dir = try TemporaryDirectory()
        for directory in [stateDirectory, dotfiles] {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        }
    }

    override func tearDown() { dir.remove() }

    private func listing(_ directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    private func linkText() throws -> String { try FileManager.default.destinationOfSymbolicLink(atPath: link.path) }

    private func stored(_ url: URL) throws -> [String] { try JSONDecoder().decode([String].self, from: Data(contentsOf: url)) }

    func testAnUpdateThroughARelativeLinkWritesItsTargetAndKeepsTheLink() throws {
        try Data(#"["old"]"#.utf8).write(to: target)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../../dotfiles/list.json")
        let file = StateFile<[String]>(fileURL: link)
        let update = try file.update(initial: [], now: now) { list in list.append("new") }
        XCTAssertNil(update.notice)
        XCTAssertEqual(try linkText(), "../../dotfiles/list.json", "the link is left as it was")
        XCTAssertEqual(try stored(target), ["old", "new"])
        XCTAssertEqual(try listing(dotfiles), ["list.json"], "no temp file left beside the target")
        XCTAssertEqual(try listing(stateDirectory), ["list.json", "list.json.lock"])
        try file.save(["saved"])
        XCTAssertEqual(try linkText(), "../../dotfiles/list.json")
        XCTAssertEqual(try stored(target), ["saved"])
        guard case .value(let value) = file.read() else { return XCTFail("read through the link") }
        XCTAssertEqual(value, ["saved"])
    }

    func testAChainOfLinksIsFollowedToItsEnd() throws {
        try Data(#"[]"#.utf8).write(to: target)
        let middle = dotfiles.appendingPathComponent("middle.json")
        try FileManager.default.createSymbolicLink(atPath: middle.path, withDestinationPath: "list.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: middle.path)
        try StateFile<[String]>(fileURL: link).save(["end"])
        XCTAssertEqual(try stored(target), ["end"])
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: middle.path), "list.json")
        XCTAssertEqual(try linkText(), middle.path)
    }

    func testADanglingLinkIsRefusedAndNothingIsWritten() throws {
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        let file = StateFile<[String]>(fileURL: link)
        XCTAssertThrowsError(try file.update(initial: [], now: now) { $0.append("lost") }) { error in
            let failure = error as? StateFileLinkError
            XCTAssertEqual(failure?.path, link.path)
            XCTAssertEqual(failure?.destination, target.path)
            XCTAssertEqual(failure?.destinationExists, false)
            XCTAssertEqual((error as? any LocalizedError)?.errorDescription,
                           "list.json is a symbolic link to \(target.path), which does not exist; nothing was written")
        }
        XCTAssertThrowsError(try file.save(["lost"])) { XCTAssertTrue($0 is StateFileLinkError, "\($0)") }
        XCTAssertEqual(try listing(dotfiles), [])
        XCTAssertEqual(try linkText(), target.path)
        XCTAssertEqual(try listing(stateDirectory), ["list.json", "list.json.lock"])
    }

    func testALinkToADirectoryIsRefusedAndNothingIsMovedAside() throws {
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: dotfiles.path)
        let file = StateFile<[String]>(fileURL: link)
        XCTAssertThrowsError(try file.update(initial: [], now: now) { $0.append("lost") }) { error in
            XCTAssertEqual((error as? any LocalizedError)?.errorDescription,
                           "list.json is a symbolic link to \(dotfiles.path), which is not a regular file; nothing was written")
        }
        XCTAssertEqual(file.load(now: now).notice, "list.json could not be used (it cannot be read); it is left as it is")
        XCTAssertEqual(try linkText(), dotfiles.path)
        XCTAssertEqual(try listing(stateDirectory), ["list.json", "list.json.lock"])
        XCTAssertEqual(try listing(dotfiles), [])
    }

    func testALoopOfLinksIsRefused() throws {
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "list.json")
        XCTAssertThrowsError(try StateFile<[String]>(fileURL: link).save(["lost"])) { error in
            XCTAssertEqual((error as? any LocalizedError)?.errorDescription,
                           "list.json is a symbolic link that can't be followed (a loop?); nothing was written")
        }
        XCTAssertEqual(try linkText(), "list.json")
    }

    func testAnUnreadableTargetIsKeptAsideBesideItAndTheLinkStays() throws {
        try Data("[[[".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        let update = try StateFile<[String]>(fileURL: link).update(initial: [], now: now) { $0.append("fresh") }
        let aside = dotfiles.appendingPathComponent("list.json.corrupt-20260304-050607")
        XCTAssertEqual(update.notice, "list.json could not be used (it is not valid JSON for this file); kept as \(aside.path)")
        XCTAssertEqual(try String(contentsOf: aside, encoding: .utf8), "[[[", "the bytes are kept as they were")
        XCTAssertEqual(try stored(target), ["fresh"])
        XCTAssertEqual(try linkText(), target.path)
    }

    func testTheWriteThroughALinkGoesThroughTheFileSystemValue() throws {
        try Data(#"["old"]"#.utf8).write(to: dotfiles.appendingPathComponent("real.json"))
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../../dotfiles/real.json")
        let faulty = FaultyFileSystem()
        faulty.fail(.move, whereNameContains: "real.json", with: .EIO)
        XCTAssertThrowsError(try StateFile<[String]>(fileURL: link, fileSystem: faulty).save(["lost"])) { error in
            XCTAssertEqual((error as? POSIXError)?.code, .EIO)
        }
        XCTAssertTrue(faulty.touchedPaths.contains { $0.hasSuffix("/kurs/../../dotfiles/real.json") }, "\(faulty.touchedPaths)")
        XCTAssertEqual(try stored(dotfiles.appendingPathComponent("real.json")), ["old"])
        XCTAssertEqual(try listing(dotfiles), ["real.json"], "the temp file beside the target is removed")
        XCTAssertEqual(try linkText(), "../../dotfiles/real.json")
    }
}
