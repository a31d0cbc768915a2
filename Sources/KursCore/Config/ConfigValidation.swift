import Foundation

/// Value rules a decoded config must meet beyond its types: currency codes, intervals, budgets, URLs, key
/// bindings, colours. Defaults always pass, so every problem is in something the file set.
enum ConfigValidation {
    /// A value problem: where and what.
    struct Problem: Equatable {
        var path: ConfigKeyPath
        var message: String
    }

    /// Every problem in `config`, in schema order.
    static func problems(in config: KursConfig, fixedKeys: @autoclosure () -> [String: KeyReservation] = [:]) -> [Problem] {
        var problems: [Problem] = []
        func add(_ path: ConfigKeyPath, _ message: String?) {
            if let message { problems.append(Problem(path: path, message: message)) }
        }
        add("baseCurrency", currencyProblem(config.baseCurrency))
        add("converter.from", currencyProblem(config.converter.from))
        add("converter.to", currencyProblem(config.converter.to))
        for (index, code) in config.quickPicks.enumerated() {
            add(ConfigKeyPath("quickPicks").appending(index: index), currencyProblem(code))
        }
        if config.currencies.isEmpty { add("currencies", "the list is empty; give ISO 4217 codes such as \"USD\"") }
        if config.currencies.count > Self.maximumComparedCurrencies {
            add("currencies", "at most \(Self.maximumComparedCurrencies) currencies, found \(config.currencies.count)")
        }
        var seen: Set<CurrencyCode> = []
        for (index, code) in config.currencies.enumerated().prefix(Self.maximumComparedCurrencies + 1) {
            let path = ConfigKeyPath("currencies").appending(index: index)
            if let problem = currencyProblem(code) {
                add(path, problem)
            } else if code.iso4217 == .uah {
                add(path, "UAH is what the banks price in; list the currencies to compare against it")
            } else if !seen.insert(code.iso4217).inserted {
                add(path, "'\(code.rawValue)' is listed twice")
            }
        }
        switch config.coins {
        case .top(let count):
            if !(1...CoinSelection.maximumTop).contains(count) {
                add("coins.top", "must be between 1 and \(CoinSelection.maximumTop), found \(count)")
            }
        case .ids(let ids):
            if ids.isEmpty { add("coins", "the list is empty; give coin ids or { top: N }") }
            if ids.count > CoinSelection.maximumIDs {
                add("coins", "at most \(CoinSelection.maximumIDs) coin ids (one CoinGecko page), found \(ids.count)")
            }
            for (index, id) in ids.enumerated() where CoinID.normalized(id) == nil {
                add(ConfigKeyPath("coins").appending(index: index),
                    "'\(id)' is not a CoinGecko id (\(CoinID.rule), e.g. \"bitcoin\")")
            }
        }
        if !isLetters(config.vsCurrency, count: 3...5) {
            add("vsCurrency", "expected a CoinGecko currency such as \"usd\" or \"eur\", found '\(config.vsCurrency)'")
        }
        problems += refreshProblems(config.refresh)
        problems += weatherProblems(config.weather)
        problems += keyProblems(config.keys, fixedKeys: fixedKeys)
        for (name, color) in [("up", config.colors.up), ("down", config.colors.down), ("accent", config.colors.accent)]
        where !ColorSettings.isValid(color) {
            add(ConfigKeyPath("colors").appending(name),
                "unknown colour '\(color)'; use one of \(ColorSettings.names.joined(separator: ", ")) or 0…255")
        }
        if let format = config.statusFormat {
            if format.isEmpty { add("statusFormat", "is empty") }
            if format.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                add("statusFormat", "must be one line without control characters")
            }
            if !format.isEmpty {
                do {
                    _ = try StatusFormat.parse(format)
                } catch {
                    add("statusFormat", error.message)
                }
            }
        }
        for (key, url) in config.api.all {
            add(ConfigKeyPath("api").appending(key), urlProblem(url))
        }
        for (name, value) in config.apiKeys.named {
            guard let value else { continue }
            if value.isEmpty || value.contains(where: { $0.isWhitespace }) {
                add(ConfigKeyPath("apiKeys").appending(name), "is empty or contains spaces")
            }
        }
        return problems
    }

    private static func refreshProblems(_ refresh: RefreshSettings) -> [Problem] {
        var problems: [Problem] = []
        func check(_ path: ConfigKeyPath, minutesKey: String = "minutes", minutes: Int?, budget: Int?) {
            if let minutes, minutes < RefreshSettings.minimumMinutes {
                problems.append(Problem(
                    path: path.appending(minutesKey),
                    message: "must be at least \(RefreshSettings.minimumMinutes) (minutes), found \(minutes)"))
            }
            if let budget, !(1...RefreshSettings.maximumBudgetPerDay).contains(budget) {
                problems.append(Problem(
                    path: path.appending("budgetPerDay"),
                    message: "must be between 1 and \(RefreshSettings.maximumBudgetPerDay) (fetches a day), found \(budget)"))
            }
        }
        check("refresh", minutesKey: "marketsMinutes", minutes: refresh.marketsMinutes, budget: refresh.budgetPerDay)
        for source in RefreshSource.allCases {
            guard let override = refresh.sources[source] else { continue }
            check(ConfigKeyPath("refresh.sources").appending(source.rawValue), minutes: override.minutes,
                  budget: override.budgetPerDay)
        }
        return problems
    }

    private static func weatherProblems(_ weather: WeatherSettings) -> [Problem] {
        var problems: [Problem] = []
        for (index, city) in weather.cities.enumerated() {
            let path = ConfigKeyPath("weather.cities").appending(index: index)
            if city.name.trimmingBlanks().isEmpty {
                problems.append(Problem(path: path.appending("name"), message: "a city needs a name"))
            }
            switch (city.latitude, city.longitude) {
            case (let latitude?, let longitude?):
                if !(-90...90).contains(latitude) {
                    problems.append(Problem(path: path.appending("latitude"),
                                            message: "must be between -90 and 90, found \(latitude)"))
                }
                if !(-180...180).contains(longitude) {
                    problems.append(Problem(path: path.appending("longitude"),
                                            message: "must be between -180 and 180, found \(longitude)"))
                }
            case (nil, nil):
                break
            default:
                problems.append(Problem(
                    path: path, message: "give both latitude and longitude, or neither to look the name up"))
            }
        }
        if let language = weather.language, !isLanguageCode(language) {
            problems.append(Problem(
                path: "weather.language", message: "'\(language)' is not an ISO 639-1 language code (two lower-case letters, e.g. \"uk\")"))
        }
        return problems
    }

    /// The problems of the `keys` member: none without overrides (the fixed keys are then not even asked for:
    /// working them out and the default owners was ~0.3 million instructions at every start).
    private static func keyProblems(_ keys: KeyBindings, fixedKeys: () -> [String: KeyReservation]) -> [Problem] {
        guard !keys.overrides.isEmpty else { return [] }
        let fixedKeys = fixedKeys()
        var problems: [Problem] = []
        var owners: [String: KeyAction] = [:]
        for action in KeyAction.allCases where keys.overrides[action] == nil {
            owners[KeyBindings.normalized(action.defaultKey)] = action
        }
        for action in KeyAction.allCases {
            guard let key = keys.overrides[action] else { continue }
            let path = ConfigKeyPath("keys").appending(action.rawValue)
            guard KeyBindings.isValidKey(key) else {
                problems.append(Problem(
                    path: path, message: "'\(key)' is not a key; use one character, Ctrl-<letter> or a key name "
                        + "(\(KeyBindings.namedKeys.prefix(6).joined(separator: ", ")) …)"))
                continue
            }
            if let fixed = fixedKeys[KeyBindings.normalized(key)], fixed.action != action, !fixed.except.contains(action) {
                problems.append(Problem(path: path, message: "'\(key)' always means \(fixed.does); choose another key"))
            } else if let owner = owners[KeyBindings.normalized(key)], owner != action {
                problems.append(Problem(path: path, message: "'\(key)' is already bound to \(owner.rawValue)"))
            } else {
                owners[KeyBindings.normalized(key)] = action
            }
        }
        return problems
    }

    /// Problems with the `keys` object's member names (unknown actions), from the document itself, since
    /// `KeyBindings` drops them when decoding.
    static func unknownActions(in document: JSON5Value) -> [Problem] {
        guard case .object(let top) = document, case .object(let keys)? = top["keys"] else { return [] }
        return keys.keys.sorted().filter { KeyAction(rawValue: $0) == nil }.map {
            Problem(path: ConfigKeyPath("keys").appending($0),
                    message: "unknown action '\($0)'; actions: \(KeyAction.allCases.map(\.rawValue).joined(separator: ", "))")
        }
    }

    /// The most currencies the bank comparison (`currencies`) may list: one screen of rows.
    static let maximumComparedCurrencies = 32

    /// The currency codes of the default config (`KursConfig()`): its base currency, converter pair, quick picks and
    /// compared currencies.
    static let defaultCodes: Set<String> = {
        let defaults = KursConfig()
        let codes = [defaults.baseCurrency, defaults.converter.from, defaults.converter.to] + defaults.quickPicks
            + defaults.currencies
        return Set(codes.map(\.iso4217.rawValue))
    }()

    /// Why `code` is not a usable ISO 4217 currency code, or nil when it is.
    static func currencyProblem(_ code: CurrencyCode) -> String? {
        guard isLetters(code.rawValue, count: 3...3) else {
            return "expected a 3-letter currency code such as \"USD\", found '\(code.rawValue)'"
        }
        // The defaults' own codes (a test holds them to ICU's list) need not ask ICU for its whole list, which a config
        // that leaves the currencies alone made every start do (and load ICU's data).
        if defaultCodes.contains(code.iso4217.rawValue) { return nil }
        guard CurrencyCode.commonISOCodes.contains(code.iso4217.rawValue) else {
            return "unknown currency code '\(code.rawValue)'"
        }
        return nil
    }

    /// Why `url` is not an http(s) URL with a host, or nil when it is.
    static func urlProblem(_ url: URL) -> String? {
        guard let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme) else {
            return "expected an http or https URL, found '\(url.absoluteString)'"
        }
        guard let host = url.host, !host.isEmpty else { return "the URL '\(url.absoluteString)' has no host" }
        return nil
    }

    private static func isLetters(_ text: String, count: ClosedRange<Int>) -> Bool {
        count.contains(text.count) && text.allSatisfy { $0.isASCII && $0.isLetter }
    }

    /// Two lower-case ASCII letters ("uk", "en").
    static func isLanguageCode(_ text: String) -> Bool {
        text.count == 2 && text.allSatisfy { $0.isASCII && $0.isLowercase }
    }
}
