public import Foundation
public import TerminalUI

/// The whole screen as a pure function of state: maps `AppState` to the panes' model and draws it into a
/// fresh buffer of the terminal's size (`DashboardScreen`).
public enum DashboardView {
    /// The frame for `state` at time `now` (relative ages such as "3 min ago" use it).
    /// - Parameters:
    ///   - colorsEnabled: false under `NO_COLOR` (arrows and bold still carry the meaning).
    ///   - asciiFallback: ASCII glyphs for arrows, sparklines and the chart (non-UTF-8 locales).
    public static func render(_ state: AppState, now: Date, colorsEnabled: Bool = true, asciiFallback: Bool = false)
        -> Buffer
    {
        let model = DashboardModelMapping.model(state, now: now, colorsEnabled: colorsEnabled, asciiFallback: asciiFallback)
        return DashboardScreen.render(model: model, size: ScreenSize(width: state.size.width, height: state.size.height))
    }
}
