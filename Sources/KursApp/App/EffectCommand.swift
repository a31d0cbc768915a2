import Foundation
import TerminalUI

/// A feature's effect as a value (Bubble Tea's `Cmd`): `perform` does the work with the runner's dependencies and
/// answers with messages. The messages it returns are reduced at once, before the next pending one (a synchronous
/// read); work it starts in a task answers later through `context.runner.inbox`. A new effect is a new conforming
/// type in its feature's folder: the event loop performs it as it is. Equatable, so reducer tests compare effects.
protocol EffectCommand: Equatable, Sendable {
    /// Does the work on the loop thread; returns the messages answered at once (none when the answer comes later,
    /// or never).
    func perform(_ context: EffectContext) -> [AppMessage]
    /// Whether this is a background fetch the loop holds back while urgent fetches are on the wire (`FetchHold`).
    var isBackgroundFetch: Bool { get }
}

extension EffectCommand {
    var isBackgroundFetch: Bool { false }

    /// Whether `other` is the same command as this one.
    func isEqual(to other: any EffectCommand) -> Bool { (other as? Self) == self }
}

/// What a command is performed with: the runner (the loop's dependencies and inbox) and the terminal (the bell).
struct EffectContext {
    /// The dependencies effects use and the inbox their async answers go to.
    let runner: EffectRunner
    /// The dashboard's terminal.
    let terminal: any TerminalBackend
}
