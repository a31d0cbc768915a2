import Foundation
import KursCore
import TerminalUI

/// Everything that can change `AppState`. Time comes with the reducer call (`now`), not the message.
enum AppMessage: Sendable {
    /// Sent once before the first frame: register the sources and load their snapshots (fetches start on
    /// the first `.tick`, after the first frame is drawn).
    case start
    /// A key press.
    case key(Key)
    /// The terminal is now `width` columns by `height` rows.
    case resize(width: Int, height: Int)
    /// A value for its resource (`LoadedValue.id`): a snapshot (cache/embedded; `generation` is ignored) or the
    /// answer to the fetch tagged `generation` (dropped when a newer fetch already answered).
    case loaded(LoadedValue, generation: Int, isSnapshot: Bool)
    /// The fetch of `generation` for the resource `id` failed.
    case failed(ResourceID, FetchError, generation: Int)
    /// A deadline passed (`AppReducer.nextWake`): start the fetches that are due.
    case tick
    /// The wall clock moved apart from the monotonic clock (a suspend/resume, a clock change): overdue
    /// reloads start at once.
    case clockJumped
    /// Quit with this exit status (signals: SIGINT → 0, SIGTERM/SIGHUP → 128 + number).
    case quit(status: Int32)
    /// The geocoding search for `query` (a `.weather(.search)` effect) answered.
    case placesFound(query: String, Result<[GeoPlace], FetchError>)
    /// The forecast of `city` (a `.weather(.loadForecast)` effect) answered; `generation` is the effect's (nil: not
    /// a scheduled fetch, or the cached forecast shown before the network's answer).
    case forecastLoaded(WeatherCity, Result<Fetched<Forecast>, FetchError>, generation: Int? = nil)
    /// `city`'s cached forecast, read synchronously (a `.weather(.cachedForecast)` effect): shown, and the
    /// scheduler told when it was fetched, so it is reloaded at its own reload date, not at start.
    case forecastSnapshot(WeatherCity, Fetched<Forecast>)
    /// The history of `code` over `days` days (a `.loadHistory` effect) answered.
    case historyLoaded(code: CurrencyCode, days: Int, CurrencyHistoryLoad)
    /// Saving the favourites (an `.updateFavourite` effect) has something to say: the old file was unreadable and
    /// kept aside, or it could not be written (shown in the status bar's config-warning slot).
    case favouritesNotice(String)
    /// A `.savePortfolio` effect was written (the file's portfolio after it) or failed.
    case portfolioSaved(Result<PortfolioSaveResult, PortfolioSaveFailure>)
    /// A `.recordAlerts` effect was written: the file's list after it (with alerts added or removed by another
    /// process), the notice of an unreadable file kept aside and the file's status after the write (so the
    /// dashboard's own write is not taken for another process's change); or why it could not be written.
    case alertsRecorded(Result<AlertList, PortfolioSaveFailure>, notice: String?, status: FileStatus? = nil)
    /// A `.reloadAlerts` effect found the alerts file changed by another process: its list, its status now, and
    /// the problem reading it (nil: none).
    case alertsReloaded(AlertList, status: FileStatus?, problem: String?)
    /// A `.checkCoin` effect answered: what CoinGecko said about the coin id typed in the add-holding line.
    case coinChecked(id: String, CoinCheck.Verdict)
}

extension AppMessage {
    /// The resource whose fetch this message answers (`.loaded` not from a snapshot, or `.failed`); nil otherwise.
    var fetchResultID: ResourceID? {
        switch self {
        case .loaded(let value, _, false): value.id
        case .failed(let id, _, _): id
        default: nil
        }
    }
}
