import Foundation
import KursCore
import TerminalUI

/// A coin's detail screen: which coin, its chart's range, and how its description is shown.
struct CoinDetailScreen: Equatable, Sendable {
    /// The CoinGecko id.
    var id: String
    /// The chart's period (keys 1–6: 24h, 7d, 30d, 90d, 1y, max), 7 days when opened.
    var range = ChartRange.week
    /// The description shows in full instead of 3 lines.
    var isDescriptionExpanded = false
    /// First description row shown when expanded (the pane clamps it to the text); `bottomOffset` after
    /// G/End: the last page, whatever the text's length at the width it is drawn.
    var descriptionOffset = 0

    /// The offset G/End set: past any text, so the frame settles it on the last page.
    static let bottomOffset = Int.max / 2
}

extension AppState {
    /// Where the expanded description of `detail` ends: the first row of its last page as the detail pane
    /// lays it out at the screen's size (`CoinDetailPane.descriptionBottom`).
    func descriptionBottom(_ detail: CoinDetailScreen) -> Int {
        guard let coin = markets?.value.elements.first(where: { $0.id == detail.id }) else { return 0 }
        let pane = CoinDetailPane(coin: coin, detail: coinDetail(detail.id)?.value)
        return pane.descriptionBottom(area: Rect(x: 0, y: 0, width: screen.size.width,
                                                 height: max(0, screen.size.height - 1)))
    }
}
