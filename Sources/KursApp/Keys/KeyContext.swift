/// Where a key binding applies: the screen, and what has the keys on it.
enum KeyContext: Hashable, Sendable, CaseIterable {
    /// The dashboard's rates and coin lists (and `kurs pane rates|coins`).
    case lists
    /// Every screen, unless a text field or the converter takes the key first.
    case anywhere
    /// A coin's detail (its chart ranges 1–6 also work in `kurs pane coin ID`).
    case coinDetail
    /// A currency's detail (its history chart).
    case currencyDetail
    /// The coin filter field is open (`/`).
    case filter
    /// The converter has the focus, its picker closed.
    case converter
    /// The converter's currency picker is open.
    case converterPicker
    /// The weather pane's city list.
    case weather
    /// The weather pane's "add a city" search field.
    case weatherSearch
    /// The weather pane asks "Delete Kyiv? y/n".
    case weatherConfirm
    /// The portfolio pane's holdings (the `p` screen, `kurs pane portfolio`).
    case portfolio
    /// The portfolio pane's input line (adding or editing a holding).
    case portfolioInput
    /// The portfolio pane asks "delete bitcoin? y/n".
    case portfolioConfirm
    /// The help overlay is shown.
    case help
    /// Every screen, even while a text field has the keys (Ctrl-C).
    case always

    /// The heading the help overlay shows above this context's bindings (nil: listed first, without a heading).
    var heading: String? {
        switch self {
        case .lists, .anywhere, .always: return nil
        case .help: return "This help"
        case .coinDetail: return "Coin detail"
        case .currencyDetail: return "Currency detail"
        case .filter: return "Filter"
        case .converter: return "Converter"
        case .converterPicker: return "Currency picker"
        case .weather: return "Weather"
        case .weatherSearch: return "Weather: add a city"
        case .weatherConfirm: return "Weather: delete"
        case .portfolio: return "Portfolio"
        case .portfolioInput: return "Portfolio: add / edit"
        case .portfolioConfirm: return "Portfolio: delete"
        }
    }
}
