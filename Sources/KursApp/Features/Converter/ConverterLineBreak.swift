import TerminalUI

/// Breaks the converter's lines between whole pieces, never inside one: the rate line at its " · " parts
/// ("1 USD = 41.25 UAH" / "· PrivatBank buy · 14:00"), the quick picks between picks, the key hints between
/// hints. A piece wider than the row stays whole on its own row (the pane then cuts only that row).
enum ConverterLineBreak {
    /// `pieces` packed into rows of at most `width` columns, joined by `separator`; a continued row starts
    /// with `continuation` (e.g. "· " for the rate line's parts).
    static func rows(_ pieces: [String], separator: String, continuation: String = "", width: Int) -> [String] {
        var rows: [String] = []
        for piece in pieces {
            if let last = rows.last, DisplayWidth.of(last + separator + piece) <= width {
                rows[rows.count - 1] = last + separator + piece
            } else {
                rows.append(rows.isEmpty ? piece : continuation + piece)
            }
        }
        return rows
    }

    /// The rate line's rows: "1 USD = 41.25 UAH · PrivatBank buy · 14:00" broken at " · ".
    static func rateRows(_ line: String, width: Int) -> [String] {
        rows(line.components(separatedBy: " · "), separator: " · ", continuation: "· ", width: width)
    }

    /// A currency's name as room allows: the whole name ("Ukrainian Hryvnia"), else its last word ("Hryvnia"),
    /// else nothing (the code beside it names the currency). Never cut.
    static func currencyName(_ name: String, room: Int) -> String {
        if DisplayWidth.of(name) <= room { return name }
        if let last = name.split(separator: " ").last.map(String.init), DisplayWidth.of(last) <= room { return last }
        return ""
    }
}
