import Foundation

extension KursConfig {
    /// The config the app runs with, and warning lines to show (never fatal):
    /// - no file at `ConfigLocation.resolve(environment:)`: the defaults, no warnings;
    /// - a file with errors or that cannot be read: the defaults and one line naming the first problem;
    /// - a usable file: its config (unknown keys are left to `kurs config check`);
    /// - plus the permission warning when the file holds an API key and others can read it.
    /// - Parameters:
    ///   - fixedKeys: keys the app keeps bound (`ConfigCheck.check(data:fixedKeys:)`).
    ///   - fileSystem: where the file is read.
    package static func load(
        environment: [String: String], fixedKeys: @autoclosure () -> [String: KeyReservation] = [:],
        fileSystem: any FileSystem = LocalFileSystem()
    )
        -> (config: KursConfig, warnings: [String])
    {
        let path = ConfigLocation.resolve(environment: environment).path
        guard ConfigFileLimits.isPresent(path: path, in: fileSystem) else { return (KursConfig(), []) }
        guard let data = ConfigFileLimits.read(path: path, in: fileSystem) else {
            return (KursConfig(), ["kurs: cannot read config \(path); using defaults"])
        }
        var warnings: [String] = []
        let report = ConfigCheck.check(data: data, fixedKeys: fixedKeys())
        let config: KursConfig
        if let usable = report.config {
            config = usable
        } else {
            config = KursConfig()
            let first = report.errors.first.map { $0.formatted(file: path) } ?? "\(path): error"
            let more = report.errors.count > 1 ? " (and \(report.errors.count - 1) more)" : ""
            warnings.append("kurs: \(first)\(more); using defaults (see `kurs config check`)")
        }
        if let permission = ConfigCheck.permissionWarning(read: data, path: path, in: fileSystem) { warnings.append("kurs: \(permission)") }
        return (config, warnings)
    }
}
