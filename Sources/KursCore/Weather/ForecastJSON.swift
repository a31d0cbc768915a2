package import Foundation

/// The `kurs weather --json` document for a forecast. snake_case names; every value that is absent or was
/// dropped as impossible is `null` (never 0); instants are ISO 8601 UTC ("2024-01-26T10:15:00Z"); days are
/// "yyyy-MM-dd" local to the place; `condition` is a Dark Sky icon name (`WeatherCondition.rawValue`);
/// humidity and probabilities are fractions 0…1; temperatures and wind in `units`.
///
/// ```
/// {"source":"open-meteo","fetched_at":"…","name":"Lisbon","latitude":38.72,"longitude":-9.13,
///  "timezone":"Europe/Lisbon","utc_offset_seconds":0,"units":"metric","temperature_unit":"°C",
///  "wind_speed_unit":"km/h",
///  "current":{"time":"…","temperature":12.1,"apparent_temperature":null,"condition":"cloudy","is_day":true,
///             "humidity":0.83,"wind_speed":5.9,"precipitation_probability":null,"summary":null},
///  "hourly":[{"time":"…","temperature":17.4,"condition":"cloudy","precipitation_probability":null},…],
///  "daily":[{"date":"2024-01-26","temperature_min":9.6,"temperature_max":17.7,"condition":"cloudy",
///            "precipitation_probability":0},…],
///  "alerts":[{"title":"…","severity":null,"time":"…","expires":"…","description":"…","uri":"…"}]}
/// ```
package enum ForecastJSON {
    /// The document as UTF-8 JSON with sorted keys.
    /// - Parameter fetchedAt: when the response was received (`fetched_at`).
    package static func encode(_ forecast: Forecast, fetchedAt: Date, prettyPrinted: Bool = false) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = prettyPrinted ? [.sortedKeys, .prettyPrinted] : [.sortedKeys]
        // Every field is a plain string, number, bool or null: encoding cannot fail.
        return (try? encoder.encode(Document(forecast: forecast, fetchedAt: fetchedAt))) ?? Data("{}".utf8)
    }

    /// The document with where the data came from, as the one-shot commands write it: also `origin`
    /// ("network" | "cache" | "embedded_sample") and `sample_recorded_on` (the embedded sample's date, else null).
    package static func encode(_ forecast: Forecast, fetchedAt: Date, origin: DataOrigin, prettyPrinted: Bool = false)
        -> Data
    {
        let encoder = JSONEncoder()
        encoder.outputFormatting = prettyPrinted ? [.sortedKeys, .prettyPrinted] : [.sortedKeys]
        let document = Document(forecast: forecast, fetchedAt: fetchedAt, origin: origin)
        return (try? encoder.encode(document)) ?? Data("{}".utf8)
    }

    struct Document: Encodable {
        let forecast: Forecast
        let fetchedAt: Date
        var origin: DataOrigin? = nil

        enum Keys: String, CodingKey {
            case source, fetchedAt = "fetched_at", origin, sampleRecordedOn = "sample_recorded_on"
            case name, latitude, longitude, timezone
            case utcOffsetSeconds = "utc_offset_seconds", units, temperatureUnit = "temperature_unit"
            case windSpeedUnit = "wind_speed_unit", current, hourly, daily, alerts
        }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: Keys.self)
            let location = forecast.location
            try c.encode(forecast.source.rawValue, forKey: .source)
            try c.encode(DateFormat.iso8601(fetchedAt), forKey: .fetchedAt)
            switch origin {
            case .none: break
            case .live?: try c.encode("live", forKey: .origin)
            case .cache?: try c.encode("cache", forKey: .origin)
            case .embeddedSample?: try c.encode("embedded_sample", forKey: .origin)
            }
            if let origin {
                var recorded: String?
                if case .embeddedSample(let day) = origin { recorded = day }
                try c.encode(recorded, forKey: .sampleRecordedOn)
            }
            try c.encode(location.name, forKey: .name)
            try c.encode(location.latitude, forKey: .latitude)
            try c.encode(location.longitude, forKey: .longitude)
            try c.encode(location.timeZoneIdentifier, forKey: .timezone)
            try c.encode(location.utcOffset, forKey: .utcOffsetSeconds)
            try c.encode(forecast.units.rawValue, forKey: .units)
            try c.encode(forecast.units.temperatureSymbol, forKey: .temperatureUnit)
            try c.encode(forecast.units.windSpeedSymbol, forKey: .windSpeedUnit)
            try c.encode(forecast.current.map(Current.init), forKey: .current)
            try c.encode(forecast.hourly.map(Hour.init), forKey: .hourly)
            try c.encode(forecast.daily.map(Day.init), forKey: .daily)
            try c.encode(forecast.alerts.map(Alert.init), forKey: .alerts)
        }
    }

    static func iso(_ date: Date?) -> String? { date.map(DateFormat.iso8601) }

    struct Current: Encodable {
        let value: CurrentConditions
        enum Keys: String, CodingKey {
            case time, temperature, apparentTemperature = "apparent_temperature", condition, isDay = "is_day"
            case humidity, windSpeed = "wind_speed", precipitationProbability = "precipitation_probability", summary
        }
        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: Keys.self)
            try c.encode(iso(value.time), forKey: .time)
            try c.encode(value.temperature, forKey: .temperature)
            try c.encode(value.apparentTemperature, forKey: .apparentTemperature)
            try c.encode(value.condition.rawValue, forKey: .condition)
            try c.encode(value.isDay, forKey: .isDay)
            try c.encode(value.humidity, forKey: .humidity)
            try c.encode(value.windSpeed, forKey: .windSpeed)
            try c.encode(value.precipitationProbability, forKey: .precipitationProbability)
            try c.encode(value.summary, forKey: .summary)
        }
    }

    struct Hour: Encodable {
        let value: HourlyForecast
        enum Keys: String, CodingKey {
            case time, temperature, condition, precipitationProbability = "precipitation_probability"
        }
        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: Keys.self)
            try c.encode(DateFormat.iso8601(value.time), forKey: .time)
            try c.encode(value.temperature, forKey: .temperature)
            try c.encode(value.condition.rawValue, forKey: .condition)
            try c.encode(value.precipitationProbability, forKey: .precipitationProbability)
        }
    }

    struct Day: Encodable {
        let value: DailyForecast
        enum Keys: String, CodingKey {
            case date, temperatureMin = "temperature_min", temperatureMax = "temperature_max", condition
            case precipitationProbability = "precipitation_probability"
        }
        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: Keys.self)
            try c.encode(value.day.description, forKey: .date)
            try c.encode(value.min, forKey: .temperatureMin)
            try c.encode(value.max, forKey: .temperatureMax)
            try c.encode(value.condition.rawValue, forKey: .condition)
            try c.encode(value.precipitationProbability, forKey: .precipitationProbability)
        }
    }

    struct Alert: Encodable {
        let value: WeatherAlert
        enum Keys: String, CodingKey { case title, severity, time, expires, description, uri }
        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: Keys.self)
            try c.encode(value.title, forKey: .title)
            try c.encode(value.severity, forKey: .severity)
            try c.encode(iso(value.time), forKey: .time)
            try c.encode(iso(value.expires), forKey: .expires)
            try c.encode(value.description, forKey: .description)
            try c.encode(WebLink.displayable(value.uri), forKey: .uri)
        }
    }
}
