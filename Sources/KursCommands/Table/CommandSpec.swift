/// One `kurs` command as the command table declares it (shaped like swift-argument-parser's
/// `CommandConfiguration`): the parser, `--help`, the man page and the shell completions are all made from it.
struct CommandSpec: Sendable {
    /// The command word, e.g. "rates".
    let name: String
    /// One line for completion menus, e.g. "PrivatBank or open.er-api rates".
    let abstract: String
    /// The positional arguments, in order.
    var arguments: [ArgumentSpec] = []
    /// The options the command takes (the global ones, `CommandTable.globalOptions`, come on top).
    var options: [OptionSpec] = []
    /// The `--help` text between the usage line and the options, hard-wrapped; the man page refills it.
    var discussion: String = ""
    /// Command lines shown under "Examples:".
    var examples: [String] = []
    /// Whether an argument starting with "-" is positional rather than an option (a negative amount or latitude).
    var isPositional: @Sendable (String) -> Bool = { _ in false }
    /// The command from the parsed line. - Throws: `CommandParser.UsageError` for bad or missing arguments.
    let parse: @Sendable (ParsedArguments) throws(CommandParser.UsageError) -> Command

    /// "rates [--source privatbank|erapi] [--base CODE] [--card] [--json]": the arguments, then the options
    /// (mutually exclusive ones as `[--mid|--bank]`).
    var synopsis: String {
        var words = [name] + arguments.compactMap(\.synopsis)
        var index = options.startIndex
        while index < options.endIndex {
            let group = options[index...].prefix { $0.excludes == options[index].excludes && $0.excludes != nil }
            let members = group.isEmpty ? options[index...index] : group
            words.append("[" + members.map(\.synopsis).joined(separator: "|") + "]")
            index = members.endIndex
        }
        return words.joined(separator: " ")
    }

    /// The option spelled `word` ("--top" or "-q"), if this command has it.
    func option(_ word: String) -> OptionSpec? { options.first { $0.name == word || $0.short == word } }
}

/// A positional argument of a command.
struct ArgumentSpec: Sendable {
    /// The value name, e.g. "AMOUNT", "CITY|LAT,LON".
    let valueName: String
    /// What it is, for the completions ("amount", "CoinGecko id").
    let help: String
    /// The words it can be (a subcommand or pane name); empty: anything.
    var allowedValues: [String] = []
    /// It may be left out (`[CITY|LAT,LON]`).
    var isOptional = false
    /// How it shows in the synopsis; nil: the allowed values joined with "|", else the value name (in brackets
    /// when optional). `hidden` leaves it out of the synopsis.
    var synopsisText: String?
    /// Left out of the synopsis (pane's ID, which the pane name's synopsis already shows).
    var hidden = false

    /// The word in the synopsis, nil when hidden.
    var synopsis: String? {
        guard !hidden else { return nil }
        let text = synopsisText ?? (allowedValues.isEmpty ? valueName : allowedValues.joined(separator: "|"))
        return isOptional ? "[\(text)]" : text
    }
}

/// An option of a command: a flag (`--json`) or an option with a value (`--top N`).
struct OptionSpec: Sendable {
    /// The long name with its dashes, e.g. "--top".
    let name: String
    /// A one-letter spelling, e.g. "-q"; nil: none.
    var short: String?
    /// The value's name ("N", "CODE"); nil: a flag without a value.
    var valueName: String?
    /// The values it accepts (checked by the parser, offered by the completions); empty: any.
    var allowedValues: [String] = []
    /// The value is a comma-separated list of `allowedValues` (checked by the command, completed item by item).
    var isList = false
    /// What the value is called in "unknown source 'x' (privatbank or erapi)".
    var valueNoun: String = "value"
    /// One line for `--help`, the man page and the completions.
    var help: String
    /// Options sharing this group name exclude each other (`--mid`, `--bank`); nil: none.
    var excludes: String?

    /// "--top N", "--source privatbank|erapi", "--json".
    var synopsis: String {
        guard let valueName else { return name }
        return "\(name) \(allowedValues.isEmpty || isList ? valueName : allowedValues.joined(separator: "|"))"
    }

    /// Whether the option takes a value.
    var takesValue: Bool { valueName != nil }

    /// The same option (read as one) with another line of help, for a command that says more about it.
    func helping(_ text: String) -> OptionSpec {
        var option = self
        option.help = text
        return option
    }
}

/// A command line as the command table read it: which options were given with which values, and the
/// positional arguments in order. Made by `CommandParser.read`; each command's `parse` makes its `Command`.
/// An option is read through its declaration (`has(_:)`, `value(of:)`), never by a spelled name: the spec and the
/// parse refer to one `OptionSpec`, so a misspelt option does not compile.
struct ParsedArguments: Equatable, Sendable {
    /// The command word.
    var command: String
    /// The long names of the flags given (short spellings already mapped to them).
    private var flags: Set<String> = []
    /// The values of the options given, by long name.
    private var values: [String: String] = [:]
    /// The positional arguments, including those after `--`.
    var positionals: [String] = []

    /// An empty line of `command`.
    init(command: String) { self.command = command }

    /// Whether `option` (a flag, or an option with a value) was given.
    func has(_ option: OptionSpec) -> Bool { flags.contains(option.name) || values[option.name] != nil }

    /// The value given for `option`; nil when it was not given.
    func value(of option: OptionSpec) -> String? { values[option.name] }

    /// The long names of the options given (what config defaults must not replace).
    var given: Set<String> { flags.union(values.keys) }

    /// Records flag `option` as given.
    mutating func set(_ option: OptionSpec) { flags.insert(option.name) }

    /// Records `value` for `option`.
    mutating func set(_ option: OptionSpec, to value: String) { values[option.name] = value }
}
