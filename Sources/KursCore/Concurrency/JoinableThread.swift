import Foundation

/// A thread made with `pthread_create`, joined or detached once, which says when it fails (a Foundation `Thread`
/// doesn't: waiting for one that never started would wait for good, e.g. under a limit on the number of processes).
struct JoinableThread {
    private let thread: pthread_t

    /// Runs `body` on a new thread; nil when none could be made.
    static func start(_ body: @escaping @Sendable () -> Void) -> JoinableThread? {
        final class Body {
            let run: @Sendable () -> Void
            init(_ run: @escaping @Sendable () -> Void) { self.run = run }
        }
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        var thread = pthread_t()
        let code = pthread_create(&thread, nil, { context in
            Unmanaged<Body>.fromOpaque(context!).takeRetainedValue().run()
            return nil
        }, context)
        guard code == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            return nil
        }
        return JoinableThread(thread: thread)
    }

    /// Waits for the thread to end.
    func join() { pthread_join(thread, nil) }

    /// Lets the thread end on its own, its resources freed then; it can't be joined after this.
    func detach() { pthread_detach(thread) }
}
