/// A terminal colour. `.default` is the terminal's own foreground or background.
/// The eight basic colours map to ncurses' COLOR_* 0–7; `.indexed` is a 256-colour palette index.
public enum Color: Equatable, Hashable, Sendable {
    case `default`
    case black, red, green, yellow, blue, magenta, cyan, white
    case brightBlack
    case indexed(UInt8)
}

/// Text attributes, combinable (`[.bold, .reverse]`).
public struct Modifiers: OptionSet, Hashable, Sendable {
    /// The bit mask of attributes.
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Bold text.
    public static let bold = Modifiers(rawValue: 1 << 0)
    /// Dim (faint) text.
    public static let dim = Modifiers(rawValue: 1 << 1)
    /// Italic text.
    public static let italic = Modifiers(rawValue: 1 << 2)
    /// Underlined text.
    public static let underline = Modifiers(rawValue: 1 << 3)
    /// Reverse video: foreground and background swapped.
    public static let reverse = Modifiers(rawValue: 1 << 4)
}

/// How a cell is drawn: foreground, background and modifiers.
public struct Style: Equatable, Hashable, Sendable {
    /// Text colour.
    public var foreground: Color
    /// Background colour.
    public var background: Color
    /// Text attributes.
    public var modifiers: Modifiers

    /// A style with the given colours and modifiers (default: the terminal's own look).
    public init(foreground: Color = .default, background: Color = .default, modifiers: Modifiers = []) {
        self.foreground = foreground
        self.background = background
        self.modifiers = modifiers
    }

    /// The terminal's default look.
    public static let plain = Style()

    /// This style with foreground `color`.
    public func fg(_ color: Color) -> Style { var s = self; s.foreground = color; return s }
    /// This style with background `color`.
    public func bg(_ color: Color) -> Style { var s = self; s.background = color; return s }
    /// This style with `modifiers` added to its own.
    public func with(_ modifiers: Modifiers) -> Style { var s = self; s.modifiers.formUnion(modifiers); return s }
}

extension Style {
    /// `self` overlaid with `other`: `other`'s non-default colours replace ours, modifiers are combined.
    /// Used to layer a span's style over a row's, and a highlight over both.
    public func patched(with other: Style) -> Style {
        Style(
            foreground: other.foreground == .default ? foreground : other.foreground,
            background: other.background == .default ? background : other.background,
            modifiers: modifiers.union(other.modifiers)
        )
    }
}
