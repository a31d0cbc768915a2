import Foundation
import KursCore

/// `kurs convert AMOUNT FROM TO [--mid|--bank|--source SOURCE] [--card] [--json]`.
struct ConvertOptions: Equatable, Sendable {
    /// How the conversion is priced.
    enum Pricing: String, Equatable, Sendable {
        /// PrivatBank when it quotes both currencies (UAH-based rows), else mid-market (the default).
        case automatic
        /// PrivatBank's buy/sale; pairs it doesn't quote fall back to mid-market with a note on stderr.
        case bank
        /// open.er-api mid-market cross rates.
        case mid
    }

    /// The amount as typed (for messages), e.g. "1 000,50".
    var amountText: String
    /// The amount's exact value (≥ 0), parsed by `AmountExpression`.
    var amount: Decimal
    /// The from-currency as typed: a code ("usd"), a currency name ("zloty") or a country ("japan").
    var from: String
    /// The to-currency as typed.
    var to: String
    /// Bank, mid-market or automatic (default).
    var pricing: Pricing = .automatic
    /// PrivatBank card / non-cash rates (`coursid=11`) instead of cash (`coursid=5`).
    var card = false
    /// `--source`: price with this source only (the bank rule for banks, the official rate for the NBU, the mid
    /// rate for open.er-api); nil: `pricing` decides.
    var source: RatesOptions.Source?
    /// Print JSON instead of text.
    var json = false

    /// A conversion of `amount` (typed as `amountText`) from `from` to `to`, priced automatically.
    init(amountText: String, amount: Decimal, from: String, to: String) {
        self.amountText = amountText
        self.amount = amount
        self.from = from
        self.to = to
    }
}
