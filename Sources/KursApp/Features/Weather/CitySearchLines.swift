import KursCore
import TerminalUI

/// The lines of the "add a city" search: the field with a cursor, the search status, and the places found
/// (the highlighted one in reverse once the results answer the text).
struct CitySearchLines {
    var search: CitySearch
    var theme: PaneTheme
    /// No network: a name cannot be looked up, coordinates still work.
    var isOffline: Bool = false

    /// The lines, top to bottom (`nil` is a spacer).
    func lines() -> [Line?] {
        var lines: [Line?] = [
            Line("Add a city", style: theme.title),
            Line([Span("Search: ", style: theme.label), Span(search.text), Span(" ", style: theme.highlight)]),
        ]
        if let problem = search.problem {
            lines.append(Line(problem, style: theme.error))
        } else if search.isSearching {
            lines.append(Line("searching…", style: theme.label))
        } else if let error = search.error {
            lines.append(Line(error.message, style: theme.error))
        } else if let query = search.submittedQuery, query == search.query, search.results.isEmpty {
            lines.append(Line("no place called \u{201C}\(query)\u{201D}", style: theme.label))
        } else if search.results.isEmpty {
            let hint = isOffline ? "offline: a name needs the network; type LAT,LON, then Enter"
                : "type a name or LAT,LON, then Enter"
            lines.append(Line(hint, style: theme.label))
        }
        for (index, place) in search.results.enumerated() {
            let picked = search.resultsMatchText && index == search.selected
            lines.append(Line(TerminalText.sanitize(place.displayName), style: picked ? theme.highlight : .plain))
        }
        return lines
    }
}
