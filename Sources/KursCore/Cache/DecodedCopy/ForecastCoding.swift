import Foundation

extension DecodedCopyCoding where Value == Forecast {
    /// A forecast (`OpenMeteoDecoder`, `DarkSkyDecoder`) as a decoded copy, read back with the place called `name`
    /// (what the decoders put there, from the resource, not from the answer): the weather tile's forecast is read
    /// at every start, and decoding its JSON took ~1.4 million instructions (measured), the copy ~0.1 million.
    ///
    /// Payload: the source and units (raw strings); the place (latitude, longitude, time zone identifier as
    /// optionals, the UTC offset in seconds); the current conditions (optional); the hours, the days and the alerts,
    /// each a count (UInt32) then its items. Dates are seconds since 2001 (Double bit patterns, exact), optionals a
    /// tag byte then the value, conditions their raw strings.
    package static func forecast(name: String?) -> DecodedCopyCoding {
        let place = name.map { TerminalText.sanitize($0) }
        return DecodedCopyCoding(kind: "forecast/1", encode: ForecastPayload.encode, decode: { (reader: inout BinaryReader) throws(BinaryReader.Malformed) -> Forecast in
            var forecast = try ForecastPayload.decode(&reader)
            forecast.location.name = place
            return forecast
        })
    }
}

/// The write and read sides of the `forecast` payload.
private enum ForecastPayload {
    @Sendable static func encode(_ forecast: Forecast) -> [UInt8] {
        var writer = BinaryWriter()
        writer.write(forecast.source.rawValue)
        writer.write(forecast.units.rawValue)
        writeDouble(forecast.location.latitude, &writer)
        writeDouble(forecast.location.longitude, &writer)
        writer.writeOptional(forecast.location.timeZoneIdentifier) { $0.write($1) }
        writer.write(Int64(forecast.location.utcOffset))
        writer.writeOptional(forecast.current) { writer, current in
            writeDate(current.time, &writer)
            for value in [current.temperature, current.apparentTemperature] { writeDouble(value, &writer) }
            writer.write(current.condition.rawValue)
            writer.write(UInt8(current.isDay ? 1 : 0))
            for value in [current.humidity, current.windSpeed, current.windDirection, current.precipitationProbability,
                          current.precipitation] { writeDouble(value, &writer) }
            writer.writeOptional(current.summary) { $0.write($1) }
        }
        writer.write(UInt32(clamping: forecast.hourly.count))
        for hour in forecast.hourly {
            writer.write(hour.time.timeIntervalSinceReferenceDate)
            writeDouble(hour.temperature, &writer)
            writer.write(hour.condition.rawValue)
            for value in [hour.precipitationProbability, hour.precipitation, hour.windSpeed, hour.windDirection,
                          hour.apparentTemperature, hour.humidity] { writeDouble(value, &writer) }
        }
        writer.write(UInt32(clamping: forecast.daily.count))
        for day in forecast.daily {
            for part in [day.day.year, day.day.month, day.day.day] { writer.write(Int64(part)) }
            for value in [day.min, day.max] { writeDouble(value, &writer) }
            writer.write(day.condition.rawValue)
            for value in [day.precipitationProbability, day.precipitation] { writeDouble(value, &writer) }
            for date in [day.sunrise, day.sunset] { writeDate(date, &writer) }
        }
        writer.write(UInt32(clamping: forecast.alerts.count))
        for alert in forecast.alerts {
            writer.write(alert.title)
            writer.writeOptional(alert.severity) { $0.write($1) }
            for date in [alert.time, alert.expires] { writeDate(date, &writer) }
            writer.write(alert.description)
            writer.writeOptional(alert.uri) { $0.write($1) }
        }
        return writer.bytes
    }

    @Sendable static func decode(_ reader: inout BinaryReader) throws(BinaryReader.Malformed) -> Forecast {
        guard let source = ForecastSource(rawValue: try reader.readString()),
              let units = WeatherUnits(rawValue: try reader.readString()) else { throw BinaryReader.Malformed() }
        let location = WeatherLocation(
            latitude: try reader.readOptionalDouble(), longitude: try reader.readOptionalDouble(),
            timeZoneIdentifier: try reader.readOptionalString(), utcOffset: try reader.readInt())
        var current: CurrentConditions?
        if try reader.readFlag() {
            let time = try readDate(&reader)
            let temperature = try reader.readOptionalDouble(), apparent = try reader.readOptionalDouble()
            let condition = try readCondition(&reader)
            let isDay = try reader.readFlag()
            let humidity = try reader.readOptionalDouble(), windSpeed = try reader.readOptionalDouble()
            let windDirection = try reader.readOptionalDouble(), probability = try reader.readOptionalDouble()
            let precipitation = try reader.readOptionalDouble()
            let summary = try reader.readOptionalString()
            current = CurrentConditions(
                time: time, temperature: temperature, apparentTemperature: apparent, condition: condition, isDay: isDay,
                humidity: humidity, windSpeed: windSpeed, precipitationProbability: probability, summary: summary,
                windDirection: windDirection, precipitation: precipitation)
        }
        var hourly: [HourlyForecast] = []
        for _ in 0..<(try reader.readCount(minimumBytesEach: 19)) {  // a date, a tag byte, a condition, six tag bytes
            let time = Date(timeIntervalSinceReferenceDate: try reader.readDouble())
            let temperature = try reader.readOptionalDouble()
            let condition = try readCondition(&reader)
            let probability = try reader.readOptionalDouble(), precipitation = try reader.readOptionalDouble()
            let windSpeed = try reader.readOptionalDouble(), windDirection = try reader.readOptionalDouble()
            let apparent = try reader.readOptionalDouble(), humidity = try reader.readOptionalDouble()
            hourly.append(HourlyForecast(
                time: time, temperature: temperature, condition: condition, precipitationProbability: probability,
                precipitation: precipitation, windSpeed: windSpeed, windDirection: windDirection,
                apparentTemperature: apparent, humidity: humidity))
        }
        var daily: [DailyForecast] = []
        for _ in 0..<(try reader.readCount(minimumBytesEach: 34)) {  // three integers, a condition, six tag bytes
            let day = CalendarDay(year: try reader.readInt(), month: try reader.readInt(), day: try reader.readInt())
            let low = try reader.readOptionalDouble(), high = try reader.readOptionalDouble()
            let condition = try readCondition(&reader)
            let probability = try reader.readOptionalDouble(), precipitation = try reader.readOptionalDouble()
            let sunrise = try readDate(&reader), sunset = try readDate(&reader)
            daily.append(DailyForecast(
                day: day, min: low, max: high, condition: condition, precipitationProbability: probability,
                precipitation: precipitation, sunrise: sunrise, sunset: sunset))
        }
        var alerts: [WeatherAlert] = []
        for _ in 0..<(try reader.readCount(minimumBytesEach: 12)) {  // two strings and four tag bytes
            let title = try reader.readString()
            let severity = try reader.readOptionalString()
            let time = try readDate(&reader), expires = try readDate(&reader)
            let description = try reader.readString()
            let uri = try reader.readOptionalString()
            alerts.append(WeatherAlert(
                title: title, severity: severity, time: time, expires: expires, description: description, uri: uri))
        }
        return Forecast(source: source, location: location, current: current, hourly: hourly, daily: daily,
                        alerts: alerts, units: units)
    }

    private static func writeDouble(_ value: Double?, _ writer: inout BinaryWriter) {
        writer.writeOptional(value) { $0.write($1) }
    }

    private static func writeDate(_ date: Date?, _ writer: inout BinaryWriter) {
        writeDouble(date?.timeIntervalSinceReferenceDate, &writer)
    }

    private static func readDate(_ reader: inout BinaryReader) throws(BinaryReader.Malformed) -> Date? {
        try reader.readOptionalDouble().map { Date(timeIntervalSinceReferenceDate: $0) }
    }

    private static func readCondition(_ reader: inout BinaryReader) throws(BinaryReader.Malformed) -> WeatherCondition {
        guard let condition = WeatherCondition(rawValue: try reader.readString()) else { throw BinaryReader.Malformed() }
        return condition
    }
}
