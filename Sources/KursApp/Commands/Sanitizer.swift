/// Removes what must not reach a terminal from text that came from the network or the command line.
enum Sanitizer {
    /// `text` without control characters (C0, C1, DEL) and bidi/format controls other than ZWJ; tabs and newlines
    /// become spaces, so one field stays one cell of a table or TSV row.
    static func clean(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control:
                if scalar == "\t" || scalar == "\n" || scalar == "\r" { scalars.append(" ") }
            case .format where scalar != "\u{200D}": continue
            case .lineSeparator, .paragraphSeparator: scalars.append(" ")
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }
}
