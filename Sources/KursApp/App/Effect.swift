import Foundation
import KursCore

/// Work the reducer asks for. Snapshots, fetches and quitting are the event loop's own (it defers samples, holds
/// background fetches back and ends the terminal); everything else is a feature's `EffectCommand`, a value the
/// loop performs without knowing what it is. Results come back as messages.
enum Effect: Sendable {
    /// Load `source` from cache/embedded data now (synchronous, no network); answer with `.loaded(…,
    /// isSnapshot: true)` when there is a value.
    case loadSnapshot(AnyResource)
    /// Fetch `source` from the network; answer with `.loaded` or `.failed` tagged `generation`.
    case fetch(AnyResource, generation: Int)
    /// Restore the terminal and exit with this status.
    case quit(status: Int32)
    /// A feature's work (a search, a save, a bell…), performed with the runner's dependencies.
    case command(any EffectCommand)

    /// The command of this effect when it is a `C`; nil otherwise.
    func command<C: EffectCommand>(_ type: C.Type) -> C? {
        guard case .command(let command) = self else { return nil }
        return command as? C
    }
}

extension Effect: Equatable {
    static func == (lhs: Effect, rhs: Effect) -> Bool {
        switch (lhs, rhs) {
        case (.loadSnapshot(let a), .loadSnapshot(let b)): a == b
        case (.fetch(let a, let x), .fetch(let b, let y)): a == b && x == y
        case (.quit(let a), .quit(let b)): a == b
        case (.command(let a), .command(let b)): a.isEqual(to: b)
        default: false
        }
    }
}
