/// The bash, zsh and fish completions, made from the command table: the commands with their abstracts, each
/// command's options (values from their allowed lists, comma-separated lists item by item), its first argument's
/// allowed words, and `help COMMAND`.
enum ShellCompletion {
    /// The first line after each file's own: where it came from.
    static let generatedNote = "# Generated from the command table (Sources/KursCommands/Table/CommandTable.swift) by `make generate`; do not edit."

    /// The command names, then "help".
    static var commandNames: [String] { CommandTable.commands.map(\.name) + [CommandTable.helpCommand] }

    /// The allowed words of `spec`'s first argument (a subcommand or pane name); empty when it takes anything.
    static func firstArgumentWords(_ spec: CommandSpec) -> [String] { spec.arguments.first?.allowedValues ?? [] }

    /// `text` inside single quotes for a shell (`'` closed, escaped, reopened).
    static func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'" }
}
