import KursCore

/// The hryvnia sources the dashboard compares side by side, as scheduler sources and as quote rows.
extension HistorySource {
    /// The comparison's columns, in order: PrivatBank cash, PrivatBank card, Monobank, NBU (as `kurs rates --compare`).
    static var compared: [HistorySource] { RatesCompareCommand.sources }

    /// The source's name on screen: "PrivatBank cash", "PrivatBank card", "Monobank", "NBU".
    var displayName: String { self == .nbu ? "NBU" : labels[0] }

    /// The source's names on screen, longest first, for headings shortened by rule: "PrivatBank cash" → "Privat cash"
    /// → "Cash", "Monobank" → "Mono", "NBU official" → "NBU". The second is the short name in running text.
    var labels: [String] {
        switch self {
        case .privatbank: return ["PrivatBank cash", "Privat cash", "Cash"]
        case .privatbankCard: return ["PrivatBank card", "Privat card", "Card"]
        case .monobank: return ["Monobank", "Mono"]
        case .nbu: return ["NBU official", "NBU"]
        }
    }

    /// The short name in running text: "Privat cash", "Privat card", "Mono", "NBU".
    var shortName: String { labels[1] }

    /// Today's rates of the source: PrivatBank `GET /p24api/pubinfo?json&exchange&coursid=5` (cash) or `=11`
    /// (card), NBU `GET /NBUStatService/v1/statdirectory/exchange?json`, Monobank `GET /bank/currency`.
    var todayResource: AnyResource {
        switch self {
        case .privatbank: return AnyResource(Resource.privatBank(.cash))
        case .privatbankCard: return AnyResource(Resource.privatBank(.card))
        case .nbu: return AnyResource(Resource.nbu())
        case .monobank: return AnyResource(Resource.monobank())
        }
    }

    /// The rows of `value` (a loaded `todayResource`) as quotes in UAH per 1 unit, with its provenance; nil when
    /// `value` is not this source's list.
    func quotes(in value: LoadedValue) -> Fetched<[RateQuote]>? {
        switch self {
        case .privatbank, .privatbankCard:
            return value.fetched(as: DecodedList<BankRate>.self)?.map { RateQuote.rows($0.elements) }
        case .nbu:
            return value.fetched(as: DecodedList<OfficialRate>.self)?.map { RateQuote.rows($0.elements) }
        case .monobank:
            return value.fetched(as: DecodedList<MonobankRate>.self)?.map { RateQuote.rows($0.elements) }
        }
    }
}
