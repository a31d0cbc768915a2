import KursCore

/// The words of the currency detail's number lines, in sets from the widest to the shortest: the pane takes the
/// widest set whose lines fit its width, so a line is shortened by rule, never cut in its numbers.
struct CurrencyDetailLabels: Equatable, Sendable {
    /// The PrivatBank buy series' name: "PrivatBank buy" or "Privat buy".
    var buyName: String
    /// The PrivatBank sale series' name: "PrivatBank sale" or "Privat sale".
    var saleName: String
    /// Columns of the names before the numbers (16, 12).
    var leadWidth: Int
    /// Whether the low and high are said in words ("low 41.05", "high 41.90") or marked ("↓41.05", "↑41.90").
    var words: Bool
    /// Whether today's sources have their short names ("Privat cash", "Mono"); the pane sets it when the full
    /// names don't fit.
    var shortSources = false

    /// Widest first: full words; arrows; short series names too.
    static let sets: [CurrencyDetailLabels] = [
        CurrencyDetailLabels(buyName: "PrivatBank buy", saleName: "PrivatBank sale", leadWidth: 16, words: true),
        CurrencyDetailLabels(buyName: "PrivatBank buy", saleName: "PrivatBank sale", leadWidth: 16, words: false),
        CurrencyDetailLabels(buyName: "Privat buy", saleName: "Privat sale", leadWidth: 12, words: false),
    ]

    /// What goes before the low and the high: "low "/"high ", "↓"/"↑", or "v "/"^ " in ASCII.
    func lowHigh(ascii: Bool) -> (low: String, high: String) {
        if words { return ("low ", "high ") }
        return ascii ? ("v ", "^ ") : ("↓", "↑")
    }

    /// `source`'s name in today's line: "PrivatBank cash", "Monobank" or "Privat cash", "Privat card", "Mono", "NBU".
    func sourceName(_ source: HistorySource) -> String {
        shortSources ? source.shortName : source.displayName
    }
}
