import Foundation
import KursCore

/// Everything the converter pane shows and edits, as a value. Changed only by `ConverterReducer`; drawn by
/// `ConverterPane`. After creating one (and whenever the rates change) call `ConverterReducer.recalculate`.
struct ConverterState: Equatable, Sendable {
    /// The amount as typed, e.g. "1 000,50" or "2*(3+1)".
    var amountText: String
    /// The whole amount text is "selected": the next digit typed replaces it (an operator appends to it).
    /// True at start and whenever the amount field is entered again.
    var amountSelected: Bool
    /// The value of the last amount text that parsed, in `from` (≥ 0). Conversions use it while the
    /// text is invalid.
    var lastValidAmount: Decimal
    /// The currency handed over.
    var from: CurrencyCode
    /// The currency received.
    var to: CurrencyCode
    /// Bank (PrivatBank buy/sale, falling back to mid-market for pairs it doesn't quote) or mid-market.
    var mode: ConversionMode
    /// Another hryvnia source to price with instead of `mode` (Monobank's buy/sale, the NBU's official rate);
    /// nil: `mode`. `m` cycles PrivatBank → Monobank → NBU → mid-market.
    var hryvniaSource: HistorySource?
    /// The field the keys go to when the picker is closed.
    var field: ConverterField
    /// The open currency chooser, nil when closed.
    var picker: CurrencyPicker?
    /// The currencies offered under the keys 1…6 (configurable; `QuickPicks.defaultCodes` by default).
    var quickPicks: [CurrencyCode]
    /// The conversion of `lastValidAmount` from `from` to `to`; nil when no loaded rate covers the pair.
    var conversion: Conversion?
    /// Why the amount text (or the pair) can't be converted, e.g. "invalid number '1..2'"; nil when fine.
    var inputError: String?

    /// A converter showing `amountText` of `from` in `to`. The default is 100 USD → UAH at bank rates.
    /// The amount is parsed here (falling back to 0 when invalid); the conversion waits for `recalculate`.
    init(amountText: String = "100", from: CurrencyCode = .usd, to: CurrencyCode = .uah,
                mode: ConversionMode = .bank, quickPicks: [CurrencyCode] = QuickPicks.defaultCodes) {
        self.amountText = amountText
        self.amountSelected = true
        self.lastValidAmount = (try? AmountExpression.parse(amountText).get()).map { max(0, $0) } ?? 0
        self.from = from.iso4217
        self.to = to.iso4217
        self.mode = mode
        self.field = .amount
        self.picker = nil
        self.quickPicks = quickPicks.map(\.iso4217)
        self.conversion = nil
        self.inputError = nil
    }

    /// The currency of `field` (`.from` or `.to`); `to` for `.amount`.
    func currency(of field: ConverterField) -> CurrencyCode { field == .from ? from : to }
}
