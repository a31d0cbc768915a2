public import Foundation
public import KursCore
public import TerminalUI

/// The styles panes draw with, so colour can be switched off in one place (`NO_COLOR`): without colour,
/// arrows and text carry the meaning and only bold / dim / reverse remain.
public struct PaneTheme: Equatable, Sendable {
    /// Use colours (false under `NO_COLOR` or on terminals without colour).
    public var colors: Bool
    /// Prefer ASCII forms where they exist: "+0.14%" instead of "▲ 0.14%", `_.-'^` sparklines, block charts.
    public var ascii: Bool

    /// A theme; defaults to colours on, Unicode forms.
    public init(colors: Bool = true, ascii: Bool = false) {
        self.colors = colors
        self.ascii = ascii
    }

    /// The border of a pane: bold cyan when it has the keyboard focus (bold without colour), plain otherwise.
    public func border(focused: Bool) -> Style {
        guard focused else { return .plain }
        return colors ? Style(foreground: .cyan, modifiers: .bold) : Style(modifiers: .bold)
    }

    /// Pane titles and section headings.
    public var title: Style { Style(modifiers: .bold) }

    /// Labels and secondary text ("UAH per 1 unit", grid labels, axis labels).
    public var label: Style { Style(modifiers: .dim) }

    /// The selected row of a focused list.
    public var highlight: Style { Style(modifiers: .reverse) }

    /// Error text: red (bold without colour).
    public var error: Style { colors ? Style(foreground: .red) : Style(modifiers: .bold) }

    /// A value that went up (green), down (red) or neither (plain); plain without colour.
    public func change(_ direction: ChangeDirection) -> Style {
        guard colors else { return .plain }
        switch direction {
        case .up: return Style(foreground: .green)
        case .down: return Style(foreground: .red)
        case .flat: return .plain
        }
    }

    /// A percentage change as a styled span: "▲ 0.14%" green, "▼ 0.33%" red, "—" for nil
    /// (ASCII: "+0.14%" / "-0.33%").
    /// - Parameter percent: in percent (0.14 means 0.14 %).
    public func changeSpan(_ percent: Decimal?) -> Span {
        let indicator = PercentFormat.change(percent, ascii: ascii)
        return Span(indicator.text, style: change(indicator.direction))
    }
}

/// Text shown for a value that is absent (never 0).
let absentValue = "—"
