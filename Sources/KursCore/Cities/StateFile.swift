package import Foundation

/// A JSON file the user owns and the app rewrites (`cities.json`; the same rules fit any later state file):
/// read with the size and nesting limits of `ConfigFileLimits`, written atomically (temp file + rename), and
/// never overwritten when it cannot be read — it is first renamed aside to
/// `<name>.corrupt-YYYYmmdd-HHMMSS` (UTC), bytes intact, and the caller gets a one-line notice saying so. A state
/// directory that is not trusted (`DirectoryTrust`: another user's, or writable by others) is neither read nor
/// written: reading says why, saving throws `UntrustedDirectoryError`. A file that is a symbolic link (a dotfiles
/// setup) is read through it and written at the regular file the link ends at — temp file and rename in that
/// file's directory, the aside copy beside it — so the link stays; a link to nothing or to what is not a regular
/// file is never written through (`StateFileLinkError`).
package struct StateFile<Value: Codable>: Sendable {
    /// What reading the file found.
    package enum Reading {
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
    package let fileURL: URL

    /// The reason of `Reading.unreadable` when the file exists but cannot be opened or read.
    package static var cannotRead: String { "it cannot be read" }

    /// The file system the file is kept in.
    package let fileSystem: any FileSystem

    /// The state file at `fileURL` in `fileSystem`.
    package init(fileURL: URL, fileSystem: any FileSystem = LocalFileSystem()) {
        self.fileURL = fileURL
        self.fileSystem = fileSystem
    }

    /// Reads the file without changing anything.
    package func read() -> Reading {
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
    package func readLeavingItAlone(empty: Value, unusable: (_ reason: String) -> String) -> (value: Value, warning: String?) {
        switch read() {
        case .missing: return (empty, nil)
        case .value(let value): return (value, nil)
        case .untrusted(let warning): return (empty, warning)
        case .unreadable(let reason): return (empty, unusable(reason))
        }
    }

    /// The value (nil when there is none or it cannot be used) and a notice for the user when the file could
    /// not be used: it has then been renamed aside (beside the file a symbolic link ends at, for a link), so the
    /// next `save` cannot destroy it — unless it is a link to what is not a regular file, which is left as it is.
    package func load(now: Date = Date()) -> (value: Value?, notice: String?) {
        load(now: now, destination: try? destination())
    }

    /// `load(now:)` with the file to keep aside given (`destination()`; nil: a bad link, left as it is).
    func load(now: Date, destination: String?) -> (value: Value?, notice: String?) {
        switch read() {
        case .missing: return (nil, nil)
        case .value(let value): return (value, nil)
        case .untrusted(let warning): return (nil, warning)
        case .unreadable(let reason):
            guard let destination else {
                return (nil, "\(fileURL.lastPathComponent) could not be used (\(reason)); it is left as it is")
            }
            return (nil, keepAside(destination, reason: reason, now: now))
        }
    }

    /// The path to write: `fileURL`'s own when it is not a symbolic link (whatever is there, or nothing), else the
    /// regular file its links end at.
    /// - Throws: `StateFileLinkError` when `fileURL` is a symbolic link to nothing, to what is not a regular file,
    ///   or through a loop.
    func destination() throws(StateFileLinkError) -> String {
        let path = fileURL.path
        guard fileSystem.status(atPath: path, followingLinks: false)?.isSymbolicLink == true else { return path }
        guard let end = fileSystem.resolvingSymbolicLinks(atPath: path) else {
            throw StateFileLinkError(path: path, destination: nil, destinationExists: false)
        }
        let status = fileSystem.status(atPath: end, followingLinks: false)
        guard status?.isRegularFile == true else {
            throw StateFileLinkError(path: path, destination: end, destinationExists: status != nil)
        }
        return end
    }

    /// Writes `value` as pretty-printed JSON with sorted keys, atomically, creating the directory; through a
    /// symbolic link, at the file it ends at (`destination()`). An existing file that cannot be read is renamed
    /// aside first (never overwritten).
    /// - Throws: `UntrustedDirectoryError` for a state directory that is not trusted; `StateFileLinkError` for a
    ///   link to nothing or to what is not a regular file; the file system's error when the directory (created
    ///   0700) or file cannot be written.
    package func save(_ value: Value, now: Date = Date()) throws {
        try DirectoryTrust.prepare(fileURL.deletingLastPathComponent(), role: .state, in: fileSystem)
        try save(value, now: now, at: try destination())
    }

    /// `save(_:now:)` at `destination` (the path `destination()` gave before anything was moved aside).
    func save(_ value: Value, now: Date, at destination: String) throws {
        if case .unreadable(let reason) = read() { _ = keepAside(destination, reason: reason, now: now) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let target = URL(fileURLWithPath: destination)
        let temporary = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        try fileSystem.replaceFile(atPath: destination, contents: encoder.encode(value), temporaryPath: temporary.path)
    }

    /// The name the file is kept under: `<name>.corrupt-YYYYmmdd-HHMMSS` (UTC) in the same directory.
    package func asideURL(now: Date) -> URL { Self.asideURL(of: fileURL, now: now) }

    /// `<name>.corrupt-YYYYmmdd-HHMMSS` (UTC) beside `file`.
    static func asideURL(of file: URL, now: Date) -> URL {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return file.deletingLastPathComponent()
            .appendingPathComponent("\(file.lastPathComponent).corrupt-\(formatter.string(from: now))")
    }

    /// Renames the file at `destination` (the state file, or the file its link ends at) aside, beside it (adding
    /// "-2", "-3" … when that name is taken); returns the notice to show (naming the aside file by its path when
    /// it is not beside the state file).
    private func keepAside(_ destination: String, reason: String, now: Date) -> String {
        let name = fileURL.lastPathComponent
        let base = Self.asideURL(of: URL(fileURLWithPath: destination), now: now)
        var target = base
        var suffix = 2
        while fileSystem.itemExists(atPath: target.path) {
            target = URL(fileURLWithPath: base.path + "-\(suffix)")
            suffix += 1
        }
        do {
            try fileSystem.moveItem(atPath: destination, toPath: target.path)
        } catch {
            return "\(name) could not be used (\(reason)) nor moved aside; it is left as it is"
        }
        let kept = destination == fileURL.path ? target.lastPathComponent : target.path
        return "\(name) could not be used (\(reason)); kept as \(kept)"
    }
}
