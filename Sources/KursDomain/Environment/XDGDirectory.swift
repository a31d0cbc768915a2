package import Foundation

/// kurs's folders under the XDG base directories (the cache, the data, the state; the config file has its own
/// rules, `ConfigLocation`).
package enum XDGDirectory {
    /// `kurs` in the directory the variable `name` of `variables` holds (blanks trimmed) when it is an absolute path
    /// (the XDG spec: a relative one is invalid and ignored), else in `fallback` under `homeDirectory`
    /// (e.g. ".cache": `~/.cache/kurs`).
    package static func kurs(_ name: String, else fallback: String, variables: [String: String], homeDirectory: URL) -> URL {
        let root = variables[name]?.trimmingBlanks().nilIfRelative.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? homeDirectory.appendingPathComponent(fallback, isDirectory: true)
        return root.appendingPathComponent("kurs", isDirectory: true)
    }
}

private extension String {
    /// Self when it is an absolute path; nil otherwise (an empty string too).
    var nilIfRelative: String? { hasPrefix("/") ? self : nil }
}
