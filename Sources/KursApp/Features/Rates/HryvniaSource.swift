import KursCore

/// The hryvnia sources the dashboard compares side by side, as scheduler sources and as quote rows.
extension HistorySource {
    /// The comparison's columns, in order: PrivatBank cash, PrivatBank card, Monobank, NBU (as `kurs rates --compare`).
    static var compared: [HistorySource] { SourceRegistry.current.compared }

    /// The source's name on screen: "PrivatBank cash", "PrivatBank card", "Monobank", "NBU" (a bank's longest
    /// label; the NBU, which has no buy/sale to tell apart, by its name).
    var displayName: String { descriptor?.roles.contains(.bank) == false ? descriptor?.displayName ?? rawValue : labels[0] }

    /// The source's names on screen, longest first, for headings shortened by rule: "PrivatBank cash" → "Privat cash"
    /// → "Cash", "Monobank" → "Mono", "NBU official" → "NBU" (the registry's `rateLabels`). The second is the short
    /// name in running text.
    var labels: [String] {
        let labels = descriptor?.rateLabels ?? []
        return labels.isEmpty ? [rawValue] : labels
    }

    /// The short name in running text: "Privat cash", "Privat card", "Mono", "NBU".
    var shortName: String { labels.count > 1 ? labels[1] : labels[0] }

    /// Today's rates of the source: PrivatBank `GET /p24api/pubinfo?json&exchange&coursid=5` (cash) or `=11`
    /// (card), NBU `GET /NBUStatService/v1/statdirectory/exchange?json`, Monobank `GET /bank/currency`. Only for a
    /// source with registry `rates` (every compared source).
    var todayResource: AnyResource { descriptor!.rates!.today }

    /// The rows of `value` (a loaded `todayResource`) as quotes in UAH per 1 unit, with its provenance; nil when
    /// `value` is not this source's list.
    func quotes(in value: LoadedValue) -> Fetched<[RateQuote]>? { descriptor?.rates?.quotes(value) }

    private var descriptor: SourceDescriptor? { SourceRegistry.current.descriptor(self) }
}
