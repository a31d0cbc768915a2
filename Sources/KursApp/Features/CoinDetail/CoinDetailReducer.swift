import Foundation
import KursCore
import TerminalUI

/// The coin detail's reducer over its own screen state (`CoinDetailScreen`, held by the route stack); it never
/// reads the app state: what it needs from the screen comes as arguments. Leaving the detail and loading its chart
/// are the parent's (it owns the stack and the sources).
enum CoinDetailReducer {
    /// Applies the detail's key `command`: 1–6 choose the chart's range; expand toggles the description; down, up,
    /// pages, top and bottom scroll the expanded description (`halfPage` rows a page moves, `descriptionBottom` the
    /// first row of its last page). Returns whether the chart's range changed (its chart is then to be loaded).
    static func reduce(_ detail: inout CoinDetailScreen, _ command: KeyCommand?, halfPage: Int,
                       descriptionBottom: @autoclosure () -> Int) -> Bool {
        switch command {
        case .coinChart(let range)? where range != detail.range:
            detail.range = range
            return true
        case .expand?:
            detail.isDescriptionExpanded.toggle()
            detail.descriptionOffset = 0
        case .down?:
            if detail.isDescriptionExpanded { detail.descriptionOffset += 1 }
        case .up?:
            detail.descriptionOffset = max(0, min(detail.descriptionOffset, descriptionBottom()) - 1)
        case .pageDown?:
            if detail.isDescriptionExpanded { detail.descriptionOffset += halfPage }
        case .pageUp?:
            detail.descriptionOffset = max(0, min(detail.descriptionOffset, descriptionBottom()) - halfPage)
        case .top?:
            detail.descriptionOffset = 0
        case .bottom?:
            if detail.isDescriptionExpanded { detail.descriptionOffset = CoinDetailScreen.bottomOffset }
        default:
            break
        }
        return false
    }
}
