import KursCore

/// Everything a key can do in the dashboard, the converter and the weather pane: what `KeyMap` resolves a
/// pressed key to in its `KeyContext`, and what the reducers switch on.
enum KeyCommand: Hashable, Sendable {
    // Lists, details, navigation.
    case up, down, pageUp, pageDown, top, bottom
    case open, back, nextPane, previousPane, filter
    case reload, reloadFocused, expand, weather, help, quit
    /// A chart's period, in days (the currency detail's 7 / 30 / 90 / 365).
    case chartRange(days: Int)
    /// The coin detail chart's range (24h / 7d / 30d / 90d / 1y / max).
    case coinChart(ChartRange)
    // The coin list.
    case toggleFavourite, favouritesOnly, nextSort, reverseSort, nextVsCurrency
    // The filter field.
    case keepFilter, clearFilter
    // The converter.
    case previousField, nextField, chooseFrom, chooseTo, swap, togglePricing, openPicker, quickPick
    case take, cancel
    // The weather pane.
    case addCity, deleteCity, moveCityUp, moveCityDown, hoursBack, hoursForward, toggleUnits, search, confirm, keep
    // The portfolio pane.
    case portfolio, addHolding, editHolding, deleteHolding
}
