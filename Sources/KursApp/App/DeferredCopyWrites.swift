import Foundation
import KursCore

/// The dashboard's `DecodedCopyWriter`: a fresh answer's decoded copy is written by a low-priority job of the effect
/// executor, so the answer reaches the loop first and every answer waiting to be decoded goes before it (a cold
/// start's 250-coin copy, ~2.6 million instructions, was written before the coin list was posted). The process
/// waits for the copies still to be written before it exits (`waitUntilWritten`), so the next start finds them.
final class DeferredCopyWrites: Sendable {
    /// The one of the process.
    static let shared = DeferredCopyWrites()

    /// The copies scheduled and not written yet.
    private let pending = DispatchGroup()

    /// Schedules `write` after the effect executor's other waiting work.
    func schedule(_ write: @escaping @Sendable () -> Void) {
        pending.enter()
        EffectExecutor.run(priority: .low) { [pending] in
            write()
            pending.leave()
        }
    }

    /// Blocks until every scheduled copy is written, or `timeout` seconds have passed. Returns whether all were.
    @discardableResult
    func waitUntilWritten(timeout: TimeInterval) -> Bool {
        pending.wait(timeout: .now() + timeout) == .success
    }
}
