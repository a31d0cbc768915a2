import TerminalUI

/// Lays whole pieces of text ("atoms": a quote, a change, a low with its day) into rows of a given width, breaking
/// only between atoms, never inside one: the first row starts with a lead ("Today", a series name), the rows after
/// it with as many blanks, and atoms on one row are joined by a separator (" · ", two blanks).
enum AtomRows {
    /// `atoms` after `lead` in rows at most `width` columns wide (an atom wider than a row gets a row of its own,
    /// clipped only then). `lead` is padded to `leadWidth` columns.
    static func rows(lead: Span, leadWidth: Int, atoms: [[Span]], separator: Span, width: Int) -> [Line] {
        let indent = Span(String(repeating: " ", count: leadWidth))
        var rows: [Line] = []
        var row = Line([Span(DisplayWidth.pad(lead.text, to: leadWidth), style: lead.style)])
        var rowHasAtom = false
        for atom in atoms {
            let atomWidth = Line(atom).width
            if rowHasAtom, row.width + separator.width + atomWidth > width {
                rows.append(row)
                row = Line([indent])
                rowHasAtom = false
            }
            if rowHasAtom { row.spans.append(separator) }
            row.spans += atom
            rowHasAtom = true
        }
        rows.append(row)
        return rows.map { $0.clipped(to: width) }
    }

    /// Whether `atoms` after a lead of `leadWidth` fit on one row of `width` columns.
    static func fitsOneRow(leadWidth: Int, atoms: [[Span]], separator: Span, width: Int) -> Bool {
        let atomsWidth = atoms.reduce(0) { $0 + Line($1).width } + separator.width * max(0, atoms.count - 1)
        return leadWidth + atomsWidth <= width
    }
}
