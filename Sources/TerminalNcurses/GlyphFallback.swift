/// What a cell shows when the locale's character set (`LANG=C`, `POSIX`, an ISO-8859 locale) cannot encode
/// its glyph: ncurses would print "?" or an escape like `M-b~@`, so box lines, dots, dashes and arrows become
/// their ASCII look-alikes instead, and anything else one "?" per column. Always exactly `width` columns,
/// so the buffer's layout is kept.
enum GlyphFallback {
    /// The ASCII text for a cell `symbol` `width` columns wide (1 or 2) that the locale cannot encode.
    static func ascii(for symbol: String, width: Int) -> String {
        let columns = max(1, width)
        guard let first = symbol.unicodeScalars.first else { return String(repeating: " ", count: columns) }
        let look = lookalike(first) ?? "?"
        return look + String(repeating: columns == 1 || look != "?" ? " " : "?", count: columns - 1)
    }

    /// The one-column ASCII look-alike of `scalar`, or nil when it has none.
    static func lookalike(_ scalar: Unicode.Scalar) -> String? {
        let v = scalar.value
        if v < 0x80 { return String(Character(scalar)) }
        if let mapped = table[v] { return mapped }
        switch v {
        case 0x2500...0x257F: return boxDrawing(v)
        case 0x2580...0x259F: return "#"  // block elements (bars, shades)
        case 0x2800: return " "  // blank braille cell
        case 0x2801...0x28FF: return "*"  // braille chart dots
        case 0x2000...0x200A, 0x00A0, 0x202F, 0x205F, 0x3000: return " "
        default: return nil
        }
    }

    /// Box drawing: horizontal lines "-", vertical lines "|", corners and junctions "+".
    static func boxDrawing(_ v: UInt32) -> String {
        switch v {
        case 0x2500, 0x2501, 0x2504, 0x2505, 0x2508, 0x2509, 0x254C, 0x254D, 0x2550, 0x2574, 0x2576, 0x2578, 0x257A,
             0x257C, 0x257E:
            return "-"
        case 0x2502, 0x2503, 0x2506, 0x2507, 0x250A, 0x250B, 0x254E, 0x254F, 0x2551, 0x2575, 0x2577, 0x2579, 0x257B,
             0x257D, 0x257F:
            return "|"
        case 0x2571: return "/"
        case 0x2572: return "\\"
        case 0x2573: return "X"
        default: return "+"
        }
    }

    /// Punctuation, arrows, shapes and a few currency signs the panes use.
    static let table: [UInt32: String] = [
        0x00B7: ".", 0x2022: "*", 0x2026: "~", 0x2013: "-", 0x2014: "-", 0x2212: "-", 0x2010: "-", 0x2011: "-",
        0x2018: "'", 0x2019: "'", 0x201C: "\"", 0x201D: "\"", 0x00AB: "<", 0x00BB: ">", 0x00B0: "o",
        0x2190: "<", 0x2192: ">", 0x2191: "^", 0x2193: "v", 0x2194: "-", 0x2195: "|",
        0x25B2: "^", 0x25B3: "^", 0x25B4: "^", 0x25BC: "v", 0x25BD: "v", 0x25BE: "v", 0x25B6: ">", 0x25C0: "<",
        0x25CF: "o", 0x25CB: "o", 0x2713: "v", 0x2717: "x", 0x26A0: "!",
        0x20AC: "E", 0x00A3: "L", 0x00A5: "Y", 0x20B4: "H", 0x20BD: "R", 0x20B9: "R", 0x20BF: "B", 0x20A9: "W",
        0x00D7: "x", 0x00F7: "/", 0x00B1: "+",
    ]
}
