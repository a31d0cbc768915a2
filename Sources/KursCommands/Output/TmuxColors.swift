import Foundation
import KursCore

/// A status line for tmux without colours (`--tmux` with `NO_COLOR`): `#` in data still doubled, but no
/// `#[fg=…]` styles from kurs. Styles written in the format itself are kept.
enum TmuxColors {
    /// The styles `StatusTemplate.render(…mode: .tmux)` adds around changes.
    static let styles = ["#[fg=green]", "#[fg=red]", "#[default]"]

    /// `template` rendered in tmux mode with kurs's own colour styles left out; nil when there is no data (as
    /// `render`). The literal text is swapped for markers while rendering, so styles in it are never touched.
    static func renderUncoloured(_ template: StatusTemplate, data: StatusData, now: Date) -> String? {
        var literals: [String] = []
        let marked = StatusTemplate(segments: template.segments.map { segment in
            guard case .literal(let text) = segment else { return segment }
            literals.append(text)
            return .literal("\u{E000}\(literals.count - 1)\u{E001}")
        })
        guard let line = marked.render(data: data, now: now, mode: .tmux) else { return nil }
        var out = ""
        var rest = Substring(stripStyles(line))
        while let open = rest.firstIndex(of: "\u{E000}") {
            out += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "\u{E001}"), let index = Int(rest[afterOpen..<close]),
                literals.indices.contains(index)
            else { break }
            out += literals[index]
            rest = rest[rest.index(after: close)...]
        }
        out += rest
        while out.last?.isWhitespace == true { out.removeLast() }
        return out
    }

    /// `text` (values escaped, literals replaced by markers) without kurs's styles; "##" pairs are kept whole.
    static func stripStyles(_ text: String) -> String {
        var out = ""
        var rest = Substring(text)
        while let hash = rest.firstIndex(of: "#") {
            out += rest[..<hash]
            let tail = rest[hash...]
            if tail.hasPrefix("##") {
                out += "##"
                rest = tail.dropFirst(2)
            } else if let style = styles.first(where: { tail.hasPrefix($0) }) {
                rest = tail.dropFirst(style.count)
            } else {
                out += "#"
                rest = tail.dropFirst()
            }
        }
        return out + rest
    }
}
