package import Foundation
import KursResources

/// A recorded real response compiled into the binary (`KursResources`), shown when there is nothing better,
/// always labelled with its source and the date it was recorded — the date its own data carries
/// (`Resource.recordedAt`), else the fixture's recorded date (`recordedOn`).
package struct EmbeddedSample: Sendable {
    /// The response body as the API sent it: a new `Data` at each read (only decoding a sample reads it).
    package var body: Data { Data(bytes) }
    /// The body's bytes, shared with the embedded array (a resource is declared many times a frame: copying the markets
    /// sample at each declaration was a large part of a warm start).
    let bytes: [UInt8]
    /// The recorded date known from outside the data ("2026-02-17", or a year "2025" when only that is known):
    /// the label of a sample whose data carries no time.
    package var recordedOn: String

    /// A sample of `body` recorded on `recordedOn`.
    package init(body: Data, recordedOn: String) {
        self.init(bytes: Array(body), recordedOn: recordedOn)
    }

    private init(bytes: [UInt8], recordedOn: String) {
        self.bytes = bytes
        self.recordedOn = recordedOn
    }

    /// The sample of an embedded response (its body, not copied, and recorded date).
    init(_ response: EmbeddedResponse) {
        self.init(bytes: response.body, recordedOn: response.recordedOn)
    }

    /// `recordedOn` as a date (UTC midnight of that day, or 1 January of that year); nil when unreadable.
    package var recordedDate: Date? {
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

    /// When the sample's data left the API: `dataTime` (read from the decoded data), else `recordedDate`, else
    /// 1970-01-01 (never "now").
    func recordedAt(dataTime: Date?) -> Date {
        dataTime ?? recordedDate ?? Date(timeIntervalSince1970: 0)
    }

    /// The label "sample <label>" shows: the UTC day of `dataTime` ("2026-09-26"), else `recordedOn` ("2025").
    func label(dataTime: Date?) -> String {
        dataTime.map { DateFormat.day($0) } ?? recordedOn
    }
}
