import KursCore

/// The last line of defence before a one-shot command's text leaves the process: every API key is replaced by
/// "REDACTED" on stdout and stderr (`SecretRedactor`), and stderr text is sanitized for the terminal
/// (`TerminalText.sanitize`: one line for `note`, line breaks kept for `rawNote`). stdout is only redacted: its
/// tables and JSON are made safe where they are built (`TextTable`, `JSONValue`), and a TSV keeps its tabs.
final class RedactingOutput: CommandOutput {
    let base: any CommandOutput
    let redactor: SecretRedactor

    init(_ base: any CommandOutput, redactor: SecretRedactor) {
        self.base = base
        self.redactor = redactor
    }

    var isTerminal: Bool { base.isTerminal }
    func write(_ text: String) { base.write(redactor.redact(text)) }
    func note(_ text: String) { base.note(redactor.redact(TerminalText.sanitize(text))) }
    func rawNote(_ text: String) { base.rawNote(redactor.redact(TerminalText.sanitize(text, keepingNewlines: true))) }
}
