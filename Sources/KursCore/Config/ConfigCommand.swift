import Foundation

/// What a `kurs config …` subcommand prints and exits with; the CLI only writes these out.
package struct ConfigCommandOutput: Equatable, Sendable {
    /// Text for standard output ("" for none; no trailing newline).
    package var standardOutput: String
    /// Text for standard error ("" for none; no trailing newline).
    package var standardError: String
    /// The process exit status: 0 ok, 1 failure.
    package var status: Int32

    /// An output.
    package init(standardOutput: String = "", standardError: String = "", status: Int32 = 0) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.status = status
    }
}

/// The pure bodies of `kurs config path|init|check`.
package enum ConfigCommand {
    /// `kurs config path`: the config file's path on stdout, exit 0 (whether or not the file exists).
    package static func path(environment: [String: String]) -> ConfigCommandOutput {
        ConfigCommandOutput(standardOutput: ConfigLocation.resolve(environment: environment).path)
    }

    /// `kurs config init`: writes the commented default; "wrote <path>" and exit 0, or
    /// "kurs: config already exists at <path>" (file untouched) / an I/O error on stderr and exit 1.
    package static func initialize(environment: [String: String], fileSystem: any FileSystem = LocalFileSystem()) -> ConfigCommandOutput {
        switch ConfigInit.write(to: ConfigLocation.resolve(environment: environment), fileSystem: fileSystem) {
        case .success(let url): return ConfigCommandOutput(standardOutput: "wrote \(url.path)")
        case .failure(let error): return ConfigCommandOutput(standardError: "kurs: \(error)", status: 1)
        }
    }

    /// `kurs config check`: one `path:line:col: severity: key: message` line per problem on stderr, then the
    /// permission warning; "<path>: ok" on stdout when there is no error. Exit 0 without errors (warnings
    /// allowed), 1 with errors or when the file cannot be read. A missing file is not an error: the defaults
    /// are in use.
    /// - Parameter fixedKeys: keys the app keeps bound (`ConfigCheck.check(data:fixedKeys:)`).
    package static func check(
        environment: [String: String], fixedKeys: @autoclosure () -> [String: KeyReservation] = [:],
        fileSystem: any FileSystem = LocalFileSystem()
    ) -> ConfigCommandOutput {
        let path = ConfigLocation.resolve(environment: environment).path
        guard ConfigFileLimits.isPresent(path: path, in: fileSystem) else {
            return ConfigCommandOutput(
                standardOutput: "no config at \(path); the defaults are in use (`kurs config init` writes one)")
        }
        guard let data = ConfigFileLimits.read(path: path, in: fileSystem) else {
            return ConfigCommandOutput(standardError: "kurs: cannot read \(path)", status: 1)
        }
        let report = ConfigCheck.check(data: data, fixedKeys: fixedKeys())
        // Messages quote the user's own keys and values: `formatted` shows their control characters escaped.
        var lines = report.diagnostics.map { $0.formatted(file: path) }
        if let permission = ConfigCheck.permissionWarning(read: data, path: path, in: fileSystem) {
            lines.append(ConfigDiagnostic.escapingControls("\(path): warning: \(permission)"))
        }
        return ConfigCommandOutput(
            standardOutput: report.exitStatus == 0 ? "\(path): ok" : "",
            standardError: lines.joined(separator: "\n"),
            status: report.exitStatus)
    }
}
