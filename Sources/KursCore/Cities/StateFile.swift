public import Foundation

/// A JSON file the user owns and the app rewrites (`cities.json`; the same rules fit any later state file):
/// read with the size and nesting limits of `ConfigFileLimits`, written atomically (temp file + rename), and
/// never overwritten when it cannot be read — it is first renamed aside to
/// `<name>.corrupt-YYYYmmdd-HHMMSS` (UTC), bytes intact, and the caller gets a one-line notice saying so. A state
/// directory that is not trusted (`DirectoryTrust`: another user's, or writable by others) is neither read nor
/// written: reading says why, saving throws `UntrustedDirectoryError`.
public struct StateFile<Value: Codable>: Sendable {
    /// What reading the file found.
    public enum Reading {
        /// No file: a fresh start.
        case missing
        /// The decoded value.
        case value(Value)
        /// The file exists but cannot be used: why, in plain words ("not valid JSON", "cannot be read").
        case unreadable(reason: String)
        /// The state directory is not trusted (`DirectoryTrust`): nothing was read; the warning says why.
        case untrusted(warning: String)
    }

    /// The state file.
    public let fileURL: URL

    /// The reason of `Reading.unreadable` when the file exists but cannot be opened or read.
    public static var cannotRead: String { "it cannot be read" }

    /// The file system the file is kept in.
    public let fileSystem: any FileSystem

    /// The state file at `fileURL` in `fileSystem`.
    public init(fileURL: URL, fileSystem: any FileSystem = LocalFileSystem()) {
        self.fileURL = fileURL
        self.fileSystem = fileSystem
    }

    /// Reads the file without changing anything.
    public func read() -> Reading {
        if let untrusted = DirectoryTrust.problem(at: fileURL.deletingLastPathComponent(), role: .state, in: fileSystem) {
            return .untrusted(warning: untrusted)
        }
        let path = fileURL.path
        guard fileSystem.status(atPath: path, followingLinks: true) != nil else { return .missing }
        guard let data = ConfigFileLimits.read(path: path, in: fileSystem) else { return .unreadable(reason: Self.cannotRead) }
        if let violation = ConfigFileLimits.violation(in: [UInt8](data)) {
            return .unreadable(reason: violation.message)
        }
        do {
            return .value(try JSONDecoder().decode(Value.self, from: data))
        } catch {
            return .unreadable(reason: "it is not valid JSON for this file")
        }
    }

    /// For a reader that never writes (`kurs status`, `kurs weather`, `kurs portfolio`): the value, else `empty`,
    /// and a warning when the file can't be used — left where it is, the warning is `unusable(reason)` — or the
    /// directory is not trusted. No file: `empty`, no warning.
    public func readLeavingItAlone(empty: Value, unusable: (_ reason: String) -> String) -> (value: Value, warning: String?) {
        switch read() {
        case .missing: return (empty, nil)
        case .value(let value): return (value, nil)
        case .untrusted(let warning): return (empty, warning)
        case .unreadable(let reason): return (empty, unusable(reason))
        }
    }

    /// The value (nil when there is none or it cannot be used) and a notice for the user when the file could
    /// not be used: it has then been renamed aside (`keepAside(now:)`), so the next `save` cannot destroy it.
    public func load(now: Date = Date()) -> (value: Value?, notice: String?) {
        switch read() {
        case .missing: return (nil, nil)
        case .value(let value): return (value, nil)
        case .untrusted(let warning): return (nil, warning)
        case .unreadable(let reason): return (nil, keepAside(reason: reason, now: now))
        }
    }

    /// Writes `value` as pretty-printed JSON with sorted keys, atomically, creating the directory. An existing
    /// file that cannot be read is renamed aside first (never overwritten).
    /// - Throws: `UntrustedDirectoryError` for a state directory that is not trusted; the file system's error when
    ///   the directory (created 0700) or file cannot be written.
    public func save(_ value: Value, now: Date = Date()) throws {
        try DirectoryTrust.prepare(fileURL.deletingLastPathComponent(), role: .state, in: fileSystem)
        if case .unreadable(let reason) = read() { _ = keepAside(reason: reason, now: now) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let temporary = fileURL.deletingLastPathComponent()
            .appendingPathComponent(".\(fileURL.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        try fileSystem.replaceFile(atPath: fileURL.path, contents: encoder.encode(value), temporaryPath: temporary.path)
    }

    /// The name the file is kept under: `<name>.corrupt-YYYYmmdd-HHMMSS` (UTC) in the same directory.
    public func asideURL(now: Date) -> URL {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return fileURL.deletingLastPathComponent()
            .appendingPathComponent("\(fileURL.lastPathComponent).corrupt-\(formatter.string(from: now))")
    }

    /// Renames the file aside (adding "-2", "-3" … when that name is taken); returns the notice to show.
    private func keepAside(reason: String, now: Date) -> String {
        let name = fileURL.lastPathComponent
        let base = asideURL(now: now)
        var target = base
        var suffix = 2
        while fileSystem.itemExists(atPath: target.path) {
            target = URL(fileURLWithPath: base.path + "-\(suffix)")
            suffix += 1
        }
        do {
            try fileSystem.moveItem(atPath: fileURL.path, toPath: target.path)
        } catch {
            return "\(name) could not be used (\(reason)) nor moved aside; it is left as it is"
        }
        return "\(name) could not be used (\(reason)); kept as \(target.lastPathComponent)"
    }
}
