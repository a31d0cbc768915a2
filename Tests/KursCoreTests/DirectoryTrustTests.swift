import Foundation
import XCTest
@testable import KursCore
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// `DirectoryTrust`: which cache and state directories are used, the warning for the others, 0700 creation, and
/// `CityStore` refusing an untrusted state directory. Tests run as root, so "another user" is uid 65534 (nobody).
final class DirectoryTrustTests: XCTestCase {
    var dir: TemporaryDirectory!
    static let nobody: uid_t = 65534

    override func setUpWithError() throws { dir = try TemporaryDirectory() }
    override func tearDown() { dir.remove() }

    func makeDirectory(_ name: String, mode: mode_t) throws -> URL {
        let url = dir.url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        XCTAssertEqual(chmod(url.path, mode), 0)
        return url
    }

    /// Gives `url` to nobody (`lchown`: a link itself, not its target), or skips when that is not allowed here.
    func giveToNobody(_ url: URL) throws {
        try RecordedSkip.unless(test: self, lchown(url.path, Self.nobody, gid_t(Self.nobody)) == 0,
                                "cannot chown to uid 65534 here")
    }

    func testTheReasonsInOrder() {
        let me: uid_t = 1000
        XCTAssertNil(DirectoryTrust.reason(mode: S_IFDIR | 0o700, owner: me, user: me))
        XCTAssertNil(DirectoryTrust.reason(mode: S_IFDIR | 0o755, owner: me, user: me))
        XCTAssertEqual(DirectoryTrust.reason(mode: S_IFDIR | 0o777, owner: me, user: me), "is writable by others")
        XCTAssertEqual(DirectoryTrust.reason(mode: S_IFDIR | 0o1777, owner: me, user: me), "is writable by others")
        XCTAssertEqual(DirectoryTrust.reason(mode: S_IFDIR | 0o770, owner: me, user: me), "is writable by its group")
        XCTAssertEqual(DirectoryTrust.reason(mode: S_IFDIR | 0o700, owner: 0, user: me), "is owned by another user (uid 0)")
        XCTAssertEqual(DirectoryTrust.reason(mode: S_IFREG | 0o600, owner: me, user: me), "is not a directory")
    }

    func testAPrivateOrMissingDirectoryIsTrusted() throws {
        XCTAssertNil(DirectoryTrust.problem(at: try makeDirectory("private", mode: 0o700), role: .cache))
        XCTAssertNil(DirectoryTrust.problem(at: try makeDirectory("readable", mode: 0o755), role: .cache))
        XCTAssertNil(DirectoryTrust.problem(at: dir.url.appendingPathComponent("missing"), role: .cache))
    }

    func testWritableByOthersOrGroupIsNamedWithTheDirectory() throws {
        let open = try makeDirectory("open", mode: 0o777)
        XCTAssertEqual(DirectoryTrust.problem(at: open, role: .cache), "cache directory \(open.path) is writable by others; not used")
        let group = try makeDirectory("group", mode: 0o775)
        XCTAssertEqual(DirectoryTrust.problem(at: group, role: .state), "state directory \(group.path) is writable by its group; not used")
    }

    func testADirectoryOwnedByAnotherUserIsNotTrusted() throws {
        let foreign = try makeDirectory("foreign", mode: 0o700)
        try giveToNobody(foreign)
        XCTAssertEqual(
            DirectoryTrust.problem(at: foreign, role: .cache),
            "cache directory \(foreign.path) is owned by another user (uid 65534); not used")
    }

    func testAFileIsNotADirectory() throws {
        let file = dir.url.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        XCTAssertEqual(DirectoryTrust.problem(at: file, role: .cache), "cache directory \(file.path) is not a directory; not used")
    }

    func testTheUsersLinkToTheUsersDirectoryIsTrustedAndTheTargetIsJudged() throws {
        let real = try makeDirectory("real", mode: 0o700)
        let link = dir.url.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        XCTAssertNil(DirectoryTrust.problem(at: link, role: .cache))

        XCTAssertEqual(chmod(real.path, 0o777), 0)
        XCTAssertEqual(
            DirectoryTrust.problem(at: link, role: .cache),
            "cache directory \(link.path) (a link to \(real.resolvingSymlinksInPath().path)) is writable by others; not used")
    }

    func testALinkOwnedByAnotherUserIsNotFollowed() throws {
        let real = try makeDirectory("real", mode: 0o700)
        let link = dir.url.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        try giveToNobody(link)
        XCTAssertEqual(
            DirectoryTrust.problem(at: link, role: .cache),
            "cache directory \(link.path) is a symbolic link owned by another user (uid 65534); not used")
    }

    func testPrepareCreatesTheDirectoryAndMissingParents0700() throws {
        let deep = dir.url.appendingPathComponent("a/b/kurs")
        let old = umask(0o022)
        defer { umask(old) }
        try DirectoryTrust.prepare(deep, role: .state)
        for path in ["a", "a/b", "a/b/kurs"] {
            let mode = try FileManager.default.attributesOfItem(atPath: dir.url.appendingPathComponent(path).path)[.posixPermissions] as? Int
            XCTAssertEqual(mode, 0o700, path)
        }
        try DirectoryTrust.prepare(deep, role: .state)  // already there: fine
        let file = dir.url.appendingPathComponent("plain")
        try Data("x".utf8).write(to: file)
        XCTAssertThrowsError(try DirectoryTrust.prepare(file.appendingPathComponent("kurs"), role: .state)) { error in
            XCTAssertEqual((error as? POSIXError)?.code, .ENOTDIR)
        }
    }

    func testCityStoreNeitherReadsNorWritesAnUntrustedStateDirectory() throws {
        let state = try makeDirectory("state/kurs", mode: 0o700)
        let store = CityStore(variables: ["XDG_STATE_HOME": dir.url.appendingPathComponent("state").path],
                              homeDirectory: URL(fileURLWithPath: "/nowhere"))
        let list = CityList([SavedCity(name: "Kyiv", latitude: 50.45, longitude: 30.52)])
        try store.save(list)
        XCTAssertEqual(store.load().list, list)
        let saved = try Data(contentsOf: store.fileURL)

        XCTAssertEqual(chmod(state.path, 0o777), 0)
        let warning = "state directory \(state.path) is writable by others; not used"
        let loaded = store.load()
        XCTAssertTrue(loaded.list.isEmpty, "nothing read from it")
        XCTAssertEqual(loaded.notice, warning)
        let other = CityList([SavedCity(name: "Lviv", latitude: 49.84, longitude: 24.03)])
        XCTAssertThrowsError(try store.save(other)) { error in
            XCTAssertEqual(error as? UntrustedDirectoryError, UntrustedDirectoryError(warning: warning))
            XCTAssertEqual(error.localizedDescription, warning)
        }
        XCTAssertEqual(try Data(contentsOf: store.fileURL), saved, "nothing written into it")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: state.path), ["cities.json"])
    }

    func testCityStoreCreatesTheStateDirectory0700() throws {
        let store = CityStore(fileURL: dir.url.appendingPathComponent("new/kurs/cities.json"))
        try store.save(CityList())
        let mode = try FileManager.default.attributesOfItem(atPath: store.fileURL.deletingLastPathComponent().path)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o700)
        XCTAssertNil(store.load().notice)
    }
}
