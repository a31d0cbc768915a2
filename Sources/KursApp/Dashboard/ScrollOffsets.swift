import TerminalUI

/// The dashboard's render state: the first visible row of the rates table and of the coin list, kept between
/// frames by the event loop (not in `AppState`: the reducer only moves the selections). Each frame starts from
/// the previous offsets and settles them for the height each list gets in that frame's layout, scrolling the
/// least needed to keep the selection visible, as htop's lists do. A list not drawn keeps its offset.
struct ScrollOffsets: Equatable, Sendable {
    /// The rates pane's cash table.
    var rates = TableState()
    /// The coin list (rows of the filtered coins).
    var coins = TableState()

    /// Offsets at the top of both lists.
    init() {}
}
