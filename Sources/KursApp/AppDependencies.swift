package import Foundation
package import KursCore

/// What a kurs process takes from the world, built once in `KursCommandLine.main` and passed down: the clock,
/// the environment variables, the home directory, the file system, the source of random numbers (backoff jitter)
/// and the HTTP client. Nothing else in KursApp reads `ProcessInfo`, `Date()`, the user's home directory or the
/// files (the environment carries the file system to the cache, the state files and the history); tests build
/// one of their own.
package struct AppDependencies: Sendable {
    /// Wall and monotonic time.
    package var clock: any TimeSource
    /// The process environment (`ProcessInfo.processInfo.environment` in the running program).
    package var variables: [String: String]
    /// `$HOME` when set to something, else the user's home directory.
    package var homeDirectory: URL
    /// The backoff jitter of a new refresh scheduler (seeded from the system generator).
    package var jitter: @Sendable () -> Jitter
    /// The HTTP client every data repository of the process uses.
    package var http: HTTPClient
    /// The file system every file of the process is read from and written to.
    package var fileSystem: any FileSystem = LocalFileSystem()
    /// How the dashboard (a long-running process) moves its requests: a helper process per request in the
    /// running program, so it never maps libcurl; `http` itself in tests.
    package var dashboardTransport: HTTPClient.Transport? = nil

    /// Profiling hook (undocumented for users): the executable the dashboard runs as its `__transfer` helper
    /// instead of `/proc/self/exe`, which under valgrind names valgrind itself (`scripts/text-order.py`); empty
    /// counts as unset. It should be this same build: only the framing's version line is checked, and a program
    /// that is no kurs helper fails every fetch ("no HTTP").
    package static let helperExecutableVariable = "KURS_HELPER_EXECUTABLE"

    /// The real world: the system clock, this process's environment and home, the system generator, the default
    /// HTTP client.
    package static func live() -> AppDependencies {
        let variables = ProcessVariables.current()
        let home = variables["HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        return AppDependencies(
            clock: SystemClock(), variables: variables, homeDirectory: home,
            jitter: { .system() }, http: HTTPClient(), fileSystem: LocalFileSystem(),
            dashboardTransport: variables[helperExecutableVariable].flatMap { $0.isEmpty ? nil : .helperProcess(executable: $0) }
                ?? .helper)
    }

    /// A data repository over `environment` with this process's HTTP client and clock.
    package func repository(_ environment: KursEnvironment) -> DataRepository {
        let clock = self.clock
        return DataRepository(environment: environment, client: http, now: { clock.now })
    }

    /// The dashboard's data repository: `repository(_:)`, with `dashboardTransport` when one is set, and the decoded copies
    /// of its answers written after the answers went to the loop (`DeferredCopyWrites`).
    package func dashboardRepository(_ environment: KursEnvironment) -> DataRepository {
        let clock = self.clock
        return DataRepository(environment: environment, client: dashboardClient,
                              copyWriter: DeferredCopyWrites.shared.schedule, now: { clock.now })
    }

    /// The dashboard's HTTP client: over `dashboardTransport` when set, else `http`.
    package var dashboardClient: HTTPClient {
        let clock = self.clock
        return dashboardTransport.map { HTTPClient(transport: $0, now: { clock.now }) } ?? http
    }

    /// The saved cities of this process (`$XDG_STATE_HOME/kurs/cities.json`).
    package var cityStore: CityStore { CityStore(variables: variables, homeDirectory: homeDirectory, fileSystem: fileSystem) }
    /// The portfolio of this process (`$XDG_STATE_HOME/kurs/portfolio.json`).
    package var portfolioStore: PortfolioStore {
        PortfolioStore(variables: variables, homeDirectory: homeDirectory, fileSystem: fileSystem)
    }
    /// The alerts of this process (`$XDG_STATE_HOME/kurs/alerts.json`).
    package var alertStore: AlertStore { AlertStore(variables: variables, homeDirectory: homeDirectory, fileSystem: fileSystem) }
}
