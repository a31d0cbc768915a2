package import Foundation

/// Everything kurs takes from the process environment and the global flags (DESIGN.md §4): network on/off,
/// API base URLs, keys, the cache directory and colour preference. Pure: built from a dictionary, so tests pass
/// their own. Keys are `APIKey`s and never appear in `description`.
package struct KursEnvironment: Sendable, Equatable, CustomStringConvertible {
    /// No network at all (`--offline` or `KURS_OFFLINE=1`): cache, else embedded sample data.
    package var offline: Bool
    /// The base URL of every source with an endpoint in the source registry (no trailing slash): its
    /// `KURS_*_URL` variable, else its registry default (CoinGecko's pro URL with a pro key).
    package var baseURLs: [SourceID: URL]
    /// `KURS_PRIVATBANK_URL`, default `https://api.privatbank.ua` (no trailing slash).
    package var privatBankBaseURL: URL { get { baseURLs[.privatbank]! } set { baseURLs[.privatbank] = newValue } }
    /// `KURS_ERAPI_URL`, default `https://open.er-api.com` (no trailing slash).
    package var erapiBaseURL: URL { get { baseURLs[.erapi]! } set { baseURLs[.erapi] = newValue } }
    /// `KURS_COINGECKO_URL`, default `https://api.coingecko.com/api/v3`, or `https://pro-api.coingecko.com/api/v3`
    /// when a pro key is set (no trailing slash).
    package var coinGeckoBaseURL: URL { get { baseURLs[.coingecko]! } set { baseURLs[.coingecko] = newValue } }
    /// `COINGECKO_PRO_API_KEY` (wins) or `COINGECKO_API_KEY`, when set and non-empty.
    package var coinGeckoKey: CoinGeckoKey?
    /// `$XDG_CACHE_HOME/kurs`, else `~/.cache/kurs`.
    package var cacheDirectory: URL
    /// `NO_COLOR` is set (to anything non-empty): never emit colours.
    package var noColor: Bool
    /// The config's `weather.language` (ISO 639-1, e.g. "uk") for Pirate Weather texts and geocoding names;
    /// nil: the APIs' default (English).
    package var weatherLanguage: String?
    /// `KURS_OPENMETEO_URL`, default `https://api.open-meteo.com` (no trailing slash).
    package var openMeteoBaseURL: URL { get { baseURLs[.openMeteo]! } set { baseURLs[.openMeteo] = newValue } }
    /// `KURS_GEOCODING_URL`, default `https://geocoding-api.open-meteo.com` (no trailing slash).
    package var geocodingBaseURL: URL { get { baseURLs[.geocoding]! } set { baseURLs[.geocoding] = newValue } }
    /// `KURS_PIRATEWEATHER_URL`, default `https://api.pirateweather.net` (no trailing slash).
    package var pirateWeatherBaseURL: URL {
        get { baseURLs[.pirateWeather]! }
        set { baseURLs[.pirateWeather] = newValue }
    }
    /// `PIRATEWEATHER_API_KEY` when set and non-empty (else the config's `apiKeys.pirateWeather`, see
    /// `applyingWeatherConfig`): forecasts then come from Pirate Weather.
    package var pirateWeatherKey: APIKey?
    /// `KURS_NBU_URL`, default `https://bank.gov.ua` (no trailing slash): the National Bank's official rates.
    package var nbuBaseURL: URL { get { baseURLs[.nbu]! } set { baseURLs[.nbu] = newValue } }
    /// `KURS_MONOBANK_URL`, default `https://api.monobank.ua` (no trailing slash).
    package var monobankBaseURL: URL { get { baseURLs[.monobank]! } set { baseURLs[.monobank] = newValue } }
    /// `$XDG_DATA_HOME/kurs`, else `~/.local/share/kurs`: the rate history database (`history.sqlite3`).
    package var dataDirectory: URL

    /// The file system the cache, state and history are kept in (`LocalFileSystem` unless given). Not part of
    /// equality: two environments are the same settings wherever their files are.
    package var fileSystem: any FileSystem {
        get { fileSystemHolder.fileSystem }
        set { fileSystemHolder = FileSystemHolder(fileSystem: newValue) }
    }
    private var fileSystemHolder = FileSystemHolder(fileSystem: LocalFileSystem())

    /// The response cache in `cacheDirectory` of `fileSystem`.
    package var cache: DiskCache { DiskCache(directory: cacheDirectory, fileSystem: fileSystem) }

    /// CoinGecko base for a pro key (the registry's default serves the public and demo-key plans).
    package static let defaultCoinGeckoProURL = "https://pro-api.coingecko.com/api/v3"

    /// Every registry source's default base URL (`SourceRegistry.current`).
    private static var defaultBaseURLs: [SourceID: URL] {
        Dictionary(SourceRegistry.current.endpoints.compactMap { id, endpoint in
            baseURL(endpoint.defaultURL).map { (id, $0) }
        }, uniquingKeysWith: { first, _ in first })
    }

    /// An environment from explicit values (tests, config); base URLs without trailing slashes. `dataDirectory`:
    /// the user's `~/.local/share/kurs` when not given (looked up in the password database only then).
    package init(
        offline: Bool = false, privatBankBaseURL: URL, erapiBaseURL: URL, coinGeckoBaseURL: URL,
        coinGeckoKey: CoinGeckoKey? = nil, cacheDirectory: URL, noColor: Bool = false, dataDirectory: URL? = nil
    ) {
        self.offline = offline
        var urls = Self.defaultBaseURLs
        urls[.privatbank] = privatBankBaseURL
        urls[.erapi] = erapiBaseURL
        urls[.coingecko] = coinGeckoBaseURL
        baseURLs = urls
        self.coinGeckoKey = coinGeckoKey
        self.cacheDirectory = cacheDirectory
        self.noColor = noColor
        self.dataDirectory = dataDirectory ?? FileManager.default.homeDirectoryForCurrentUser
            .appendingPathComponent(".local/share/kurs", isDirectory: true)
    }

    /// Builds the environment from `variables` (normally `ProcessInfo.processInfo.environment`).
    /// - Parameters:
    ///   - offlineFlag: `--offline` was given on the command line.
    ///   - homeDirectory: used for `~/.cache/kurs` when `XDG_CACHE_HOME` is unset or empty.
    ///   - fileSystem: where the files are (the process's `AppDependencies.fileSystem`).
    /// - Throws: `KursEnvironment.InvalidURL` when a `KURS_*_URL` value is not an http(s) URL.
    package init(
        variables: [String: String], offlineFlag: Bool = false, homeDirectory: URL,
        fileSystem: any FileSystem = LocalFileSystem()
    ) throws(InvalidURL) {
        func value(_ name: String) -> String? { Self.value(name, in: variables) }
        func url(_ name: String, default fallback: String) throws(InvalidURL) -> URL {
            let text = value(name) ?? fallback
            guard let url = Self.baseURL(text) else { throw InvalidURL(variable: name, value: text) }
            return url
        }
        let key: CoinGeckoKey? =
            value("COINGECKO_PRO_API_KEY").map { .pro(APIKey($0)) } ?? value("COINGECKO_API_KEY").map { .demo(APIKey($0)) }
        var urls: [SourceID: URL] = [:]
        for (id, endpoint) in SourceRegistry.current.endpoints {
            var fallback = endpoint.defaultURL
            if id == .coingecko, case .pro = key { fallback = Self.defaultCoinGeckoProURL }
            urls[id] = try url(endpoint.environmentVariable, default: fallback)
        }
        self.init(
            offline: Self.isOffline(variables: variables, offlineFlag: offlineFlag),
            privatBankBaseURL: urls[.privatbank]!, erapiBaseURL: urls[.erapi]!, coinGeckoBaseURL: urls[.coingecko]!,
            coinGeckoKey: key,
            cacheDirectory: Self.cacheDirectory(variables: variables, homeDirectory: homeDirectory),
            noColor: value("NO_COLOR") != nil,
            dataDirectory: XDGDirectory.kurs("XDG_DATA_HOME", else: ".local/share", variables: variables,
                                             homeDirectory: homeDirectory)
        )
        baseURLs = urls
        pirateWeatherKey = value("PIRATEWEATHER_API_KEY").map(APIKey.init)
        self.fileSystem = fileSystem
    }

    /// Whether kurs must not touch the network: `offlineFlag` (`--offline`) or `KURS_OFFLINE=1` in `variables`.
    package static func isOffline(variables: [String: String], offlineFlag: Bool) -> Bool {
        offlineFlag || value("KURS_OFFLINE", in: variables) == "1"
    }

    /// The response cache's directory: `$XDG_CACHE_HOME/kurs` when `XDG_CACHE_HOME` in `variables` is an absolute
    /// path (the XDG spec: a relative one is invalid and ignored), else `homeDirectory/.cache/kurs`.
    package static func cacheDirectory(variables: [String: String], homeDirectory: URL) -> URL {
        XDGDirectory.kurs("XDG_CACHE_HOME", else: ".cache", variables: variables, homeDirectory: homeDirectory)
    }

    /// The variable `name` of `variables` without surrounding blanks; nil when unset or blank.
    private static func value(_ name: String, in variables: [String: String]) -> String? {
        guard let v = variables[name]?.trimmingBlanks(), !v.isEmpty else { return nil }
        return v
    }

    /// `text` as an http(s) base URL with trailing slashes removed, or nil.
    static func baseURL(_ text: String) -> URL? {
        var trimmed = Substring(text)
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let url = URL(string: String(trimmed)), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", url.host != nil
        else { return nil }
        return url
    }

    /// A summary safe to print: URLs and flags, the key only as its kind.
    package var description: String {
        let key: String
        switch coinGeckoKey {
        case .none: key = "none"
        case .demo: key = "demo (redacted)"
        case .pro: key = "pro (redacted)"
        }
        return "offline=\(offline) privatbank=\(privatBankBaseURL.absoluteString) erapi=\(erapiBaseURL.absoluteString) "
            + "coingecko=\(coinGeckoBaseURL.absoluteString) coingecko_key=\(key) cache=\(cacheDirectory.path) "
            + "no_color=\(noColor) openmeteo=\(openMeteoBaseURL.absoluteString) "
            + "geocoding=\(geocodingBaseURL.absoluteString) pirateweather=\(pirateWeatherBaseURL.absoluteString) "
            + "pirateweather_key=\(pirateWeatherKey == nil ? "none" : "redacted")"
    }

    /// A `KURS_*_URL` variable that is not an http(s) URL.
    package struct InvalidURL: Error, Equatable, Sendable {
        /// The variable name, e.g. "KURS_ERAPI_URL".
        package var variable: String
        /// The value given.
        package var value: String
        /// One line for stderr.
        package var message: String { "\(variable) is not an http(s) URL: '\(value)'" }
    }
}

/// Holds an environment's file system out of its equality (every holder is equal to every other).
private struct FileSystemHolder: Sendable, Equatable {
    let fileSystem: any FileSystem
    static func == (_: FileSystemHolder, _: FileSystemHolder) -> Bool { true }
}
