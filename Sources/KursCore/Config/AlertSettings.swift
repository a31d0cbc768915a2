/// Config `alerts`: what the dashboard does, besides the bell and the status bar, when an alert triggers.
package struct AlertSettings: Equatable, Sendable, Decodable {
    /// Also call `notify-send` (a desktop notification) when it is installed (default false).
    package var notify: Bool

    /// Settings; by default no desktop notification.
    package init(notify: Bool = false) {
        self.notify = notify
    }

    private enum CodingKeys: String, CodingKey { case notify }

    static let shape = ConfigShape.object(["notify": .bool])

    /// Decodes `alerts`; an absent member takes its default. Throws `DecodingError` on a wrong type.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        notify = try container.decodeIfPresent(Bool.self, forKey: .notify) ?? false
    }
}
