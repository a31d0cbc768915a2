import KursCore

/// The config's warnings (`KursConfig.load`) as the dashboard's status bar says them: short; the full lines were
/// printed on stderr before the terminal was taken over, where the dashboard's screen hides them.
enum ConfigWarningText {
    /// "config has errors · defaults in use · kurs config check" when the file was not used; else the first
    /// warning without its "kurs: " prefix (e.g. the permission warning); nil without warnings. Control characters
    /// are stripped.
    static func statusBar(_ warnings: [String]) -> String? {
        guard let first = warnings.first else { return nil }
        if warnings.contains(where: { $0.contains("using defaults") }) {
            return "config has errors · defaults in use · kurs config check"
        }
        let text = first.hasPrefix("kurs: ") ? String(first.dropFirst(6)) : first
        return TerminalText.sanitize(text)
    }
}
