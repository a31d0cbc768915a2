import KursCore

/// The "add a city" search field of the weather pane: the text typed, and the places the geocoding search
/// (Open-Meteo `GET {KURS_GEOCODING_URL}/v1/search?name=…`) returned for the last submitted query.
struct CitySearch: Equatable, Sendable {
    /// The text in the field (printable characters only, as typed).
    var text: String
    /// The query last sent with a `.search` effect (trimmed), or nil before the first Enter.
    var submittedQuery: String?
    /// Places found for `submittedQuery`, best first; empty before an answer or when nothing matched.
    var results: [GeoPlace]
    /// Index into `results` of the highlighted place.
    var selected: Int
    /// A `.search` effect is out and unanswered.
    var isSearching: Bool
    /// Why the last search failed; nil otherwise.
    var error: FetchError?
    /// Why Enter did nothing: coordinates out of range, or a name typed offline (the search needs the network).
    var problem: String?

    /// An empty field (or one holding `text`).
    init(text: String = "", submittedQuery: String? = nil, results: [GeoPlace] = [], selected: Int = 0,
                isSearching: Bool = false, error: FetchError? = nil) {
        self.text = text
        self.submittedQuery = submittedQuery
        self.results = results
        self.selected = selected
        self.isSearching = isSearching
        self.error = error
    }

    /// The text as a query: surrounding white space removed.
    var query: String { text.trimmingBlanks() }

    /// The results answer the text in the field (it was not edited since the search), so Enter picks one.
    var resultsMatchText: Bool { submittedQuery == query && !isSearching && !results.isEmpty }

    /// The highlighted place, when the results are current.
    var selectedPlace: GeoPlace? {
        resultsMatchText && results.indices.contains(selected) ? results[selected] : nil
    }
}
