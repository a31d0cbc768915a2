public import Foundation

/// A severe-weather alert (Dark Sky / Pirate Weather `alerts`). All text is sanitized for the terminal.
public struct WeatherAlert: Equatable, Sendable {
    /// e.g. "Excessive Heat Warning for Inyo, CA".
    public var title: String
    /// e.g. "Severe", "Warning" (Pirate Weather `severity`); nil when not sent.
    public var severity: String?
    /// When the alert was issued.
    public var time: Date?
    /// When it expires.
    public var expires: Date?
    /// The full text; line breaks kept.
    public var description: String
    /// Link to the issuer's page.
    public var uri: String?

    /// An alert titled `title` with full text `description`; other fields optional.
    public init(
        title: String, severity: String? = nil, time: Date? = nil, expires: Date? = nil, description: String,
        uri: String? = nil
    ) {
        self.title = title
        self.severity = severity
        self.time = time
        self.expires = expires
        self.description = description
        self.uri = uri
    }
}
