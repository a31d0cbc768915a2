public import Foundation

/// Where the config file lives.
public enum ConfigLocation {
    /// The config file: `$KURS_CONFIG` when set (relative paths from the current directory), else
    /// `$XDG_CONFIG_HOME/kurs/config.json5` when that is an absolute path, else `$HOME/.config/kurs/config.json5`
    /// (the home directory from `HOME`, else the system's). Empty variables count as unset (XDG spec).
    public static func resolve(environment: [String: String]) -> URL {
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

    /// `resolve(environment:).path`, joined as text when the directory is a plain absolute path (no "//", no "."
    /// or ".." component, no trailing "/"): Foundation's `URL.path` took ~370,000 of `kurs status`'s 6 million
    /// instructions (measured), at every start of every command. Through `URL` otherwise (`KURS_CONFIG`, odd paths).
    public static func resolvedPath(environment: [String: String]) -> String {
        if nonEmpty(environment["KURS_CONFIG"]) == nil {
            let directory: String?
            if let xdg = nonEmpty(environment["XDG_CONFIG_HOME"]), xdg.hasPrefix("/") {
                directory = xdg
            } else {
                directory = nonEmpty(environment["HOME"]).map { $0 + "/.config" }
            }
            if let directory, isPlainAbsolute(directory) { return directory + "/kurs/config.json5" }
        }
        return resolve(environment: environment).path
    }

    /// Whether `path` is absolute with no empty, "." or ".." component and no trailing "/" (URL keeps it as it is).
    static func isPlainAbsolute(_ path: String) -> Bool {
        let bytes = path.utf8
        guard bytes.first == UInt8(ascii: "/"), bytes.count > 1, bytes.last != UInt8(ascii: "/") else { return false }
        return !bytes.dropFirst().split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).contains { component in
            component.isEmpty || component.elementsEqual(".".utf8) || component.elementsEqual("..".utf8)
        }
    }

    private static func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }
}
