extension Coordinates {
    /// Whether `text` is written like `LAT,LON` (two plain numbers with a comma, as `parse` reads them) whatever
    /// their range: "91,0" is a pair (out of range), "Kyiv" and "1,2,3" are not. Tells bad coordinates from a
    /// city name.
    package static func isCoordinatePair(_ text: String) -> Bool {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        return parts.count == 2 && number(parts[0]) != nil && number(parts[1]) != nil
    }
}
