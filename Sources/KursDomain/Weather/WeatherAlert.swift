package import Foundation

/// A severe-weather alert (Dark Sky / Pirate Weather `alerts`). All text is sanitized for the terminal.
package struct WeatherAlert: Equatable, Sendable {
    /// e.g. "Excessive Heat Warning for Inyo, CA".
    package var title: String
    /// e.g. "Severe", "Warning" (Pirate Weather `severity`); nil when not sent.
    package var severity: String?
    /// When the alert was issued.
    package var time: Date?
    /// When it expires.
    package var expires: Date?
    /// The full text; line breaks kept.
    package var description: String
    /// Link to the issuer's page.
    package var uri: String?

    /// An alert titled `title` with full text `description`; other fields optional.
    package init(
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
