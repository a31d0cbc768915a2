import TerminalUI

/// Keeps the selected rows of the rates table and the coin list on screen: after every state change the
/// first visible row (`ratesOffset`, `coinsOffset`) moves the least needed, as htop's lists scroll. A single
/// pane (`kurs pane`) fills the whole terminal.
enum ScrollPosition {
    /// Updates the offsets of `state` for its terminal size and current selections.
    static func keepSelectionVisible(_ state: inout AppState) {
        let model = DashboardModelMapping.layoutModel(state)
        let whole = state.paneMode != nil
        let main = Rect(x: 0, y: 0, width: state.size.width, height: max(0, state.size.height - (whole ? 0 : 1)))
        let areas = whole ? (rates: main, right: main) : DashboardScreen.panes(model: model, main: main)
        let coinRows = DashboardScreen.coinListPane(model).visibleRows(height: areas.right.height)
        state.coinsOffset = Table.scrollOffset(
            selected: state.coinsSelection, current: state.coinsOffset, visibleRows: max(1, coinRows))
        // The rates table: borders (2) and its heading row take 3 rows of its area.
        let rateRows = max(1, (areas.rates?.height ?? 0) - 3)
        state.ratesOffset = Table.scrollOffset(
            selected: state.ratesSelection, current: state.ratesOffset, visibleRows: rateRows)
    }
}
