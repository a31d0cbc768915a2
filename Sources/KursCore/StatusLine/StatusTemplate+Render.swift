package import Foundation

extension StatusTemplate {
    /// The status line for `data` at `now`, or nil when the template reads data but none of its placeholders
    /// has a value and `data` holds nothing of any source they read (the caller prints "kurs: no data yet"). When
    /// a source is there but lacks the value (`{mono:GBP:buy}`: Monobank quotes GBP with a cross rate only), the
    /// line is drawn with "?", as it is beside other values. A template without data placeholders (literal text,
    /// `{age}`) always renders.
    ///
    /// The line has no line break and no trailing spaces. Literal text is kept as written (tmux `#[…]` styles
    /// included). Values are ASCII apart from "▲", "▼", "°" and currency symbols such as "€" (all one column
    /// except in East Asian "ambiguous is wide" setups); no emoji or wide characters ever come from data.
    /// A missing value shows `StatusFormat.missingValue` ("?"). `{age}` is the age of the oldest value shown
    /// (`StatusAge.compact`), "?" when no value is shown.
    /// - Parameter mode: `.tmux` doubles `#` in values and colours changes green (up) / red (down).
    package func render(data: StatusData, now: Date, mode: StatusRenderMode = .plain) -> String? {
        let values = resolvedValues(data: data, now: now)
        let shown = values.values.compactMap { $0 }
        if !values.isEmpty && shown.isEmpty && !data.holdsAny(of: requiredSources) { return nil }
        let age = shown.map(\.fetchedAt).min().map { StatusAge.compact(from: $0, now: now) }
        var line = ""
        for segment in segments {
            switch segment {
            case .literal(let text):
                line += text
            case .placeholder(.age):
                line += Self.written(StatusValue.Text(age ?? StatusFormat.missingValue), mode: mode)
            case .placeholder(let placeholder):
                let value = values[placeholder] ?? nil
                line += Self.written(value.map(StatusValue.Text.init) ?? StatusValue.Text(StatusFormat.missingValue),
                    mode: mode)
            }
        }
        // Without trailing spaces. Not `String(line.reversed()…)`: that generic path looks up its types at run
        // time (1.5 of `kurs status`'s 15 million instructions, measured).
        guard let last = line.lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(line[...last])
    }

    /// Whether at least one data placeholder of the template has a value in `data` (at `now`, which picks the
    /// forecast hour). False for a template without data placeholders.
    package func hasAnyData(in data: StatusData, now: Date) -> Bool {
        resolvedValues(data: data, now: now).values.contains { $0 != nil }
    }

    /// Each data placeholder (not `{age}`) with its value or nil.
    func resolvedValues(data: StatusData, now: Date) -> [StatusPlaceholder: StatusValue?] {
        var values: [StatusPlaceholder: StatusValue?] = [:]
        for placeholder in placeholders where placeholder != .age && values[placeholder] == nil {
            values[placeholder] = .some(StatusValue.resolve(placeholder, in: data, now: now))
        }
        return values
    }

    /// A value's text as written in `mode`.
    static func written(_ value: StatusValue.Text, mode: StatusRenderMode) -> String {
        let text = StatusText.narrow(value.text)
        guard mode == .tmux else { return text }
        let escaped = StatusText.tmuxEscaped(text)
        switch value.direction {
        case .up?: return "#[fg=green]" + escaped + "#[default]"
        case .down?: return "#[fg=red]" + escaped + "#[default]"
        case .flat?, nil: return escaped
        }
    }
}

extension StatusValue {
    /// The part of a value that is written: text and direction.
    struct Text {
        var text: String
        var direction: ChangeDirection?

        init(_ text: String) {
            self.text = text
            self.direction = nil
        }

        init(_ value: StatusValue) {
            self.text = value.text
            self.direction = value.direction
        }
    }
}
