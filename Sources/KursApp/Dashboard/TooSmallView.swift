import TerminalUI

/// The screen shown below 60×15 instead of the dashboard.
enum TooSmallView {
    static func render(size: TerminalSize, area: Rect, buffer: inout Buffer) {
        let minimum = TerminalSize.minimum
        let lines = [
            "terminal too small",
            "\(size.width)x\(size.height), need \(minimum.width)x\(minimum.height)",
            "q quits",
        ]
        let top = area.y + max(0, (area.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() {
            let width = DisplayWidth.of(line)
            let x = area.x + max(0, (area.width - width) / 2)
            buffer.setString(x: x, y: top + offset, line, style: offset == 0 ? Style.plain.with(.bold) : .plain)
        }
    }
}
