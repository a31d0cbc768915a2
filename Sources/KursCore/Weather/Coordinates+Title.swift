extension Coordinates {
    /// The place's title when it has no name: "50.45, 30.52" (`kurs weather` and the weather pane).
    package var title: String { "\(WeatherFormat.number(latitude)), \(WeatherFormat.number(longitude))" }
}
