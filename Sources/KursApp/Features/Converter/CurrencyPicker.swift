import KursCore

/// The open currency chooser of the converter: what is typed, what it finds and which row is selected.
struct CurrencyPicker: Equatable, Sendable {
    /// One row of the picker's list.
    struct Item: Equatable, Hashable, Sendable {
        /// The currency offered.
        var code: CurrencyCode
        /// Its name from the catalog ("Polish Zloty"), or the code when the catalog lacks it.
        var name: String
        /// What matched when it is neither the code nor the name, e.g. the region "Taiwan" for "tai"; else nil.
        var detail: String?
        /// The quick-pick number (1…) shown before the row when the list is the quick picks; else nil.
        var quickPick: Int?

        /// A row with the given fields.
        init(code: CurrencyCode, name: String, detail: String? = nil, quickPick: Int? = nil) {
            self.code = code
            self.name = name
            self.detail = detail
            self.quickPick = quickPick
        }
    }

    /// The side being chosen: `.from` or `.to`.
    var target: ConverterField
    /// The search text as typed (code, currency name or country).
    var query: String
    /// The matches of `query`, best first; the quick picks while `query` is blank.
    var items: [Item]
    /// Index into `items` of the highlighted row (0 when `items` is empty).
    var selected: Int

    /// A picker for `target` with the given search state.
    init(target: ConverterField, query: String = "", items: [Item] = [], selected: Int = 0) {
        self.target = target
        self.query = query
        self.items = items
        self.selected = selected
    }

    /// The highlighted row, nil when the list is empty.
    var selectedItem: Item? { items.indices.contains(selected) ? items[selected] : nil }
}
