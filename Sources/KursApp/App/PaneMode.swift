/// `kurs pane NAME`: which single pane fills the terminal (DESIGN.md §4), laid out for a tmux split
/// as small as 30x6.
package enum PaneMode: Equatable, Sendable {
    /// PrivatBank rates: the rows that fit.
    case rates
    /// The converter in its short form.
    case converter
    /// The CoinGecko markets list: the top N that fit.
    case coins
    /// One coin (CoinGecko id, lower case): price, 24h % and a sparkline in 1–3 lines.
    case coin(id: String)
    /// The weather pane in its compact form.
    case weather
    /// The portfolio pane: holdings valued now, with its keys to add, edit and delete.
    case portfolio

    /// The pane names `kurs pane` accepts.
    package static let names = ["rates", "converter", "coins", "coin", "weather", "portfolio"]

    /// The focus the dashboard's keys act on in this mode (coins for `coin`, which has no keys of its own).
    var focus: FocusedPane {
        switch self {
        case .rates: return .rates
        case .converter: return .converter
        case .coins, .coin, .weather, .portfolio: return .coins
        }
    }
}
