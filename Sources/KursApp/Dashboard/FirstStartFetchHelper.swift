import Foundation
import KursCore
#if canImport(Glibc)
import Glibc
#endif

/// The fetch helper of a dashboard's first start, started as soon as the arguments are parsed.
///
/// A first start (no coin list cached) has nothing to show until the network answers, and the network waits for the
/// helper to load libcurl (~7 ms, `HelperProcessTransfer`): started before the config is read and the terminal set
/// up, it loads libcurl meanwhile (a traced cold start: the helper ~1.2 ms earlier than when it was started at the
/// top of `Dashboard.run`, after the config). Decided from the process environment alone: the config never makes
/// kurs offline nor moves the cache.
enum FirstStartFetchHelper {
    /// Starts the dashboard's helper (`DataRepository.prepareTransport`) when `firstStart` says so. A helper no
    /// request comes to exits one second after it started.
    static func startIfNeeded(offlineFlag: Bool, dependencies: AppDependencies) {
        let onTerminal = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        guard let environment = firstStart(offlineFlag: offlineFlag, onTerminal: onTerminal, dependencies: dependencies)
        else { return }
        dependencies.dashboardRepository(environment).prepareTransport()
    }

    /// The environment of a dashboard (`kurs`, `kurs pane`) about to make its first start: on a terminal (stdin and
    /// stdout), online (`offlineFlag` unset, `KURS_OFFLINE` not 1), with no coin list in the cache, for any vs
    /// currency or coins (`Resource.marketsKeyPrefix`; a list cached for other coins is fetched as a stale one is,
    /// once the dashboard runs). Nil otherwise, and when a `KURS_*_URL` is invalid (the command then stops with
    /// that error).
    static func firstStart(offlineFlag: Bool, onTerminal: Bool, dependencies: AppDependencies) -> KursEnvironment? {
        guard onTerminal,
            let environment = try? KursEnvironment(
                variables: dependencies.variables, offlineFlag: offlineFlag,
                homeDirectory: dependencies.homeDirectory, fileSystem: dependencies.fileSystem),
            !environment.offline,
            !environment.cache.hasFile(keyPrefix: Resource<DecodedList<Coin>>.marketsKeyPrefix)
        else { return nil }
        return environment
    }
}
