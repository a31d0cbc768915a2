import Synchronization

/// A thread-safe queue of messages from fetch tasks to the event loop. Each `post` also calls `wake`
/// (a byte to the loop's self-pipe) so a loop blocked in poll(2) picks it up at once.
final class MessageInbox: Sendable {
    private let queue = Mutex<[AppMessage]>([])
    private let wake: @Sendable () -> Void

    init(wake: @escaping @Sendable () -> Void) { self.wake = wake }

    func post(_ message: AppMessage) {
        queue.withLock { $0.append(message) }
        wake()
    }

    /// Every message posted since the last drain, oldest first.
    func drain() -> [AppMessage] {
        queue.withLock { messages in
            defer { messages.removeAll() }
            return messages
        }
    }
}
