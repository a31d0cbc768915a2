import TerminalUI

/// Maps `Style` colours to ncurses colour numbers and allocates colour pairs on demand, one per distinct
/// (foreground, background), cached. Pure bookkeeping: the session calls `init_pair` for new pairs.
struct ColorPalette {
    /// Colours the terminal supports (ncurses `COLORS`); 0 disables colour (NO_COLOR or a mono terminal).
    let colorCount: Int
    /// Pairs the terminal supports (ncurses `COLOR_PAIRS`).
    let pairLimit: Int
    private var pairs: [Pair: Int16] = [:]
    private var nextPair: Int16 = 1

    struct Pair: Hashable {
        var foreground: Int16
        var background: Int16
    }

    init(colorCount: Int, pairLimit: Int) {
        self.colorCount = colorCount
        self.pairLimit = pairLimit
    }

    /// The ncurses colour number for `color`: -1 for the terminal default, 0–7 basic, 8 bright black
    /// (0 on 8-colour terminals), palette indices folded into range on smaller palettes.
    func number(for color: Color) -> Int16 {
        switch color {
        case .default: return -1
        case .black: return 0
        case .red: return 1
        case .green: return 2
        case .yellow: return 3
        case .blue: return 4
        case .magenta: return 5
        case .cyan: return 6
        case .white: return 7
        case .brightBlack: return colorCount > 8 ? 8 : 0
        case .indexed(let index): return Int(index) < colorCount ? Int16(index) : Int16(Int(index) % 8)
        }
    }

    /// The pair number for `style`'s colours and, when it is new, the (fg, bg) to pass to `init_pair`.
    /// Pair 0 (the terminal's defaults) is used when colour is off, for default/default, or when pairs run out.
    mutating func pair(for style: Style) -> (number: Int16, new: Pair?) {
        guard colorCount > 0 else { return (0, nil) }
        let key = Pair(foreground: number(for: style.foreground), background: number(for: style.background))
        if key.foreground == -1 && key.background == -1 { return (0, nil) }
        if let existing = pairs[key] { return (existing, nil) }
        guard Int(nextPair) < min(pairLimit, Int(Int16.max)) else { return (0, nil) }
        let number = nextPair
        nextPair += 1
        pairs[key] = number
        return (number, key)
    }

    /// Forgets every pair (after a restart of colour, e.g. when the terminal is re-initialised).
    mutating func reset() {
        pairs = [:]
        nextPair = 1
    }
}
