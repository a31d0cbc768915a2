import Foundation
import KursCore
import TerminalUI

/// The styles panes draw with, so colour can be switched off in one place (`NO_COLOR`): without colour,
/// arrows and text carry the meaning and only bold / dim / reverse remain.
struct PaneTheme: Equatable, Sendable {
    /// Use colours (false under `NO_COLOR` or on terminals without colour).
    var colors: Bool
    /// Prefer ASCII forms where they exist: "+0.14%" instead of "▲ 0.14%", `_.-'^` sparklines, block charts.
    var ascii: Bool

    /// Colour of rises: ▲ changes, rising sparklines and charts (config `colors.up`, default green).
    var upColor: Color = .green
    /// Colour of falls: ▼ changes, falling sparklines and charts (config `colors.down`, default red).
    var downColor: Color = .red
    /// Colour of the focused pane's border (config `colors.accent`, default cyan).
    var accentColor: Color = .cyan

    /// A theme; defaults to colours on, Unicode forms, green / red / cyan.
    init(colors: Bool = true, ascii: Bool = false) {
        self.colors = colors
        self.ascii = ascii
    }

    /// A theme with config `colors`; a colour string that is not valid keeps that colour's default.
    /// `colors: false` (`NO_COLOR`) still draws no colour at all.
    init(colors: Bool, ascii: Bool, settings: ColorSettings) {
        self.init(colors: colors, ascii: ascii)
        upColor = Self.color(settings.up) ?? upColor
        downColor = Self.color(settings.down) ?? downColor
        accentColor = Self.color(settings.accent) ?? accentColor
    }

    /// The terminal colour for a config colour string: a name of `ColorSettings.names` (case-insensitive;
    /// "gray" is bright black) or a palette index "0"…"255"; nil for anything else.
    static func color(_ text: String) -> Color? {
        if let index = UInt8(text) { return .indexed(index) }
        switch text.lowercased() {
        case "default": return .default
        case "black": return .black
        case "red": return .red
        case "green": return .green
        case "yellow": return .yellow
        case "blue": return .blue
        case "magenta": return .magenta
        case "cyan": return .cyan
        case "white": return .white
        case "brightblack", "gray", "grey": return .brightBlack
        default: return nil
        }
    }

    /// The border of a pane: bold in the accent colour (cyan) when it has the keyboard focus (bold without
    /// colour), plain otherwise.
    func border(focused: Bool) -> Style {
        guard focused else { return .plain }
        return colors ? Style(foreground: accentColor, modifiers: .bold) : Style(modifiers: .bold)
    }

    /// Pane titles and section headings.
    var title: Style { Style(modifiers: .bold) }

    /// Labels and secondary text ("UAH per 1 unit", grid labels, axis labels).
    var label: Style { Style(modifiers: .dim) }

    /// The selected row of a focused list.
    var highlight: Style { Style(modifiers: .reverse) }

    /// Error text: red (bold without colour).
    var error: Style { colors ? Style(foreground: .red) : Style(modifiers: .bold) }

    /// A value that went up (`upColor`, green), down (`downColor`, red) or neither (plain); plain without colour.
    func change(_ direction: ChangeDirection) -> Style {
        guard colors else { return .plain }
        switch direction {
        case .up: return Style(foreground: upColor)
        case .down: return Style(foreground: downColor)
        case .flat: return .plain
        }
    }

    /// A percentage change as a styled span: "▲ 0.14%" in the up colour, "▼ 0.33%" in the down colour, "—" for nil
    /// (ASCII: "+0.14%" / "-0.33%").
    /// - Parameter percent: in percent (0.14 means 0.14 %).
    func changeSpan(_ percent: Decimal?) -> Span {
        let indicator = PercentFormat.change(percent, ascii: ascii)
        return Span(indicator.text, style: change(indicator.direction))
    }
}

/// Text shown for a value that is absent (never 0).
let absentValue = "—"
