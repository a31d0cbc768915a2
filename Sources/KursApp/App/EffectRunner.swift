import Foundation
import KursCore

/// What effects are performed with: the resource pipeline (`ResourceLoading`, `DataRepository` in the app), the
/// state files, the weather source and the inbox answers go to. Snapshots are read synchronously (they never touch
/// the network), fetches run in tasks whose results come back through the inbox, tagged with their generation.
/// Each feature's `EffectCommand` uses what it needs, in an extension in its folder (the weather pane's against a
/// `WeatherDataSource` and the `CityStore`; offline, forecasts and searches come from the cache only).
struct EffectRunner: Sendable {
    let dataSource: any ResourceLoading
    let inbox: MessageInbox
    /// Places and forecasts; nil: every weather request fails with `.offline`.
    var weather: (any WeatherDataSource)? = nil
    /// Where the city list is saved; nil: not saved (tests).
    var cityStore: CityStore? = nil
    /// `--offline`: weather from the cache only.
    var offline = false
    /// The rate history: live rates fetches are recorded in it, currency details read it (nil: "history not
    /// available" for every detail, nothing recorded).
    var history: DashboardHistory? = nil
    /// `favourites.json`; nil: favourites are not saved (tests).
    var favourites: StateFile<FavouritesFile>? = nil
    /// Where the portfolio pane's edits are written; nil: every edit fails "not saved" (tests without files).
    var portfolioStore: PortfolioStore? = nil
    /// Where evaluated alerts are recorded; nil: not recorded.
    var alertStore: AlertStore? = nil
    /// `PATH`, where `notify-send` is looked for.
    var searchPath: String? = nil
    /// The clock of the state files' notices (when an unreadable file was kept aside).
    var now: @Sendable () -> Date = { Date() }

    /// The cached value of `source` (any age), if there is one (`ResourceLoading.cached`).
    func cachedSnapshot(_ source: AnyResource) -> LoadedValue? { source.cached(from: dataSource) }

    /// The embedded sample of `source`, if it has a usable one (`ResourceLoading.embedded`).
    func sample(_ source: AnyResource) -> LoadedValue? { source.embedded(from: dataSource) }

    /// Starts fetching `source`; posts `.loaded` or `.failed` tagged `generation` when done. An `urgent` fetch (the
    /// bank rates', the coin list's, what the user opened) runs at `.high` priority, the others at `.medium` with
    /// every other effect: an urgent answer is decoded before others waiting.
    func startFetch(_ source: AnyResource, generation: Int, urgent: Bool = false) {
        let dataSource = self.dataSource
        let inbox = self.inbox
        EffectExecutor.run(priority: urgent ? .high : .medium) {
            do throws(FetchError) {
                let value = try await source.fetch(from: dataSource)
                // Before the loop hears of it: the loop hands the records over once no fetch is in flight.
                history?.record(value)
                inbox.post(.loaded(value, generation: generation, isSnapshot: false))
            } catch {
                inbox.post(.failed(source.id, error, generation: generation))
            }
        }
    }

    /// Hands the live fetches' observations waiting for it to the process that records them
    /// (`DashboardHistory.flushPendingRecords`); the loop calls it when no fetch is in flight.
    func flushHistoryRecords() {
        history?.flushPendingRecords()
    }
}
