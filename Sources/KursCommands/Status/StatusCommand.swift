import Foundation
import KursCore

/// `kurs status`: one line for a status bar from the cache only, at once.
///
/// The format: `--format`, else the config's `statusFormat`, else `StatusFormat.defaultFormat`; a bad format is a
/// usage error (exit 2) with `StatusFormatError.message`. Only the cache entries the format needs are read (no
/// network, no embedded sample; `{weather}`: the first effective city's cached forecast, the saved cities read
/// only then — from `cities`, by default `CityStore.current()`); when one is missing or stale and not offline, a detached background refresh is
/// started (`BackgroundRefresh`) and the line is printed from what is there. With nothing cached of any source
/// the format reads, the line is "kurs: no data yet" (stdout, exit 0); a cached source lacking a value gives "?". `--tmux` doubles `#` in data and colours changes, without colours when
/// `NO_COLOR` is set. One line, no trailing spaces. Currency symbols come from `CurrencySymbolFile` when it has
/// them (ICU's answers from an earlier run), else from ICU, and new ones are added to it. `{portfolio}`,
/// `{portfolio:pnl}` and `{alerts}` read `portfolio` and `alerts` (never written) and cached prices only; a file of
/// them that can't be used is said on stderr in the words `kurs portfolio` / `kurs alerts` use, the line shows no
/// value for it (exit 0).
enum StatusCommand {
    static func run(
        _ options: StatusOptions, config: KursConfig, environment: KursEnvironment, output: any CommandOutput,
        cities: CityStore, portfolio: PortfolioStore? = nil, alerts: AlertStore? = nil, now: Date
    ) -> Int32 {
        let template: StatusTemplate
        do {
            template = try StatusFormat.parse(options.format ?? config.statusFormat ?? StatusFormat.defaultFormat)
        } catch {
            output.note(error.message)
            return 2
        }
        var cache = StatusCache(
            cache: environment.cache, base: config.baseCurrency,
            vsCurrency: config.vsCurrency.lowercased(), coins: config.coins.normalized, portfolio: portfolio, alerts: alerts)
        if template.requiredSources.weather, let city = StatusWeather.first(store: cities, settings: config.weather) {
            cache.weather = (city, DataRepository(environment: environment))
        }
        let reading = cache.read(template.requiredSources, now: now)
        reading.warnings.forEach { output.note(TerminalText.sanitize($0)) }
        let sources = reading.refreshSources
        if !environment.offline, !sources.isEmpty {
            BackgroundRefresh.startIfDue(sources: sources, cache: environment.cache, now: now)
        }
        let line: String? = CurrencySymbolFile(cacheDirectory: environment.cacheDirectory, fileSystem: environment.fileSystem).remembering {
            if options.tmux && environment.noColor {
                return TmuxColors.renderUncoloured(template, data: reading.data, now: now)
            }
            return template.render(data: reading.data, now: now, mode: options.tmux ? .tmux : .plain)
        }
        output.write((line ?? "kurs: no data yet") + "\n")
        return 0
    }
}

extension StatusOptions: KursCommand {
    /// Runs on the calling thread: no task, so libdispatch's worker pool never starts for a status line.
    func job(_ context: CommandContext) -> KursCommandLine.Job {
        let dependencies = context.dependencies
        return .blocking {
            StatusCommand.run(self, config: context.config, environment: context.environment, output: context.output,
                              cities: dependencies.cityStore, portfolio: dependencies.portfolioStore,
                              alerts: dependencies.alertStore, now: dependencies.clock.now)
        }
    }
}
