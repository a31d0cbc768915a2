/// A latitude/longitude pair in degrees, within range.
package struct Coordinates: Equatable, Hashable, Sendable {
    /// Degrees north, −90…90.
    package var latitude: Double
    /// Degrees east, −180…180.
    package var longitude: Double

    /// nil when either value is not finite or out of range.
    package init?(latitude: Double, longitude: Double) {
        guard latitude.isFinite, longitude.isFinite, (-90...90).contains(latitude), (-180...180).contains(longitude)
        else { return nil }
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Parses the CLI's `LAT,LON`: "50.45,30.52", " -33.87 , 151.21 ", "+48,2.35". Each number is an optional
    /// sign, digits and at most one decimal point (no exponents, no "nan"); spaces around either number are
    /// allowed. nil when `text` is not coordinates (a city name) or a value is out of range (lat ±90, lon ±180).
    package static func parse(_ text: String) -> Coordinates? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let lat = number(parts[0]), let lon = number(parts[1]) else { return nil }
        return Coordinates(latitude: lat, longitude: lon)
    }

    static func number(_ text: Substring) -> Double? {
        let trimmed = text.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed()
        var body = Substring(String(trimmed))
        if body.first == "+" || body.first == "-" { body = body.dropFirst() }
        guard !body.isEmpty, body.contains(where: \.isASCIIDigit), body.filter({ $0 == "." }).count <= 1,
            body.allSatisfy({ $0.isASCIIDigit || $0 == "." })
        else { return nil }
        return Double(String(trimmed).replacingPrefix("+", with: ""))
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

extension String {
    fileprivate func replacingPrefix(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}
