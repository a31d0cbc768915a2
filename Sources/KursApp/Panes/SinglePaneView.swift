import Foundation
import KursCore

/// What `kurs pane NAME` shows besides the pane itself: which pane, where its data is from and, for
/// `kurs pane coin ID`, that coin's markets row.
struct SinglePaneView: Sendable {
    /// The pane drawn alone, filling the terminal, without the status bar.
    var mode: PaneMode
    /// Where the pane's data is from, drawn on its bottom border: "live 14:00", "cache 13:00", "sample
    /// 2026-09-26"; nil for none.
    var sample: String?
    /// The coin of `kurs pane coin ID` from the markets list; nil while not loaded (or not in the list).
    var coin: Coin?

    /// The single pane of `state` at `now`; nil for the dashboard.
    static func of(_ state: AppState, now: Date) -> SinglePaneView? {
        guard let mode = state.settings.paneMode else { return nil }
        var coin: Coin?
        if case .coin(let id) = mode { coin = state.markets?.value.elements.first { $0.id == id } }
        return SinglePaneView(mode: mode, sample: state.singlePaneSourceLabel(now: now), coin: coin)
    }
}
