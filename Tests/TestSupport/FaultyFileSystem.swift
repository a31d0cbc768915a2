package import Foundation
package import KursCore
import Synchronization

/// The real file system with faults put in front of it: each operation on a path whose last component contains
/// one of the patterns given to `fail` fails with that pattern's error instead of reaching the disk (reads answer nil), and
/// every path operated on is recorded, so a test can say which files were touched.
package final class FaultyFileSystem: FileSystem {
    /// An operation that can be made to fail.
    package enum Operation: Sendable, Hashable {
        case read, create, move, makeDirectory, lock
    }

    private let real = LocalFileSystem()
    private let state = Mutex<(faults: [Operation: [(pattern: String, code: POSIXErrorCode)]], touched: [String])>(([:], []))

    /// A file system with no faults yet.
    package init() {}

    /// From now on, `operation` on a path whose file name contains `pattern` fails with `code`.
    package func fail(_ operation: Operation, whereNameContains pattern: String, with code: POSIXErrorCode) {
        state.withLock { $0.faults[operation, default: []].append((pattern, code)) }
    }

    /// Every path an operation was asked for, in order.
    package var touchedPaths: [String] { state.withLock { $0.touched } }

    private func fault(_ operation: Operation, _ path: String) -> POSIXErrorCode? {
        state.withLock { state in
            state.touched.append(path)
            let name = (path as NSString).lastPathComponent
            return state.faults[operation]?.first { name.contains($0.pattern) }?.code
        }
    }

    package var userID: UInt32 { real.userID }

    package func status(atPath path: String, followingLinks: Bool) -> FileStatus? {
        state.withLock { $0.touched.append(path) }
        return real.status(atPath: path, followingLinks: followingLinks)
    }

    package func makeDirectory(atPath path: String, permissions: UInt32) throws(POSIXError) {
        if let code = fault(.makeDirectory, path) { throw POSIXError(code) }
        try real.makeDirectory(atPath: path, permissions: permissions)
    }

    package func readFile(atPath path: String, maximumBytes: Int, followingLinks: Bool) -> FileContents? {
        if fault(.read, path) != nil { return nil }
        return real.readFile(atPath: path, maximumBytes: maximumBytes, followingLinks: followingLinks)
    }

    @discardableResult
    package func createFile(atPath path: String, contents: Data, permissions: UInt32) throws(POSIXError) -> FileIdentity {
        if let code = fault(.create, path) { throw POSIXError(code) }
        return try real.createFile(atPath: path, contents: contents, permissions: permissions)
    }

    package func moveItem(atPath source: String, toPath destination: String) throws(POSIXError) {
        if let code = fault(.move, destination) { throw POSIXError(code) }
        try real.moveItem(atPath: source, toPath: destination)
    }

    package func destinationOfSymbolicLink(atPath path: String) -> String? {
        state.withLock { $0.touched.append(path) }
        return real.destinationOfSymbolicLink(atPath: path)
    }

    @discardableResult
    package func removeFile(atPath path: String) -> Bool { real.removeFile(atPath: path) }

    package func contentsOfDirectory(atPath path: String) -> [String]? { real.contentsOfDirectory(atPath: path) }

    package func openLockFile(atPath path: String) -> LockFileOpening {
        if let code = fault(.lock, path) { return .failed(code) }
        return real.openLockFile(atPath: path)
    }
}
