import Foundation

/// Pieces of request URLs, spelled the same on every machine.
package enum URLText {
    /// `text` with every byte but the RFC 3986 unreserved characters percent-encoded ("Chambéry" →
    /// "Chamb%C3%A9ry", a space → "%20").
    package static func encode(_ text: String) -> String {
        PercentEncoding.encode(text, keeping: .unreserved)
    }

    /// `base` without trailing slashes, so "https://api.open-meteo.com/" + "/v1/…" has one slash.
    package static func trimmedBase(_ base: String) -> String {
        var base = base.trimmingBlanks()
        while base.hasSuffix("/") { base.removeLast() }
        return base
    }

    /// A coordinate with at most 4 decimals (about 11 m), no trailing zeros, a "." and no exponent:
    /// 50.45 → "50.45", 30.52381 → "30.5238", -0.00001 → "0", 10 → "10".
    package static func coordinate(_ value: Double) -> String {
        let scaled = (value * 10_000).rounded()
        if scaled == 0 { return "0" }
        // Ten-thousandths as an integer: `String(format:)` first builds its `CVarArg` machinery (~240,000
        // instructions a call at a start, each weather URL asking for two).
        if scaled.magnitude < 1e15 {
            let (whole, fraction) = Int64(scaled.magnitude).quotientAndRemainder(dividingBy: 10_000)
            var digits = String(fraction)
            digits = String(repeating: "0", count: 4 - digits.utf8.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            return (scaled < 0 ? "-" : "") + String(whole) + (digits.isEmpty ? "" : "." + digits)
        }
        var text = String(format: "%.4f", scaled / 10_000)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// "a=1&b=2" from pairs in order; values are percent-encoded except unreserved characters and ","
    /// ("temperature_2m,weather_code" stays readable); names are taken as given (plain ASCII).
    package static func query(_ items: [(String, String)]) -> String {
        items.map { "\($0.0)=\(PercentEncoding.encode($0.1, keeping: .queryValue))" }
            .joined(separator: "&")
    }
}
