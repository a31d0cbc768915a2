import Foundation
package import KursCore

/// Short names for the dashboard's resources in scheduler and status-line tests, each the id of its declaration.
extension ResourceID {
    /// PrivatBank cash rates (`Resource.privatBank(.cash)`).
    package static var privatBankCash: ResourceID { Resource.privatBank(.cash).id }
    /// PrivatBank card rates (`Resource.privatBank(.card)`).
    package static var privatBankCard: ResourceID { Resource.privatBank(.card).id }
    /// open.er-api rates of `base` (`Resource.midMarketRates(base:)`).
    package static func erapi(base: CurrencyCode) -> ResourceID { Resource.midMarketRates(base: base).id }
    /// The CoinGecko markets list in `vs` of `coins` (`Resource.markets(vsCurrency:coins:)`).
    package static func coingeckoMarkets(vs: String, coins: CoinSelection = .default) -> ResourceID {
        Resource.markets(vsCurrency: vs, coins: coins).id
    }
    /// One coin's detail (`Resource.coinDetail(id:)`).
    package static func coingeckoDetail(id: String) -> ResourceID { Resource.coinDetail(id: id).id }
    /// A city's forecast (Open-Meteo, metric) at Kyiv's point, as a stand-in for "the weather" of `city`.
    package static func weather(city: String) -> ResourceID { ResourceID("openmeteo-forecast-\(city.lowercased())") }

    /// The schedule of the resource this id names (weather: the next full hour in UTC).
    package var testSchedule: RefreshSchedule {
        if key.hasPrefix("privatbank") { return .privatBank }
        if key.hasPrefix("erapi") { return .erapi }
        if key.hasPrefix("coingecko-markets") { return .coingeckoMarkets() }
        if key.hasPrefix("coingecko-coin") { return .coinDetail }
        return .weather()
    }

    /// Who the data of the resource this id names comes from.
    package var testSource: DataSourceName {
        if key.hasPrefix("privatbank") { return .privatBank }
        if key.hasPrefix("erapi") { return .erapi }
        if key.hasPrefix("coingecko") { return .coinGecko }
        return .openMeteo
    }
}

extension RefreshScheduler {
    /// Registers `source` with the schedule of the resource it names (`ResourceID.testSchedule`).
    package mutating func register(_ source: ResourceID) { register(source, schedule: source.testSchedule) }
}
