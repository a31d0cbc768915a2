/// The result of checking a config file: its diagnostics in file order, and the config when it is usable.
package struct ConfigReport: Equatable, Sendable {
    /// Errors and warnings, ordered by position (file-level ones last).
    package var diagnostics: [ConfigDiagnostic]
    /// The decoded config when there are no errors; nil otherwise.
    package var config: KursConfig?

    /// A report.
    package init(diagnostics: [ConfigDiagnostic], config: KursConfig?) {
        self.diagnostics = diagnostics
        self.config = config
    }

    /// The diagnostics of severity error.
    package var errors: [ConfigDiagnostic] { diagnostics.filter { $0.severity == .error } }
    /// The diagnostics of severity warning.
    package var warnings: [ConfigDiagnostic] { diagnostics.filter { $0.severity == .warning } }

    /// 0 when there are no errors (warnings allowed), 1 otherwise.
    package var exitStatus: Int32 { errors.isEmpty ? 0 : 1 }

    /// One formatted line per diagnostic (see `ConfigDiagnostic.formatted(file:)`), joined with newlines;
    /// empty when there is nothing to report.
    package func text(file: String) -> String {
        diagnostics.map { $0.formatted(file: file) }.joined(separator: "\n")
    }
}
