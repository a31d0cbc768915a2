import KursBuildInfo

/// The version of kurs, in one place: printed by `kurs --version` and sent as `User-Agent: kurs/<version>`.
package enum KursVersion {
    /// Semantic version, e.g. "0.2.0".
    package static let string = "0.2.0"

    /// The commit the binary was built from (short hash, e.g. "abc1234"), nil when unknown; stamped at build time.
    package static var build: String? { BuildCommit.short }

    /// The `kurs --version` line without its newline: "kurs 0.2.0 (abc1234)", or "kurs 0.2.0 (unknown build)".
    package static var line: String { line(version: string, build: build) }

    /// "kurs VERSION (BUILD)", with "unknown build" for a nil build.
    static func line(version: String, build: String?) -> String {
        "kurs \(version) (\(build ?? "unknown build"))"
    }
}
