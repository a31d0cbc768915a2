import KursCore
import TerminalUI

/// What the "?" help shows of the app state while it is open: the key bindings it lists and its first line.
struct HelpView: Sendable {
    /// The key bindings listed (config `keys`).
    var keys = KeyBindings()
    /// The first line shown when the lines don't fit.
    var offset = 0

    /// The help of `state`; nil while it is closed.
    static func of(_ state: AppState) -> HelpView? {
        state.screen.isHelpVisible ? HelpView(keys: state.settings.keyMap.bindings, offset: state.screen.helpOffset) : nil
    }

    /// The overlay that draws it in `theme`.
    func overlay(theme: PaneTheme) -> HelpOverlay { HelpOverlay(theme: theme, keys: keys, offset: offset) }
}
