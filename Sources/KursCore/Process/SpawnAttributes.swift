package import Glibc

/// `posix_spawn` attributes for a child that starts with a clean signal state: no signal blocked and every signal at
/// its default action. Without them a child inherits the blocked signals of the thread that starts it (a Swift
/// concurrency thread blocks some: a tmux server started from one never saw its pane end) and the signals its
/// parent ignores. Used for every child kurs starts (the HTTP helper, a background refresh, `notify-send`) and by
/// the tests' tmux servers.
package enum SpawnAttributes {
    /// glibc's `POSIX_SPAWN_SETSID` (spawn.h, glibc ≥ 2.26), which Swift does not import (it is under `__USE_GNU`).
    static let setSID: Int32 = 0x80

    /// Runs `body` with such attributes (initialised before, destroyed after); `newSession`: the child also leads a
    /// session of its own (setsid), so it outlives this process's terminal.
    package static func clean<T>(newSession: Bool = false, _ body: (UnsafePointer<posix_spawnattr_t>) -> T) -> T {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        let flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF) | (newSession ? setSID : 0)
        posix_spawnattr_setflags(&attributes, Int16(flags))
        return body(&attributes)
    }
}
