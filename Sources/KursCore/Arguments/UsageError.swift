/// A usage error: a command line (exit 2 with `message` on stderr) or a line typed into the dashboard that can't
/// be read. Made by the command parser and by the dashboard's portfolio input alike.
package struct UsageError: Error, Equatable, Sendable {
    /// One line naming the problem, e.g. "unknown option '--foo' for 'kurs rates'".
    package var message: String

    /// A usage error saying `message`.
    package init(_ message: String) { self.message = message }

    /// `text` as quoted in a message: control characters removed, at most 40 characters (then "…").
    package static func shown(_ text: String) -> String {
        let clean = TerminalText.sanitize(text)
        return clean.count > 40 ? String(clean.prefix(40)) + "…" : clean
    }
}
