import Foundation
import KursCore
import TerminalNcurses
#if canImport(Glibc)
import Glibc
import CMalloc
#endif

/// The full-screen dashboard (`kurs` with no command).
package enum Dashboard {
    /// Runs the dashboard on the controlling terminal until the user quits (the terminal already checked:
    /// `refusal(term:)`). Returns the exit status: 0 after q / Ctrl-C, 128 + n after SIGTERM/SIGHUP, 1 when
    /// ncurses cannot start (a one-line message on stderr points to the one-shot commands).
    ///
    /// - Parameters:
    ///   - dataSource: snapshots (cache → embedded) for the first frame, then fetches.
    ///   - offline: `--offline` / `KURS_OFFLINE=1`: snapshots only.
    ///   - useColor: false for `NO_COLOR` (bold and reverse stay).
    ///   - asciiFallback: ASCII glyphs for arrows, sparklines and the chart; nil: when the terminal session's
    ///     character set (`LC_CTYPE`) is not UTF-8.
    ///   - clock: wall and monotonic time (injected for tests).
    ///   - exitAfterFirstFrame: a benchmark hook (`KURS_EXIT_AFTER_FIRST_FRAME=1`): exit with status 0 right
    ///     after the first frame that shows data (cache or network; the embedded sample only offline).
    ///   - paneMode: `kurs pane NAME`: one pane alone (nil: the full dashboard).
    ///   - config: the converter's pair and quick picks, the weather pane's configured cities and units, the
    ///     key bindings and the colours (`NO_COLOR` still wins over them).
    ///   - weather: places and forecasts for the weather pane (nil: "offline" for every request).
    ///   - cityStore: the saved city list (read here once, written by the weather pane's edits).
    ///   - history: the rate history (live rates recorded, currency details read); nil: none.
    ///   - favourites: the favourite coins' file (read here once, written after each `f`); nil: none.
    ///   - portfolioStore: the portfolio (read here once, written by the portfolio pane's edits); nil: none.
    ///   - alertStore: the alerts (read here once, their evaluations recorded); nil: none.
    ///   - searchPath: `PATH`, where `notify-send` is looked for (config `alerts.notify`).
    ///   - jitter: backoff jitter for the refresh scheduler.
    ///   - cacheProblem: why the cache directory is not used (`DataRepository.cacheProblem`), said in the status bar.
    static func run(dataSource: any ResourceLoading, offline: Bool, useColor: Bool,
                           asciiFallback: Bool? = nil, clock: any TimeSource = SystemClock(),
                           exitAfterFirstFrame: Bool = false, paneMode: PaneMode? = nil,
                           config: KursConfig = KursConfig(), weather: (any WeatherDataSource)? = nil,
                           cityStore: CityStore? = nil, history: DashboardHistory? = nil,
                           favourites: StateFile<FavouritesFile>? = nil,
                           portfolioStore: PortfolioStore? = nil, alertStore: AlertStore? = nil,
                           searchPath: String? = nil, jitter: Jitter = .system(),
                           configWarnings: [String] = [], cacheProblem: String? = nil) -> Int32 {
        guard let session = TerminalSession(useColor: useColor) else { return refuse(noTerminal) }
        let asciiFallback = asciiFallback ?? !session.localeIsUTF8
        let size = session.size
        let pipe = session.wakePipe
        let inbox = MessageInbox(wake: { pipe.wake() })
        var state = AppState(size: TerminalSize(width: size.width, height: size.height), isOffline: offline,
                             scheduler: RefreshScheduler(jitter: jitter), paneMode: paneMode)
        let saved = cityStore?.load()
        configure(&state, config: config, saved: saved?.list ?? CityList())
        // A state file still there after `load` was read (an unreadable one is moved aside): the user chose.
        if let cityStore, cityStore.fileSystem.itemExists(atPath: cityStore.fileURL.path) { state.weather.citiesChosen = true }
        state.weather.isOffline = offline
        let savedFavourites = favourites?.load(now: clock.now)
        state.favourites = Set(savedFavourites?.value?.coins ?? [])
        if let portfolioStore { (state.portfolio.portfolio, state.portfolio.problem) = portfolioStore.read() }
        if let alertStore {
            state.alerts.watchesFile = true
            state.alerts.fileStatus = alertStore.status()  // before reading: a write in between is seen as a change
            (state.alerts.list, state.alerts.problem) = alertStore.read()
        }
        state.screen.configWarning = ConfigWarningText.statusBar(configWarnings) ?? cacheProblem ?? saved?.notice
            ?? savedFavourites?.notice
        let runner = EffectRunner(
            dataSource: dataSource, inbox: inbox, weather: weather, cityStore: cityStore, offline: offline,
            history: history, favourites: favourites, portfolioStore: portfolioStore, alertStore: alertStore,
            searchPath: searchPath, now: { [clock] in clock.now })
        let loop = EventLoop(
            terminal: session, runner: runner, state: state, clock: clock,
            render: { DashboardView.render($0, now: $1, colorsEnabled: useColor, asciiFallback: asciiFallback, offsets: &$2) },
            exitAfterFirstFrame: exitAfterFirstFrame)
        return loop.run()
    }

    /// Why the dashboard can't start here, as the line said on stderr: ncursesw missing or a `TERM` that can't
    /// draw it (when stdout is a terminal), stdin or stdout not a terminal; nil when it can start.
    static func refusal(term: String?) -> String? {
        if isatty(STDOUT_FILENO) == 1, let problem = TerminalSession.libraryProblem() {
            return "kurs: \(problem); `kurs rates`, `kurs coins` and `kurs status` work without it\n"
        }
        if isatty(STDOUT_FILENO) == 1, let reason = TerminalSession.unsupportedReason(term: term) {
            return "kurs: \(reason); set TERM (e.g. xterm-256color) or use `kurs rates`, `kurs coins`, `kurs status`\n"
        }
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return noTerminal }
        return nil
    }

    static let noTerminal = "kurs: the dashboard needs a terminal; try `kurs rates`, `kurs coins` or `kurs status`\n"

    /// Says `line` on stderr; the exit status 1.
    static func refuse(_ line: String) -> Int32 {
        _ = DescriptorWriter(descriptor: STDERR_FILENO).write(Array(line.utf8))
        return 1
    }

    /// The coin selection the dashboard shows: `kurs pane coin ID`'s one coin (`.ids([ID])`), else the config's
    /// list (`coins`, normalized).
    static func coinSelection(config: KursConfig, paneMode: PaneMode?) -> CoinSelection {
        if case .coin(let id) = paneMode { return .ids([id]) }
        return config.coins.normalized
    }

    /// Applies the user's config to a new state: the converter's pair and quick picks,
    /// the weather pane's `saved` cities (the state file) and configured cities and units; the focus of a
    /// single pane; the key bindings (`KeyMap`) and the colours; the coins (`coins`, normalized) — except for
    /// `kurs pane coin ID`, which asks for that one coin (`.ids([ID])`), whatever the list.
    static func configure(_ state: inout AppState, config: KursConfig, saved: CityList) {
        state.converter = ConverterState(from: config.converter.from, to: config.converter.to,
                                         quickPicks: config.quickPicks.isEmpty ? QuickPicks.defaultCodes : config.quickPicks)
        state.converterRates = ConverterRates(bank: nil, midMarket: nil, extraCodes: state.converter.quickPicks)
        state.weather = WeatherPaneState(saved: saved, settings: config.weather)
        if let mode = state.settings.paneMode { state.screen.focus = mode.focus }
        // Built again only for configured keys: the state starts with the default map, and building one is not free.
        if config.keys != state.settings.keyMap.bindings { state.settings.keyMap = KeyMap(bindings: config.keys) }
        state.settings.refresh = config.refresh
        state.settings.midMarketBase = config.baseCurrency
        if !config.currencies.isEmpty { state.settings.comparedCurrencies = config.currencies.map(\.iso4217) }
        state.settings.vsCurrency = config.vsCurrency.lowercased()
        state.settings.configuredVsCurrency = state.settings.vsCurrency
        state.settings.coinSelection = coinSelection(config: config, paneMode: state.settings.paneMode)
        state.settings.colors = config.colors
        state.settings.notifyAlerts = config.alerts.notify
    }

    /// Runs the dashboard for `kurs` with no command: data from `DataRepository` (network → cache → embedded
    /// sample) for `options.environment`; colours off under `NO_COLOR`; ASCII glyphs when the locale's
    /// character set is not UTF-8. Refuses a terminal it can't draw on (`refusal(term:)`, exit status 1) before
    /// setting anything up (the fetch helper of a first start, `FirstStartFetchHelper`, exits with it). Returns the exit status
    /// (see `run(dataSource:offline:useColor:...)`).
    ///
    /// Benchmark hook (undocumented for users): `KURS_EXIT_AFTER_FIRST_FRAME=1` in the process environment
    /// exits right after the first frame showing data, to time start-up (`bench/run.sh`). Currency symbols are
    /// remembered in the cache (`CurrencySymbolFile`).
    package static func run(options: DashboardOptions, dependencies: AppDependencies) -> Int32 {
        tuneMemory()
        let environment = options.environment
        let repository = dependencies.dashboardRepository(environment)
        if let refusal = refusal(term: dependencies.variables["TERM"]) { return refuse(refusal) }
        let clock = dependencies.clock
        let history = DashboardHistory(
            environment: environment, repository: repository, now: { clock.now },
            recording: DetachedProcess.executablePath().map { .childProcess(executable: $0) } ?? .inProcess)
        defer {
            DeferredCopyWrites.shared.waitUntilWritten(timeout: 2)
            history.flushPendingRecords(exiting: true)
        }
        return CurrencySymbolFile(cacheDirectory: environment.cacheDirectory, fileSystem: environment.fileSystem).remembering {
            run(
                dataSource: repository, offline: environment.offline,
                useColor: !environment.noColor,
                clock: dependencies.clock,
                exitAfterFirstFrame: dependencies.variables["KURS_EXIT_AFTER_FIRST_FRAME"] == "1",
                paneMode: options.paneMode, config: options.config, weather: repository, cityStore: dependencies.cityStore,
                history: history,
                favourites: FavouritesFile.stateFile(variables: dependencies.variables,
                                                     homeDirectory: dependencies.homeDirectory,
                                                     fileSystem: dependencies.fileSystem),
                portfolioStore: dependencies.portfolioStore, alertStore: dependencies.alertStore,
                searchPath: dependencies.variables["PATH"],
                jitter: dependencies.jitter(),
                configWarnings: options.configWarnings, cacheProblem: repository.cacheProblem)
        }
    }

    /// One malloc arena for the whole process (`mallopt(M_ARENA_MAX, 1)`): glibc otherwise gives the effect executor's
    /// thread an arena of its own, whose pages stay resident beside the main heap (the dashboard allocates little off
    /// the loop thread, so nothing waits); blocks of 128 KiB or more always mapped on their own, so freeing them gives
    /// them back (`cmalloc_map_large_blocks`); and the executable's data read page by page, without read-around
    /// (`cmalloc_read_data_on_demand`), so other locales' ICU data is not kept resident.
    static func tuneMemory() {
        #if canImport(Glibc)
        _ = cmalloc_use_one_arena()
        _ = cmalloc_map_large_blocks()
        _ = cmalloc_read_data_on_demand()
        #endif
    }
}
