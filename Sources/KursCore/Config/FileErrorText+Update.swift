package import Foundation

extension FileErrorText {
    /// "cannot update FILE: REASON" for a state file (portfolio, alerts) that could not be locked or written
    /// (untrusted directory, lock busy, disk full…), sanitized for the terminal.
    package static func cannotUpdate(_ file: URL, _ error: any Error) -> String {
        let reason = error is any LocalizedError ? error.localizedDescription : systemReason(error)
        return "cannot update \(TerminalText.sanitize(file.path)): \(TerminalText.sanitize(reason))"
    }
}
