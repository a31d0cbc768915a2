import KursCore
import TerminalUI

/// Draws the open currency picker: a bordered box titled "From currency" / "To currency" with the search
/// line ("› zlo▏", or a hint while empty) and the matches below it, the highlighted one in reverse video.
struct ConverterPickerView {
    var picker: CurrencyPicker
    var theme: PaneTheme

    var title: String { picker.target == .from ? "From currency" : "To currency" }

    /// The boxed picker over `area`.
    func render(area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        Clear().render(area: area, buffer: &buffer)
        let block = Block(title: Line(title), borderStyle: theme.border(focused: true), titleStyle: theme.title)
        block.render(area: area, buffer: &buffer)
        drawList(in: block.inner(area).inset(horizontal: 1, vertical: 0), buffer: &buffer)
    }

    /// The picker filling `area` without a box (compact panes).
    func renderCompact(area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        Clear().render(area: area, buffer: &buffer)
        drawList(in: area, buffer: &buffer, prefix: (picker.target == .from ? "From" : "To") + " › ")
    }

    func drawList(in area: Rect, buffer: inout Buffer, prefix: String = "› ") {
        guard !area.isEmpty else { return }
        var search = [Span(prefix, style: theme.label)]
        if picker.query.isEmpty {
            search.append(Span(" ", style: theme.highlight))
            search.append(Span(" code, name or country", style: theme.label))
        } else {
            search += [Span(picker.query), Span(" ", style: theme.highlight)]
        }
        buffer.setLine(x: area.x, y: area.y, Line(search).truncated(to: area.width), maxWidth: area.width)
        let rows = area.height - 1
        guard rows > 0 else { return }
        if picker.items.isEmpty {
            let text = "no currency matches '\(picker.query)'"
            buffer.setString(x: area.x, y: area.y + 1, DisplayWidth.truncate(text, to: area.width),
                             style: theme.label, maxWidth: area.width)
            return
        }
        let offset = max(0, min(picker.selected - rows + 1, picker.items.count - rows))
        for (row, index) in (offset..<min(picker.items.count, offset + rows)).enumerated() {
            let y = area.y + 1 + row
            let line = itemLine(picker.items[index]).truncated(to: area.width)
            if index == picker.selected {
                buffer.setString(x: area.x, y: y, String(repeating: " ", count: area.width), style: theme.highlight)
                buffer.setLine(x: area.x, y: y, line.patchingStyle(under: theme.highlight), maxWidth: area.width)
            } else {
                buffer.setLine(x: area.x, y: y, line, maxWidth: area.width)
            }
        }
    }

    /// "1 USD $   US Dollar", "PLN zł   Polish Zloty", "TWD $   New Taiwan Dollar · Taiwan".
    func itemLine(_ item: CurrencyPicker.Item) -> Line {
        let symbol = CurrencySymbols.symbol(for: item.code).map { " " + $0 } ?? ""
        let head = item.code.rawValue + symbol
        var spans: [Span] = []
        if let number = item.quickPick { spans.append(Span("\(number) ", style: theme.label)) }
        spans.append(Span(head + String(repeating: " ", count: max(1, 8 - DisplayWidth.of(head)))))
        spans.append(Span(item.name))
        if let detail = item.detail { spans.append(Span(" · " + detail, style: theme.label)) }
        return Line(spans)
    }
}
