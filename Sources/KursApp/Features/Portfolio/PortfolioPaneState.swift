import Foundation
import KursCore

/// The portfolio pane's own state: the holdings as last read or written (`portfolio.json`), the cursor, and what
/// the keys are doing — moving, typing a holding into the input line, or asking "delete bitcoin? y/n".
struct PortfolioPaneState: Equatable, Sendable {
    /// What the pane's keys do now.
    enum Mode: Equatable, Sendable {
        /// Moving through the holdings.
        case list
        /// Typing "ID AMOUNT [COST]" for a new holding (`a`).
        case adding(text: String)
        /// Typing "AMOUNT [COST]" for the holding `id` of `kind` (`e`), prefilled with its amount and price paid.
        case editing(kind: Holding.Kind, id: String, text: String, prefill: String)
        /// Waiting for CoinGecko to say whether it knows the coin of `change` (an id neither the shown list nor the
        /// portfolio's own markets entry has), typed as `text`: nothing is saved before it answers.
        case checking(text: String, change: PortfolioChange)
        /// Asking whether to delete the holding `id` of `kind` (`d`).
        case confirmDelete(kind: Holding.Kind, id: String)
    }

    /// The holdings in the order added (read at start, then what each write left in the file).
    var portfolio = Portfolio()
    /// Index into `portfolio.holdings` of the selected row.
    var selection = 0
    /// Moving, typing or confirming.
    var mode = Mode.list
    /// The last problem: bad input ("invalid amount 'x'"), a write that failed, the unreadable file kept aside;
    /// nil when all is well. Shown under the table until the next edit.
    var problem: String?
    /// A write is in flight (its answer replaces `portfolio`).
    var isSaving = false
    /// The coin ids the shown markets list lacks, priced with one `/coins/markets?ids=…` request of their own
    /// (`PortfolioSources`); empty when the list has every coin held.
    var pricedIDs: [String] = []
    /// The vs currency that request asks for (nil before one is made): `v` changes the request, not only the ids.
    var pricedVsCurrency: String?

    /// The holding under the cursor, if any.
    var selected: Holding? {
        portfolio.holdings.indices.contains(selection) ? portfolio.holdings[selection] : nil
    }
}
