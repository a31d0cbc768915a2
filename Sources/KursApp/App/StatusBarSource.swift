import Foundation
import KursCore

/// One source the status bar describes (`AppState.statusBarSources`): the scheduler's id for it, who it is, and
/// where the data on screen came from and when it left the API.
struct StatusBarSource: Equatable, Sendable {
    /// The scheduler's (and the store's) id.
    var id: ResourceID
    /// Who the data comes from ("PrivatBank", "CoinGecko").
    var source: DataSourceName
    /// What of the source this is, said after its name ("detail"); nil for none.
    var part: String?
    /// Live, cache or sample; nil when nothing is loaded.
    var origin: DataOrigin?
    /// When the shown data left the API; nil when nothing is loaded.
    var fetchedAt: Date?
}
