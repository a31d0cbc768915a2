import TerminalUI

/// The `?` overlay listing the keys, drawn centred over the body.
enum HelpOverlay {
    static let lines = [
        "Keys",
        "↑/↓ j/k   move          PgUp/PgDn  page",
        "g/G       top/bottom    Tab        switch pane",
        "Enter     open coin     Esc/⌫/q    back",
        "/         filter coins  r          reload all",
        "m/Space   more/less     ?          this help",
        "q         quit          Ctrl-C     quit",
    ]

    static func render(area: Rect, buffer: inout Buffer) {
        let width = min(area.width, (lines.map { DisplayWidth.of($0) }.max() ?? 0) + 4)
        let height = min(area.height, lines.count + 2)
        let box = Rect(x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2,
                       width: width, height: height)
        buffer.fill(box, with: Cell(symbol: " ", width: 1, style: Style.plain.with(.reverse)))
        for (offset, line) in lines.enumerated() where offset + 1 < box.height {
            buffer.setString(x: box.x + 2, y: box.y + 1 + offset, line, style: Style.plain.with(.reverse),
                             maxWidth: box.width - 4)
        }
    }
}
