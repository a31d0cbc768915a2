public import Foundation

/// Where kurs keeps the state the user owns (saved cities, portfolio, alerts): `$XDG_STATE_HOME/kurs/` when
/// `XDG_STATE_HOME` is an absolute path, else `~/.local/state/kurs/` (`CityStore`'s too).
public enum StateDirectory {
    /// The state directory for `variables` (the process environment) and `homeDirectory`.
    public static func url(variables: [String: String], homeDirectory: URL) -> URL {
        let root: URL
        if let state = variables["XDG_STATE_HOME"]?.trimmingBlanks(), state.hasPrefix("/") {
            root = URL(fileURLWithPath: state, isDirectory: true)
        } else {
            root = homeDirectory.appendingPathComponent(".local/state", isDirectory: true)
        }
        return root.appendingPathComponent("kurs", isDirectory: true)
    }
}
