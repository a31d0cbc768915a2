import KursCore

/// The help overlay's lines and the status-bar hints, both from `KeyBinding.table` with the keys in force.
package enum KeyHelp {
    /// One help line: the keys, and what they do (a heading has no keys text of its own: `action` empty).
    package struct Line: Equatable, Sendable {
        /// The keys ("↑/↓  k/j"), or a heading's text.
        package var keys: String
        /// What they do; empty for a heading.
        package var action: String
    }

    /// Every binding, one line per (context, help text), in table order, each context after the first under its
    /// heading (indented).
    package static func lines(_ keyMap: KeyMap) -> [Line] {
        var lines: [Line] = []
        for context in KeyContext.allCases {
            let bindings = KeyBinding.table.filter { $0.context == context }
            guard !bindings.isEmpty else { continue }
            let indent = context.heading == nil ? "" : "  "
            if let heading = context.heading { lines.append(Line(keys: heading, action: "")) }
            var seen: [String] = []
            for binding in bindings where !seen.contains(binding.help) {
                seen.append(binding.help)
                let row = bindings.filter { $0.help == binding.help }
                lines.append(Line(keys: indent + keysText(row, keyMap), action: binding.help))
            }
        }
        return lines
    }

    /// The keys of one help line, column by column: the bindings' first keys joined with "/", then their second
    /// keys, … ("↑/↓  k/j", "K/J  +/-", "Esc  Backspace"); a label repeated in a column is written once (the
    /// "1-6" of six range bindings).
    static func keysText(_ row: [KeyBinding], _ keyMap: KeyMap) -> String {
        let labels = row.map { $0.keysText.map { [$0] } ?? keyMap.keyLabels(of: $0, fixedFirst: true) }
        let columns = (0..<(labels.map(\.count).max() ?? 0)).map { index in
            var seen: Set<String> = []
            return labels.compactMap { $0.indices.contains(index) ? $0[index] : nil }
                .filter { seen.insert($0).inserted }.joined(separator: "/")
        }
        return columns.joined(separator: "  ")
    }

    /// The status-bar hints of `contexts` (the screen's own context first): "f/t currency  s swap  m mode".
    static func hints(_ contexts: [KeyContext], _ keyMap: KeyMap) -> String {
        var words: [(word: String, keys: [String])] = []
        for context in contexts {
            for binding in KeyBinding.table where binding.context == context {
                guard let word = binding.hint else { continue }
                let key = binding.keysText ?? keyMap.keyLabels(of: binding).first ?? "?"
                if let index = words.firstIndex(where: { $0.word == word }) {
                    if !words[index].keys.contains(key) { words[index].keys.append(key) }
                } else {
                    words.append((word, [key]))
                }
            }
        }
        return words.map { "\($0.keys.joined(separator: "/")) \($0.word)" }.joined(separator: "  ")
    }

    /// The bindings as Markdown: one table per context (its heading in bold above it), keys in code spans.
    package static func markdown(_ keyMap: KeyMap) -> String {
        var text = "**Dashboard** (the rates and coin lists; r, R, ?, q work on every screen)\n\n"
        var table: [String] = []
        func flush() {
            guard !table.isEmpty else { return }
            text += "| key | does |\n|---|---|\n" + table.joined(separator: "\n") + "\n\n"
            table = []
        }
        for line in lines(keyMap) {
            let keys = line.keys.trimmingBlanks()
            if line.action.isEmpty {
                flush()
                text += "**\(keys)**\n\n"
            } else {
                let spans = keys.components(separatedBy: "  ").map { "`\($0.replacingOccurrences(of: "|", with: "\\|"))`" }
                table.append("| \(spans.joined(separator: " ")) | \(line.action) |")
            }
        }
        flush()
        return text
    }
}
