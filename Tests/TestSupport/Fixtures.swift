package import Foundation

/// Locates the recorded API responses in `../shared/fixtures` (beside the project's root).
package enum Fixtures {
    /// The project's root directory (the folder holding Package.swift).
    package static let projectRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }  // Tests/TestSupport/Fixtures.swift → root
        return url
    }()

    /// `../shared/fixtures` relative to the project root, or `KURS_FIXTURES_DIR` when set.
    package static let directory: URL = {
        if let dir = ProcessInfo.processInfo.environment["KURS_FIXTURES_DIR"] {
            return URL(fileURLWithPath: dir)
        }
        return projectRoot.deletingLastPathComponent().appendingPathComponent("shared/fixtures")
    }()

    /// The bytes of fixture `name` (e.g. "privatbank-coursid5-2025.json"). Traps when missing: a test setup error.
    package static func data(_ name: String) -> Data {
        let url = directory.appendingPathComponent(name)
        guard let data = try? Data(contentsOf: url) else { fatalError("missing fixture \(url.path)") }
        return data
    }
}
