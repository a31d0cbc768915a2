import Foundation
import KursApp
import KursCore

/// `Resources/kurs.1`, made from the command table: the SYNOPSIS, OPTIONS, COMMANDS (each command's discussion
/// and options) and EXAMPLES come from `CommandTable`; DESCRIPTION and the closing sections are prose
/// (`ManPage+Text.swift`).
enum ManPage {
    /// The whole man page (roff).
    static var text: String {
        var lines = [
            #".TH KURS 1 "2026" "kurs" "User Commands""#, ".nh",
        ] + asciiFallbacks.map(fallbackRequest) + [
            ".SH NAME",
            #"kurs \- terminal dashboard for bank rates, currency conversion, coins and weather"#, ".SH SYNOPSIS",
            ".B kurs", synopsis("[\(CommandTable.offline.name)]"),
        ]
        for spec in CommandTable.commands {
            lines += [".br", ".B kurs \(spec.name)", synopsis(String(spec.synopsis.dropFirst(spec.name.count + 1)))]
        }
        lines += [".br", ".B kurs", synopsis("--help | COMMAND --help | --version")]
        lines.append(description)
        lines.append(".SH OPTIONS")
        lines += option(CommandTable.offline, note: " Accepted anywhere.")
        lines += option(CommandTable.help, note: " \\fBkurs COMMAND \\-\\-help\\fR for one command.")
        lines += option(CommandTable.version)
        lines.append(".SH COMMANDS")
        for spec in CommandTable.commands {
            lines += [".TP", ".B " + escaped(([spec.name] + spec.arguments.compactMap(\.synopsis)).joined(separator: " "))]
            lines += spec.discussion.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? ".sp" : escaped(String($0)) }
            guard !spec.options.isEmpty else { continue }
            lines.append(".RS")
            for option in spec.options { lines += self.option(option) }
            lines.append(".RE")
        }
        lines += keysSection()
        lines.append(closingSections)
        lines += [".SH EXAMPLES", ".nf"] + HelpText.examples.map(escaped) + [".fi"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// KEYS: the key binding table (`KeyHelp.lines`) with the default keys, one ".TP" per line under its
    /// context's heading.
    static func keysSection() -> [String] {
        var lines = [".SH KEYS", "In the dashboard and in \\fBkurs pane\\fR (\\fB?\\fR shows them; the config's \\fBkeys\\fR"
            + " rebinds the keys that have a name there):"]
        for line in KeyHelp.lines(KeyMap()) {
            let keys = line.keys.trimmingBlanks()
            if line.action.isEmpty {
                lines += [".PP", escaped(keys + ":")]
            } else {
                lines += [".TP 16", ".B " + escaped(keys), escaped(line.action.prefix(1).uppercased() + line.action.dropFirst() + ".")]
            }
        }
        return lines
    }

    /// ".TP", the option in bold (with its short spelling and value), its help.
    static func option(_ option: OptionSpec, note: String = "") -> [String] {
        let names = option.short.map { "\(option.name), \($0)" } ?? option.name
        let value = option.synopsis.dropFirst(option.name.count)
        return [".TP", synopsis(names + value), escaped(option.help) + "." + note]
    }

    /// `text` with its options (`--json`) in bold, escaped for roff; a dash inside a word ("privatbank-card") is
    /// not an option.
    static func synopsis(_ text: String) -> String {
        let regex = try! NSRegularExpression(pattern: "(?<![A-Za-z0-9-])--?[a-zA-Z][a-z-]*")
        var result = ""
        var rest = text.startIndex
        for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let range = Range(match.range, in: text) else { continue }
            result += escaped(String(text[rest..<range.lowerBound])) + "\\fB" + escaped(String(text[range])) + "\\fR"
            rest = range.upperBound
        }
        return result + escaped(String(text[rest...]))
    }

    /// What an ASCII terminal's `man` (groff's `-Tascii`, e.g. under `LANG=C`) shows for the page's characters that
    /// device has no glyph for (it would drop them with a warning): each becomes a `.fchar`, a fallback groff uses only
    /// where the glyph is missing, so a UTF-8 terminal still shows "↑". The others the page uses (—, ×, ±, ←, →)
    /// groff's ASCII device draws itself ("--", "x", "+-", "<-", "->"). `.nh` above them: no word is hyphenated ("$XDG_CON-FIG_HOME").
    static let asciiFallbacks: KeyValuePairs<Unicode.Scalar, String> = [
        "\u{00B0}": "", "\u{2026}": "...", "\u{2191}": "Up", "\u{2193}": "Down", "\u{2605}": "*",
    ]

    /// The `.fchar` request for one of `asciiFallbacks`: `.fchar \[u2026] ...` (nothing after it for "").
    static func fallbackRequest(_ fallback: (key: Unicode.Scalar, value: String)) -> String {
        #".fchar \[u"# + String(format: "%04X", fallback.key.value) + "]" + (fallback.value.isEmpty ? "" : " " + fallback.value)
    }

    /// `text` for roff: backslashes and dashes escaped, characters beyond ASCII as `\[uXXXX]`, a leading "." or
    /// "'" guarded with `\&`.
    static func escaped(_ text: String) -> String {
        var result = text.hasPrefix(".") || text.hasPrefix("'") ? "\\&" : ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\e"
            case "-": result += "\\-"
            case _ where scalar.isASCII: result.unicodeScalars.append(scalar)
            default: result += "\\[u" + String(format: "%04X", scalar.value) + "]"
            }
        }
        return result
    }
}
