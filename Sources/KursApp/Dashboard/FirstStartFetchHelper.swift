import Foundation
import KursCore
#if canImport(Glibc)
import Glibc
#endif

/// The fetch helper of a dashboard's first start, started as soon as the arguments are parsed.
///
/// A first start (no coin list cached) has nothing to show until the network answers, and the network waits for the
/// helper to load libcurl (`HelperProcessTransfer`): started before the config is read and the terminal set up, it
/// loads libcurl meanwhile, sooner than if it were started at the top of `Dashboard.run`, after the config. Decided
/// from the process environment alone, without building a `KursEnvironment` (its URLs): the config never makes kurs
/// offline nor moves the cache.
package enum FirstStartFetchHelper {
    /// Starts the dashboard's helper (`HTTPClient.prepareTransport`) when `isFirstStart`. A helper no request comes
    /// to exits one second after it started.
    package static func startIfNeeded(offlineFlag: Bool, dependencies: AppDependencies) {
        let onTerminal = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        guard isFirstStart(offlineFlag: offlineFlag, onTerminal: onTerminal, dependencies: dependencies) else { return }
        dependencies.dashboardClient.prepareTransport()
    }

    /// Whether a dashboard (`kurs`, `kurs pane`) about to start makes a first start: on a terminal (stdin and
    /// stdout), online (`KursEnvironment.isOffline`: `offlineFlag`, `KURS_OFFLINE`), with no coin list in its cache
    /// directory (`KursEnvironment.cacheDirectory`), for any vs currency or coins (`Resource.marketsKeyPrefix`; a
    /// list cached for other coins is fetched as a stale one is, once the dashboard runs). Not when the directory
    /// can't be listed (the dashboard may well read its files). The `KURS_*_URL`s are checked later: with an
    /// invalid one the command stops (exit status 2) and a helper started meanwhile ends with it.
    static func isFirstStart(offlineFlag: Bool, onTerminal: Bool, dependencies: AppDependencies) -> Bool {
        let variables = dependencies.variables
        guard onTerminal, !KursEnvironment.isOffline(variables: variables, offlineFlag: offlineFlag) else { return false }
        let directory = KursEnvironment.cacheDirectory(variables: variables, homeDirectory: dependencies.homeDirectory)
        return DiskCache(directory: directory, fileSystem: dependencies.fileSystem)
            .hasFile(keyPrefix: Resource<DecodedList<Coin>>.marketsKeyPrefix) == false
    }
}
