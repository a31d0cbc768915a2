/// A key the app keeps bound whatever the config says: what it does there, and the config action it is a fixed
/// alternative of (nil for a binding with no config name). `keys` may give an action a key it already keeps
/// (`back: "Backspace"`), never one another binding keeps (`quit: "w"`).
package struct KeyReservation: Equatable, Sendable {
    /// What the key does, as the help overlay says it ("weather").
    package var does: String
    /// The config action the key is a fixed alternative of.
    package var action: KeyAction?
    /// Actions that may take the key all the same: those of another screen part that takes its keys first (the
    /// converter's `swap`).
    package var except: Set<KeyAction>

    /// A reservation of a key that does `does`, for `action`, that the actions in `except` may take.
    package init(does: String, action: KeyAction?, except: Set<KeyAction> = []) {
        self.does = does
        self.action = action
        self.except = except
    }
}
