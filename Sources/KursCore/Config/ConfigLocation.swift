package import Foundation

/// Where the config file lives.
package enum ConfigLocation {
    /// The config file: `$KURS_CONFIG` when set (relative paths from the current directory), else
    /// `$XDG_CONFIG_HOME/kurs/config.json5` when that is an absolute path, else `$HOME/.config/kurs/config.json5`
    /// (the home directory from `HOME`, else the system's). Empty variables count as unset (XDG spec).
    package static func resolve(environment: [String: String]) -> URL {
        if let path = nonEmpty(environment["KURS_CONFIG"]) {
            return URL(fileURLWithPath: path).standardizedFileURL
        }
        let configHome: URL
        if let xdg = nonEmpty(environment["XDG_CONFIG_HOME"]), xdg.hasPrefix("/") {
            configHome = URL(fileURLWithPath: xdg, isDirectory: true)
        } else {
            let home = nonEmpty(environment["HOME"]).map { URL(fileURLWithPath: $0, isDirectory: true) }
                ?? FileManager.default.homeDirectoryForCurrentUser
            configHome = home.appendingPathComponent(".config", isDirectory: true)
        }
        return configHome.appendingPathComponent("kurs", isDirectory: true)
            .appendingPathComponent("config.json5", isDirectory: false)
    }

    private static func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }
}
