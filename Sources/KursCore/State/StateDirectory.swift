package import Foundation

/// Where kurs keeps the state the user owns (saved cities, portfolio, alerts): `$XDG_STATE_HOME/kurs/` when
/// `XDG_STATE_HOME` is an absolute path, else `~/.local/state/kurs/` (`CityStore`'s too).
package enum StateDirectory {
    /// The state directory for `variables` (the process environment) and `homeDirectory`.
    package static func url(variables: [String: String], homeDirectory: URL) -> URL {
        XDGDirectory.kurs("XDG_STATE_HOME", else: ".local/state", variables: variables, homeDirectory: homeDirectory)
    }
}
