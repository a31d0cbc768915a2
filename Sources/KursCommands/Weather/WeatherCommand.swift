import Foundation
import KursApp
import KursCore

/// `kurs weather [CITY|LAT,LON] [--units metric|imperial] [--json]`: resolves the place (first saved city,
/// geocoding search or coordinates), loads the forecast (`DataRepository.loadForecast`) and prints it
/// (`WeatherText`, or `ForecastJSON` with `source`, `fetched_at`, `origin`, `sample_recorded_on`).
/// Exit 2 for an unknown city; 1 when there is no data at all (offline with nothing cached, network failure).
enum WeatherCommand {
    /// What the command needs besides the options: the repository, saved cities, config settings, the clock.
    struct Context {
        var repository: DataRepository
        var cities: CityStore
        var settings: WeatherSettings
        var ascii: Bool
        var now: Date
    }

    /// Runs with the process's config (loaded once by the command line), state file and locale; the environment
    /// gets the config's weather key and URLs where the process environment gives none.
    static func run(_ options: WeatherOptions, environment: KursEnvironment, config: KursConfig,
                    dependencies: AppDependencies, output: any CommandOutput) async -> Int32 {
        let variables = dependencies.variables
        let context = Context(
            repository: dependencies.repository(environment.applyingWeatherConfig(config, variables: variables)),
            cities: dependencies.cityStore, settings: config.weather, ascii: !isUTF8(variables),
            now: dependencies.clock.now)
        return await run(options, context: context, output: output)
    }

    static func run(_ options: WeatherOptions, context: Context, output: any CommandOutput) async -> Int32 {
        let units = options.units ?? context.settings.units
        let place: Place
        switch await resolve(options.target, context: context, output: output) {
        case .success(let resolved): place = resolved
        case .failure(let failure): return fail(failure, output)
        }
        let loaded: Loaded<Forecast>
        do {
            loaded = try await context.repository.load(
                context.repository.forecastResource(at: place.point, units: units, name: place.name))
        } catch {
            let source = context.repository.environment.forecastSource.rawValue
            return fail(.from(error, source: source, subject: place.title), output)
        }
        let source = loaded.fetched.value.source.rawValue
        OriginNote.notes(for: loaded, source: source).forEach(output.note)
        if options.json {
            let data = ForecastJSON.encode(loaded.fetched.value, fetchedAt: loaded.fetched.fetchedAt, origin: loaded.fetched.origin)
            output.write(String(decoding: data, as: UTF8.self) + "\n")
        } else {
            output.write(WeatherText.render(
                loaded.fetched.value, title: place.title, now: context.now, terminal: output.isTerminal, ascii: context.ascii))
        }
        return 0
    }

    /// A place to forecast: the point, the name for JSON `name` (nil for bare coordinates) and the title line.
    struct Place {
        var point: Coordinates
        var name: String?
        var title: String
    }

    static func resolve(_ target: WeatherOptions.Target, context: Context, output: any CommandOutput) async
        -> Result<Place, CommandFailure>
    {
        switch target {
        case .coordinates(let point):
            return .success(Place(point: point, name: nil, title: point.title))
        case .name(let name):
            return await search(name, context: context, output: output)
        case .firstCity:
            let (saved, warning) = context.cities.read()
            if let warning { output.note(warning) }
            guard let city = CityStore.effectiveCities(saved: saved, settings: context.settings).first else {
                return .failure(CommandFailure(status: 2, message: "no city: give one (kurs weather CITY) or add one to the config"))
            }
            if let point = city.coordinates {
                return .success(Place(point: point, name: city.name, title: city.displayName))
            }
            return await search(city.name, context: context, output: output)
        }
    }

    /// The first geocoding match for `name`.
    static func search(_ name: String, context: Context, output: any CommandOutput) async -> Result<Place, CommandFailure> {
        let loaded: Loaded<[GeoPlace]>
        do {
            loaded = try await context.repository.load(Resource.placeSearch(name))
        } catch {
            return .failure(.from(error, source: "geocoding", subject: "'\(TerminalText.sanitize(name))'"))
        }
        OriginNote.notes(for: loaded, source: "geocoding").forEach(output.note)
        guard let first = loaded.fetched.value.first,
            let point = Coordinates(latitude: first.latitude, longitude: first.longitude)
        else {
            return .failure(CommandFailure(status: 2, message: "unknown city '\(TerminalText.sanitize(name))'"))
        }
        return .success(Place(point: point, name: first.name, title: first.displayName))
    }

    /// "50.45, 30.52".
    static func fail(_ failure: CommandFailure, _ output: any CommandOutput) -> Int32 {
        output.note(failure.message)
        return failure.status
    }

    /// Whether the locale (LC_ALL, else LC_CTYPE, else LANG) is UTF-8; glyphs fall back to ASCII otherwise.
    static func isUTF8(_ variables: [String: String]) -> Bool {
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { variables[$0] }.first { !$0.isEmpty } ?? ""
        let lowered = locale.lowercased()
        return lowered.contains("utf-8") || lowered.contains("utf8")
    }
}

extension WeatherOptions: KursCommand {
    func job(_ context: CommandContext) -> KursCommandLine.Job {
        .fetching { await WeatherCommand.run(
            self, environment: context.environment, config: context.config, dependencies: context.dependencies, output: context.output) }
    }
}
