/// Config `colors`: the colour of rises, falls and accents (focused borders, headings).
/// A colour is a name from `ColorSettings.names` or a 256-colour palette index written as a string ("208").
package struct ColorSettings: Equatable, Sendable, Decodable {
    /// Colour of a value that went up (default "green").
    package var up: String
    /// Colour of a value that went down (default "red").
    package var down: String
    /// Accent colour: focused pane border, titles (default "cyan").
    package var accent: String

    /// Colours; the defaults are green, red, cyan.
    package init(up: String = "green", down: String = "red", accent: String = "cyan") {
        self.up = up
        self.down = down
        self.accent = accent
    }

    /// The colour names accepted (terminal's basic palette; "default" is the terminal's own colour).
    package static let names = [
        "default", "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white", "brightBlack", "gray",
    ]

    /// Whether `color` is a known name (case-insensitive) or a palette index 0…255.
    package static func isValid(_ color: String) -> Bool {
        if let index = Int(color) { return (0...255).contains(index) }
        // The names are ASCII: ASCII text is compared byte by byte, case folded (Foundation's comparison went through
        // CoreFoundation at every start); other text as before.
        guard color.utf8.allSatisfy({ $0 < 0x80 }) else {
            return names.contains { $0.caseInsensitiveCompare(color) == .orderedSame }
        }
        func lowercased(_ byte: UInt8) -> UInt8 { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte }
        return names.contains { name in name.utf8.elementsEqual(color.utf8) { lowercased($0) == lowercased($1) } }
    }

    private enum CodingKeys: String, CodingKey { case up, down, accent }

    static let shape = ConfigShape.object(["up": .string, "down": .string, "accent": .string])

    /// Decodes `colors`; absent members take their defaults. Throws `DecodingError` on a wrong type.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = ColorSettings()
        up = try container.decodeIfPresent(String.self, forKey: .up) ?? defaults.up
        down = try container.decodeIfPresent(String.self, forKey: .down) ?? defaults.down
        accent = try container.decodeIfPresent(String.self, forKey: .accent) ?? defaults.accent
    }
}
