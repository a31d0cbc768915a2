import Foundation
import KursApp
import KursCore

/// Parses argv with the command table (`CommandTable`): once, purely; config defaults are applied afterwards
/// (`Parsed.applying(_:)`), not by parsing again.
enum CommandParser {
    /// A usage error: exit 2 with `message` on stderr (KursCore's, which the dashboard's input lines throw too).
    typealias UsageError = KursCore.UsageError

    /// The parse result: the command and the global `--offline` flag (accepted anywhere).
    struct Parsed: Equatable, Sendable {
        /// What to run.
        var command: Command
        /// `--offline` was given (anywhere on the line).
        var offline: Bool
        /// The long names of the command's options given on the line (what config defaults must not replace).
        var given: Set<String> = []

        /// Whether `option` was given on the line.
        func gave(_ option: OptionSpec) -> Bool { given.contains(option.name) }

        /// The command with `defaults` (the config's) for the options not given on the line (each command's
        /// `KursCommand.applying`: `coins` takes the config's vs currency and its top N or list of ids, `rates --source
        /// erapi` the config's base, `rates --compare` without codes the config's `currencies`).
        func applying(_ defaults: CommandDefaults) -> Parsed {
            guard case .run(let command) = command else { return self }
            var result = self
            result.command = .run(command.applying(defaults, gave: gave))
            return result
        }
    }

    /// Parses `arguments` without the program name, with the built-in defaults.
    /// - Throws: `UsageError` for unknown commands or flags, missing or bad values.
    static func parse(_ arguments: [String]) throws(UsageError) -> Parsed {
        var offline = false
        var rest: [String] = []
        var optionsEnded = false
        for argument in try normalized(arguments) {
            if argument == "--" { optionsEnded = true }
            if argument == CommandTable.offline.name && !optionsEnded { offline = true } else { rest.append(argument) }
        }
        guard let name = rest.first else { return Parsed(command: .dashboard, offline: offline) }
        let args = Array(rest.dropFirst())
        if args.prefix(while: { $0 != "--" }).contains(where: { CommandTable.help.name == $0 || CommandTable.help.short == $0 }) {
            guard CommandTable.command(named: name) != nil else { throw UsageError("unknown command '\(name)'") }
            return Parsed(command: .help(name), offline: offline)
        }
        if name == CommandTable.help.name || name == CommandTable.help.short {
            return Parsed(command: .help(nil), offline: offline)
        }
        if name == CommandTable.version.name || name == CommandTable.version.short {
            return Parsed(command: .version, offline: offline)
        }
        if name == CommandTable.helpCommand {
            if let topic = args.first, CommandTable.command(named: topic) == nil {
                throw UsageError("unknown command '\(topic)'")
            }
            return Parsed(command: .help(args.first), offline: offline)
        }
        if name == GeneratedFile.command {
            guard args.count == 1 else { throw UsageError("usage: kurs \(GeneratedFile.command) DIRECTORY") }
            return Parsed(command: .generate(directory: args[0]), offline: offline)
        }
        if name == RecordHistoryCommand.name {
            let (directory, observations) = try RecordHistoryCommand.arguments(args)
            return Parsed(command: .recordHistory(directory: directory, observations: observations), offline: true)
        }
        if name == HelperProcessTransfer.command {
            guard args.isEmpty else { throw UsageError("usage: kurs \(HelperProcessTransfer.command) (a request on stdin)") }
            return Parsed(command: .transfer, offline: offline)
        }
        guard let spec = CommandTable.command(named: name) else {
            if name.hasPrefix("-") { throw UsageError("unknown option '\(name)'; see 'kurs --help'") }
            throw UsageError("unknown command '\(name)'; see 'kurs --help'")
        }
        let read = try read(args, for: spec)
        return Parsed(command: try spec.parse(read), offline: offline, given: read.given)
    }

    /// Parses `arguments`, then applies `defaults` (`Parsed.applying(_:)`).
    /// - Throws: `UsageError` as `parse(_:)`.
    static func parse(_ arguments: [String], defaults: CommandDefaults) throws(UsageError) -> Parsed {
        try parse(arguments).applying(defaults)
    }

    /// The options and positional arguments of `spec`'s command line (after the command word): `--` ends the
    /// options; a value is checked against the option's allowed values.
    /// - Throws: an option `spec` lacks; a positional argument for a command that takes none; an option's
    ///   missing (end of line, or another option follows), empty or not allowed value.
    static func read(_ args: [String], for spec: CommandSpec) throws(UsageError) -> ParsedArguments {
        var result = ParsedArguments(command: spec.name)
        var rest = args[...]
        while let arg = rest.popFirst() {
            if arg == "--" {
                result.positionals += rest
                break
            }
            if arg.hasPrefix("--"), let equals = arg.firstIndex(of: "="), let option = spec.option(String(arg[..<equals])),
                option.takesValue
            {
                // `--flag=value`: the value is whatever follows "=", even when it starts with dashes.
                result.set(option, to: try checked(String(arg[arg.index(after: equals)...]), for: option, command: spec.name))
                continue
            }
            if let option = spec.option(arg) {
                guard option.takesValue else {
                    result.set(option)
                    continue
                }
                guard let value = rest.first, !value.hasPrefix("--") else {
                    throw UsageError("missing value for \(arg) in 'kurs \(spec.name)'")
                }
                rest.removeFirst()
                result.set(option, to: try checked(value, for: option, command: spec.name))
            } else if arg.hasPrefix("-") && !spec.isPositional(arg) || spec.arguments.isEmpty {
                throw unexpected(arg, command: spec.name)
            } else {
                result.positionals.append(arg)
            }
        }
        return result
    }

    /// `value` of `option`: not blank, and one of its allowed values (lower-cased) when it has a list.
    static func checked(_ value: String, for option: OptionSpec, command: String) throws(UsageError) -> String {
        guard !value.trimmingBlanks().isEmpty else { throw UsageError("empty value for \(option.name) in 'kurs \(command)'") }
        guard !option.allowedValues.isEmpty, !option.isList else { return value }
        guard option.allowedValues.contains(value.lowercased()) else {
            let allowed = option.allowedValues.joined(separator: option.allowedValues.count == 2 ? " or " : ", ")
            throw UsageError("unknown \(option.valueNoun) '\(shown(value))' (\(allowed))")
        }
        return value.lowercased()
    }

    /// "unknown option '-x' for 'kurs coin'" for an option, else "unexpected argument 'x' for 'kurs coin'".
    static func unexpected(_ arg: String, command: String) -> UsageError {
        if arg.hasPrefix("-") { return UsageError("unknown option '\(shown(arg))' for 'kurs \(command)'") }
        return UsageError("unexpected argument '\(shown(arg))' for 'kurs \(command)'")
    }

    /// The longest argument accepted, in characters (a status format with tmux styles fits easily).
    static let maxArgumentLength = 4096

    /// `arguments` checked (the command's parser reads `--flag=value` as the option and its value); from a `--` on
    /// (which ends the options, kept for the command's parser) the arguments are passed as they are.
    /// - Throws: an argument over `maxArgumentLength` characters; `--flag=value` for an option without a value
    ///   (in every command of the table); an option given twice ("option '--top' given twice").
    static func normalized(_ arguments: [String]) throws(UsageError) -> [String] {
        var result: [String] = []
        var seen: Set<String> = []
        var expectsValue = false
        var optionsEnded = false
        for argument in arguments {
            guard argument.unicodeScalars.count <= maxArgumentLength else {
                throw UsageError("argument too long (\(argument.unicodeScalars.count) characters; at most \(maxArgumentLength)): '\(shown(argument))'")
            }
            if argument == "--" && !expectsValue { optionsEnded = true }
            if optionsEnded {
                result.append(argument)
                continue
            }
            if expectsValue {  // the value of the option before, as is (a missing one is reported by the parser)
                expectsValue = false
                if !argument.hasPrefix("--") {
                    result.append(argument)
                    continue
                }
            }
            if let long = CommandTable.longNames[argument] {  // "-q" is "--quiet" given once more
                if !seen.insert(long).inserted { throw UsageError("option '\(shown(long))' given twice") }
                result.append(argument)
                expectsValue = CommandTable.valueOptionNames.contains(long)
                continue
            }
            guard argument.hasPrefix("--"), argument.count > 2 else {
                result.append(argument)
                continue
            }
            var name = argument
            var value: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
                guard CommandTable.valueOptionNames.contains(name) else { throw UsageError("option '\(shown(name))' takes no value") }
            }
            if !seen.insert(name).inserted { throw UsageError("option '\(shown(name))' given twice") }
            if value != nil {
                result.append(argument)
            } else {
                result.append(name)
                expectsValue = CommandTable.valueOptionNames.contains(name)
            }
        }
        return result
    }

    /// `text` as quoted in a message: control characters removed, at most 40 characters (then "…").
    static func shown(_ text: String) -> String { UsageError.shown(text) }
}
