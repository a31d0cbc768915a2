import Foundation
import TerminalUI

/// The whole screen as a pure function of state and the lists' scroll offsets: maps `AppState` to the panes'
/// model and draws it into a fresh buffer of the terminal's size (`DashboardScreen`).
enum DashboardView {
    /// The frame for `state` at time `now` (relative ages such as "3 min ago" use it), the lists scrolled from
    /// `offsets` (the previous frame's, kept by the event loop) and settled for this frame's layout.
    /// - Parameters:
    ///   - colorsEnabled: false under `NO_COLOR` (arrows and bold still carry the meaning).
    ///   - asciiFallback: ASCII glyphs for arrows, sparklines and the chart (non-UTF-8 locales).
    static func render(_ state: AppState, now: Date, colorsEnabled: Bool = true, asciiFallback: Bool = false,
                              offsets: inout ScrollOffsets) -> Buffer
    {
        let model = DashboardModelMapping.model(state, now: now, colorsEnabled: colorsEnabled, asciiFallback: asciiFallback)
        return DashboardScreen.render(model: model, size: ScreenSize(width: state.screen.size.width, height: state.screen.size.height),
                                      offsets: &offsets)
    }

    /// One frame for `state` at `now` with the lists scrolled from the top (a single frame, as a first frame is).
    static func render(_ state: AppState, now: Date, colorsEnabled: Bool = true, asciiFallback: Bool = false)
        -> Buffer
    {
        var offsets = ScrollOffsets()
        return render(state, now: now, colorsEnabled: colorsEnabled, asciiFallback: asciiFallback, offsets: &offsets)
    }
}
