import KursCore

/// Defaults the parser fills in when a flag is not given, taken from the config file (`KursConfig`).
struct CommandDefaults: Equatable, Sendable {
    /// `kurs rates --source erapi` base currency (config `baseCurrency`, default USD).
    var base: CurrencyCode = .usd
    /// `kurs coins` vs currency, lower-case (config `vsCurrency`, default "usd").
    var vsCurrency = "usd"
    /// `kurs coins` row count (config `coins: { top: N }` when set, capped at 250, CoinGecko's largest page; default 20).
    var top = 20
    /// `kurs coins` coin ids (config `coins: ["bitcoin", …]`, normalized); nil: the top `top`.
    var ids: [String]?
    /// `kurs rates --compare` currencies when none are given (config `currencies`, default USD, EUR, PLN, GBP).
    var comparedCurrencies = CurrencyComparison.defaultCodes

    /// The built-in defaults.
    init() {}

    /// The defaults of `config`: its base and vs currency; its `coins.top` only when the file changes `coins`
    /// (the config's own default, top 100, is for the dashboard; the command line lists 20 unless told); its
    /// list of coin ids.
    init(config: KursConfig) {
        base = config.baseCurrency
        vsCurrency = config.vsCurrency.lowercased()
        if !config.currencies.isEmpty { comparedCurrencies = config.currencies.map(\.iso4217) }
        guard config.coins != KursConfig().coins else { return }
        switch config.coins.normalized {
        case .top(let n): top = n
        case .ids(let list): ids = list
        }
    }
}
