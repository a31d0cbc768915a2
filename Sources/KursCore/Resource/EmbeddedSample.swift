public import Foundation

/// A recorded real response compiled into the binary (`KursResources`), shown when there is nothing better,
/// always labelled with its source and the date it was recorded.
public struct EmbeddedSample: Sendable {
    /// The response body as the API sent it.
    public var body: Data
    /// The recorded date as labels show it ("2026-02-17", or a year "2025" when only that is known).
    public var recordedOn: String

    /// A sample of `body` recorded on `recordedOn`.
    public init(body: Data, recordedOn: String) {
        self.body = body
        self.recordedOn = recordedOn
    }

    /// `recordedOn` as a date (UTC midnight of that day, or 1 January of that year); nil when unreadable.
    public var recordedDate: Date? {
        let parts = recordedOn.split(separator: "-").compactMap { Int($0) }
        guard let year = parts.first, (1970...9999).contains(year) else { return nil }
        var components = DateComponents()
        components.calendar = Calendar(identifier: .gregorian)
        components.timeZone = .gmt
        components.year = year
        components.month = parts.count > 1 ? parts[1] : 1
        components.day = parts.count > 2 ? parts[2] : 1
        return components.date
    }
}
