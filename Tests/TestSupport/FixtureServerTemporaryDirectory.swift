public import Foundation

/// A fresh directory under the system temporary directory, removed by `remove()`.
public struct TemporaryDirectory: Sendable {
    /// The directory's URL (exists after `init`).
    public let url: URL

    /// Creates `<tmp>/kurs-test-<uuid>`.
    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("kurs-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Deletes the directory and everything in it.
    public func remove() { try? FileManager.default.removeItem(at: url) }
}
