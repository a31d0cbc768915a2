public import Foundation
public import TerminalUI

/// The whole screen as a pure function of state: picks the layout for the route and draws the panes into a
/// fresh buffer of the terminal's size. Panes plug in here (see `PlaceholderView` for their shape:
/// `(AppState, Rect, Date, inout Buffer)`).
public enum DashboardView {
    /// The frame for `state` at time `now` (relative ages such as "3 min ago" use it).
    public static func render(_ state: AppState, now: Date) -> Buffer {
        let screen = Rect(x: 0, y: 0, width: state.size.width, height: state.size.height)
        var buffer = Buffer(area: screen)
        if state.size.isTooSmall {
            TooSmallView.render(size: state.size, area: screen, buffer: &buffer)
            return buffer
        }
        let body = Rect(x: 0, y: 0, width: screen.width, height: screen.height - 1)
        switch state.route {
        case .dashboard:
            let ratesWidth = max(30, body.width * 2 / 5)
            let rates = Rect(x: body.x, y: body.y, width: ratesWidth, height: body.height)
            let coins = Rect(x: body.x + ratesWidth + 1, y: body.y, width: body.width - ratesWidth - 1, height: body.height)
            PlaceholderView.renderRates(state, area: rates, now: now, buffer: &buffer)
            PlaceholderView.renderCoins(state, area: coins, now: now, buffer: &buffer)
        case .coinDetail(let id):
            PlaceholderView.renderCoinDetail(state, coinID: id, area: body, now: now, buffer: &buffer)
        }
        StatusBar.render(state, area: screen.row(screen.height - 1), now: now, buffer: &buffer)
        if state.isHelpVisible { HelpOverlay.render(area: body, buffer: &buffer) }
        return buffer
    }
}
