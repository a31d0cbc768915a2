public import Foundation

/// Where the saved city list lives and how it is read and written: `$XDG_STATE_HOME/kurs/cities.json`
/// (default `~/.local/state/kurs/cities.json`), written atomically (temp file + rename). It is state, not
/// configuration: the user's config file is never written.
public struct CityStore: Sendable {
    /// The state file.
    public let fileURL: URL

    /// A store at `fileURL`.
    public init(fileURL: URL) { self.fileURL = fileURL }

    /// The store for `variables` (`XDG_STATE_HOME`, else `homeDirectory/.local/state`) + `kurs/cities.json`.
    public init(variables: [String: String], homeDirectory: URL) {
        let root: URL
        if let state = variables["XDG_STATE_HOME"]?.trimmingCharacters(in: .whitespaces), state.hasPrefix("/") {
            root = URL(fileURLWithPath: state, isDirectory: true)
        } else {
            root = homeDirectory.appendingPathComponent(".local/state", isDirectory: true)
        }
        fileURL = root.appendingPathComponent("kurs", isDirectory: true).appendingPathComponent("cities.json")
    }

    /// The store of this process's environment (`$HOME` when set, else the user's home directory).
    public static func current() -> CityStore {
        let variables = ProcessInfo.processInfo.environment
        let home = variables["HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        return CityStore(variables: variables, homeDirectory: home)
    }

    /// The saved list, and a warning line when the file exists but cannot be read or parsed (never fatal: the
    /// list is then empty, and the file is left as it is until the next `save`). No file: an empty list, no warning.
    /// A state directory that is not trusted (`DirectoryTrust`) is not read: an empty list and its warning.
    public func load() -> (list: CityList, warning: String?) {
        let directory = fileURL.deletingLastPathComponent()
        if let untrusted = DirectoryTrust.problem(at: directory, role: .state) { return (CityList(), untrusted) }
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return (CityList(), nil) }
        guard let data = FileManager.default.contents(atPath: fileURL.path) else {
            return (CityList(), "cannot read saved cities \(fileURL.path); ignoring it")
        }
        do {
            return (try JSONDecoder().decode(CityList.self, from: data), nil)
        } catch {
            return (CityList(), "saved cities \(fileURL.path) is not valid; ignoring it")
        }
    }

    /// Writes `list` atomically, creating the directory (0700) when missing.
    /// - Throws: `UntrustedDirectoryError` when the directory is not trusted (`DirectoryTrust`); the file system's
    ///   error when the directory or file cannot be written.
    public func save(_ list: CityList) throws {
        try DirectoryTrust.prepare(fileURL.deletingLastPathComponent(), role: .state)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try encoder.encode(list).write(to: fileURL, options: .atomic)
    }

    /// The cities to show: the saved list when it is not empty, else the config's `weather.cities` (default
    /// Kyiv). A configured city without coordinates has none here (look its name up with the geocoding search).
    public static func effectiveCities(saved: CityList, settings: WeatherSettings) -> [WeatherCity] {
        if !saved.isEmpty { return saved.cities.map(WeatherCity.saved) }
        return settings.cities.map(WeatherCity.configured)
    }
}
