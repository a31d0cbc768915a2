public import KursCore

/// The open currency chooser of the converter: what is typed, what it finds and which row is selected.
public struct CurrencyPicker: Equatable, Sendable {
    /// One row of the picker's list.
    public struct Item: Equatable, Hashable, Sendable {
        /// The currency offered.
        public var code: CurrencyCode
        /// Its name from the catalog ("Polish Zloty"), or the code when the catalog lacks it.
        public var name: String
        /// What matched when it is neither the code nor the name, e.g. the region "Taiwan" for "tai"; else nil.
        public var detail: String?
        /// The quick-pick number (1…) shown before the row when the list is the quick picks; else nil.
        public var quickPick: Int?

        /// A row with the given fields.
        public init(code: CurrencyCode, name: String, detail: String? = nil, quickPick: Int? = nil) {
            self.code = code
            self.name = name
            self.detail = detail
            self.quickPick = quickPick
        }
    }

    /// The side being chosen: `.from` or `.to`.
    public var target: ConverterField
    /// The search text as typed (code, currency name or country).
    public var query: String
    /// The matches of `query`, best first; the quick picks while `query` is blank.
    public var items: [Item]
    /// Index into `items` of the highlighted row (0 when `items` is empty).
    public var selected: Int

    /// A picker for `target` with the given search state.
    public init(target: ConverterField, query: String = "", items: [Item] = [], selected: Int = 0) {
        self.target = target
        self.query = query
        self.items = items
        self.selected = selected
    }

    /// The highlighted row, nil when the list is empty.
    public var selectedItem: Item? { items.indices.contains(selected) ? items[selected] : nil }
}
