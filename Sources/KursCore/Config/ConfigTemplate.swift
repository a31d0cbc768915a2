/// The commented default config `kurs config init` writes: every option with its default value or, for
/// optional ones, commented out, and what each does. It passes `ConfigCheck` with no errors or warnings,
/// and decodes to `KursConfig()`.
package enum ConfigTemplate {
    /// The JSON5 text (its `api` members and `refresh.sources` names come from the current source registry).
    package static var text: String {
        #"""
// kurs configuration (JSON5: comments, trailing commas, unquoted keys and 'single quotes' are fine).
// Every option is shown with its default; delete what you do not change. `kurs config check` reports
// mistakes with their line and column. kurs only reads this file; it never rewrites it.
{
  // Base currency of the mid-market rates (open.er-api.com) and of {mid:CODE} in `kurs status`.
  baseCurrency: "USD",

  // The pair the converter opens with.
  converter: { from: "USD", to: "UAH" },

  // The converter's one-key currency picks (ISO 4217 codes).
  quickPicks: ["USD", "EUR", "UAH", "GBP", "PLN", "JPY"],

  // The currencies the bank comparison shows (PrivatBank cash and card, Monobank, NBU side by side), in order:
  // the dashboard's rates panel and `kurs rates --compare` without codes.
  currencies: ["USD", "EUR", "PLN", "GBP"],

  // Coins in the markets list: the top N by market cap (1 to 250) ...
  coins: { top: 100 },
  // ... or a list of CoinGecko ids, in the order to show them:
  // coins: ["bitcoin", "ethereum", "solana"],

  // The currency coin prices are quoted in (a CoinGecko vs currency: "usd", "eur", "uah", "btc" ...).
  vsCurrency: "usd",

  refresh: {
    // Minutes between reloads of the coin markets (at least 5).
    marketsMinutes: 60,
    // Fetches allowed per source in any 24 hours (1 to 288).
    budgetPerDay: 72,
    // Per-source overrides; the sources are:
    // \#(refreshSourceList).
    // `minutes` replaces the source's own schedule (bank rates hourly, er-api when it says it updates,
    // coin details daily, weather hourly) with a fixed interval of at least 5 minutes.
    // sources: {
    //   privatbank: { minutes: 30, budgetPerDay: 48 },
    //   weather: { budgetPerDay: 24 },
    // },
  },

  weather: {
    // Saved cities; the first one appears in `kurs status`. Leave out latitude and longitude to have
    // the name looked up (Open-Meteo geocoding).
    cities: [
      { name: "Kyiv", latitude: 50.4501, longitude: 30.5234 },
    ],
    // "metric" (°C, km/h) or "imperial" (°F, mph).
    units: "metric",
    // Language of forecast summaries (Pirate Weather) and looked-up place names: an ISO 639-1 code.
    // language: "uk",
  },

  alerts: {
    // A triggered alert rings the terminal bell and is marked in the dashboard; with notify on, kurs also
    // calls notify-send (when it is installed) for each one.
    notify: false,
  },

  // Key bindings: action → key. A key is one character (case matters), Ctrl-<letter>, or a name:
  // Enter, Esc, Tab, BackTab, Backspace, Space, Up, Down, Left, Right, PgUp, PgDn, Home, End, Insert,
  // Delete, F1 to F12. Arrow keys always move. The defaults:
  // keys: {
  //   up: "k", down: "j", pageUp: "PgUp", pageDown: "PgDn", top: "g", bottom: "G",
  //   open: "Enter", back: "Esc", nextPane: "Tab", filter: "/", reload: "r", expand: "d",
  //   swap: "s", help: "?", quit: "q",
  // },

  // Colours: default, black, red, green, yellow, blue, magenta, cyan, white, brightBlack, gray,
  // or a 256-colour palette index as a string ("208"). NO_COLOR turns all colour off.
  colors: { up: "green", down: "red", accent: "cyan" },

  // The `kurs status` line. Placeholders: {privat:USD:buy} {privat:USD:sale} {mid:EUR} {coin:bitcoin}
  // {coin:bitcoin:24h} {weather} {age}. Unset, it shows USD and EUR buy/sale and BTC with its 24h change.
  // statusFormat: "USD {privat:USD:buy}/{privat:USD:sale} BTC {coin:bitcoin} {coin:bitcoin:24h}",

  // Base URLs of the data sources (http or https). KURS_*_URL environment variables win over these.
  api: {
\#(apiLines)
  },

  // Optional API keys. The environment variables COINGECKO_API_KEY, COINGECKO_PRO_API_KEY and
  // PIRATEWEATHER_API_KEY win over these. A file holding a key should be private: chmod 600.
  // A Pirate Weather key switches the forecast source to Pirate Weather.
  // apiKeys: {
  //   coingecko: "CG-...",
  //   coingeckoPro: "CG-...",
  //   pirateWeather: "...",
  // },
}

"""#
    }

    /// "privatbank, privatbank-card, nbu, …": the names `refresh.sources` accepts.
    private static var refreshSourceList: String {
        RefreshSource.allCases.map(\.rawValue).joined(separator: ", ")
    }

    /// One `api` member per source endpoint, at its default: `    nbuURL: "https://bank.gov.ua",`.
    private static var apiLines: String {
        SourceRegistry.current.endpoints.map { #"    \#($0.endpoint.configKey): "\#($0.endpoint.defaultURL)","# }
            .joined(separator: "\n")
    }
}
