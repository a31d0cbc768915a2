package import Foundation

/// A fresh directory under the system temporary directory, removed by `remove()`.
package struct TemporaryDirectory: Sendable {
    /// The directory's URL (exists after `init`).
    package let url: URL

    /// Creates `<tmp>/kurs-test-<uuid>`.
    package init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("kurs-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Deletes the directory and everything in it.
    package func remove() { try? FileManager.default.removeItem(at: url) }
}
