package import Foundation

/// Where the saved city list lives and how it is read and written: `$XDG_STATE_HOME/kurs/cities.json`
/// (default `~/.local/state/kurs/cities.json`), written atomically (temp file + rename); an unreadable file is
/// kept aside, never overwritten (`StateFile`). It is state, not configuration: the user's config file is never
/// written.
package struct CityStore: Sendable {
    /// The state file.
    package let fileURL: URL

    /// The file system the file is kept in.
    package let fileSystem: any FileSystem

    /// A store at `fileURL` in `fileSystem`.
    package init(fileURL: URL, fileSystem: any FileSystem = LocalFileSystem()) {
        self.fileURL = fileURL
        self.fileSystem = fileSystem
    }

    /// The store for `variables` (`XDG_STATE_HOME`, else `homeDirectory/.local/state`) + `kurs/cities.json`.
    package init(variables: [String: String], homeDirectory: URL, fileSystem: any FileSystem = LocalFileSystem()) {
        self.fileSystem = fileSystem
        fileURL = StateDirectory.url(variables: variables, homeDirectory: homeDirectory).appendingPathComponent("cities.json")
    }

    /// The saved list, and a notice when the file exists but cannot be read or parsed: the file is then renamed
    /// aside (`cities.json.corrupt-YYYYmmdd-HHMMSS`, see `StateFile`) so no later `save` destroys it, and the list
    /// is empty. No file: an empty list, no notice. For the dashboard, which edits the list.
    package func load(now: Date = Date()) -> (list: CityList, notice: String?) {
        let (list, notice) = file.load(now: now)
        return (list ?? CityList(), notice)
    }

    /// The saved list for a command that only reads it (`kurs weather`, `kurs status`): like `load`, but an
    /// unusable file is left where it is (the warning says so), so a status line run every few seconds never
    /// moves the user's file.
    package func read() -> (list: CityList, warning: String?) {
        let path = fileURL.path
        let (list, warning) = file.readLeavingItAlone(empty: CityList()) { reason in
            reason == StateFile<CityList>.cannotRead
                ? "cannot read saved cities \(path); ignoring it" : "saved cities \(path) is not valid; ignoring it"
        }
        return (list, warning)
    }

    /// Writes `list` atomically, creating the directory; an existing file that cannot be read is renamed aside
    /// first.
    /// - Throws: the file system's error when the directory or file cannot be written.
    package func save(_ list: CityList) throws {
        try file.save(list)
    }

    /// The state file's reading and writing rules.
    private var file: StateFile<CityList> { StateFile(fileURL: fileURL, fileSystem: fileSystem) }

    /// The cities to show: the saved list when it is not empty, else the config's `weather.cities` (default
    /// Kyiv). A configured city without coordinates has none here (look its name up with the geocoding search).
    package static func effectiveCities(saved: CityList, settings: WeatherSettings) -> [WeatherCity] {
        if !saved.isEmpty { return saved.cities.map(WeatherCity.saved) }
        return settings.cities.map(WeatherCity.configured)
    }
}
