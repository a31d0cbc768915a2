package import Foundation

/// Decodes the Dark Sky forecast format, as served by Pirate Weather
/// `GET {KURS_PIRATEWEATHER_URL}/forecast/{KEY}/{lat},{lon}` (built by `PirateWeatherRequest`).
package enum DarkSkyDecoder {
    /// - Parameter name: the place's display name to put in `location.name` (the API sends none).
    /// - Returns: the forecast from `currently`, `hourly.data`, `daily.data`, `alerts`, `timezone`, `offset`
    ///   (hours, fractional allowed: 5.5 → 19800 s) and `flags.units` ("us" → imperial; "si", "ca", "uk2" →
    ///   metric with wind converted to km/h; absent → "us", the API's default). Each data point and field is
    ///   read on its own: a null, wrong, -999 or impossible value becomes nil (humidity outside 0…1,
    ///   temperature outside −100…70 °C); a point that is not an object or has no `time` is skipped (except
    ///   `currently`, whose time is optional); trailing days without a min or max and trailing hours without
    ///   a temperature are dropped. Text (summaries, alert titles and descriptions) is sanitized.
    ///   Daily min/max are `temperatureMin`/`temperatureMax`, else `temperatureLow`/`temperatureHigh`.
    /// - Throws: `FetchError.apiError` for an error body (`{"code":…,"error":…}` or `{"message":…}`);
    ///   `FetchError.unexpectedContent` for a body that is not a JSON object or holds no forecast at all.
    package static func decode(_ data: Data, name: String? = nil) throws(FetchError) -> Forecast {
        let body = try JSONBody.decode(Body.self, from: data)
        let hasForecast = body.latitude != nil || body.offset != nil || body.currently != nil
            || body.hourly != nil || body.daily != nil
        guard hasForecast else {
            if let message = (body.error ?? body.message).map({ TerminalText.sanitize($0) }), !message.isEmpty {
                throw .apiError(message)
            }
            throw .unexpectedContent("unexpected JSON shape: no forecast")
        }
        let flagUnits = body.units?.lowercased() ?? "us"
        let units: WeatherUnits = flagUnits == "us" ? .imperial : .metric
        let windUnit: String = switch flagUnits {
        case "us", "uk", "uk2": "mph"
        case "ca": "km/h"
        default: "m/s"
        }
        let offset = Int(((body.offset ?? 0) * 3600).rounded())
        let location = WeatherLocation(
            name: name.map { TerminalText.sanitize($0) }, latitude: body.latitude, longitude: body.longitude,
            timeZoneIdentifier: body.timezone.map { TerminalText.sanitize($0) }, utcOffset: offset)
        let read = PointReader(units: units, windUnit: windUnit, utcOffset: offset)
        return Forecast(
            source: .pirateWeather, location: location, current: body.currently.map(read.current),
            hourly: WeatherPlausibility.trimmingTrailingEmptyHours(body.hourly?.compactMap(read.hour) ?? []),
            daily: WeatherPlausibility.trimmingTrailingEmptyDays(body.daily?.compactMap(read.day) ?? []),
            alerts: body.alerts ?? [], units: units)
    }

    /// Turns data points into the models, in one unit system.
    struct PointReader {
        let units: WeatherUnits
        let windUnit: String
        let utcOffset: Int

        func current(_ point: DataPoint) -> CurrentConditions {
            let condition = point.icon.map(WeatherCondition.init(darkSkyIcon:)) ?? .unknown
            return CurrentConditions(
                time: point.time, temperature: temperature(point.temperature),
                apparentTemperature: temperature(point.apparentTemperature), condition: condition,
                isDay: !condition.isNight, humidity: WeatherPlausibility.fraction(point.humidity),
                windSpeed: WeatherPlausibility.windSpeed(point.windSpeed, sentIn: windUnit, units: units),
                precipitationProbability: WeatherPlausibility.fraction(point.precipProbability),
                summary: point.summary, windDirection: WeatherPlausibility.direction(point.windBearing),
                precipitation: precipitation(point.precipIntensity))
        }

        func hour(_ point: DataPoint) -> HourlyForecast? {
            guard let time = point.time else { return nil }
            return HourlyForecast(
                time: time, temperature: temperature(point.temperature),
                condition: point.icon.map(WeatherCondition.init(darkSkyIcon:)) ?? .unknown,
                precipitationProbability: WeatherPlausibility.fraction(point.precipProbability),
                precipitation: precipitation(point.precipIntensity),
                windSpeed: WeatherPlausibility.windSpeed(point.windSpeed, sentIn: windUnit, units: units),
                windDirection: WeatherPlausibility.direction(point.windBearing),
                apparentTemperature: temperature(point.apparentTemperature),
                humidity: WeatherPlausibility.fraction(point.humidity))
        }

        func day(_ point: DataPoint) -> DailyForecast? {
            guard let time = point.time else { return nil }
            return DailyForecast(
                day: CalendarDay(localMidnight: time, utcOffset: utcOffset),
                min: temperature(point.temperatureMin ?? point.temperatureLow),
                max: temperature(point.temperatureMax ?? point.temperatureHigh),
                condition: point.icon.map(WeatherCondition.init(darkSkyIcon:)) ?? .unknown,
                precipitationProbability: WeatherPlausibility.fraction(point.precipProbability),
                precipitation: precipitation(point.precipIntensity.map { $0 * 24 }),
                sunrise: point.sunriseTime, sunset: point.sunsetTime)
        }

        /// An amount in mm (SI, "ca", "uk2") or inches ("us": the imperial forecast).
        func precipitation(_ value: Double?) -> Double? {
            WeatherPlausibility.precipitation(value, sentIn: units == .imperial ? "inch" : "mm", units: units)
        }

        func temperature(_ value: Double?) -> Double? {
            WeatherPlausibility.temperature(value, units: units)
        }
    }

    /// One Dark Sky data point, every field optional and read on its own.
    struct DataPoint: Decodable {
        let time: Date?
        let summary: String?
        let icon: String?
        let temperature, apparentTemperature, humidity, windSpeed, precipProbability: Double?
        let temperatureMin, temperatureMax, temperatureLow, temperatureHigh: Double?
        let precipIntensity, windBearing: Double?
        let sunriseTime, sunsetTime: Date?

        enum CodingKeys: String, CodingKey {
            case time, summary, icon, temperature, apparentTemperature, humidity, windSpeed, precipProbability
            case temperatureMin, temperatureMax, temperatureLow, temperatureHigh
            case precipIntensity, windBearing, sunriseTime, sunsetTime
        }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            time = Self.instant(c, .time)
            summary = c.lenient(String.self, .summary).map { TerminalText.sanitize($0) }
            icon = c.lenient(String.self, .icon)
            temperature = c.lenientNumber(.temperature)
            apparentTemperature = c.lenientNumber(.apparentTemperature)
            humidity = c.lenientNumber(.humidity)
            windSpeed = c.lenientNumber(.windSpeed)
            precipProbability = c.lenientNumber(.precipProbability)
            temperatureMin = c.lenientNumber(.temperatureMin)
            temperatureMax = c.lenientNumber(.temperatureMax)
            temperatureLow = c.lenientNumber(.temperatureLow)
            temperatureHigh = c.lenientNumber(.temperatureHigh)
            precipIntensity = c.lenientNumber(.precipIntensity)
            windBearing = c.lenientNumber(.windBearing)
            sunriseTime = Self.instant(c, .sunriseTime)
            sunsetTime = Self.instant(c, .sunsetTime)
        }

        /// Unix seconds at `key` as an instant; nil when absent or not a finite number.
        static func instant(_ c: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) -> Date? {
            c.lenient(Double.self, key).flatMap { $0.isFinite ? Date(timeIntervalSince1970: $0) : nil }
        }
    }

    /// One alert; nil (skipped) without a title.
    struct Alert: Decodable {
        let alert: WeatherAlert?

        enum CodingKeys: String, CodingKey { case title, severity, time, expires, description, uri }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            let title = c.lenient(String.self, .title).map { TerminalText.sanitize($0) } ?? ""
            guard !title.trimmingBlanks().isEmpty else {
                alert = nil
                return
            }
            alert = WeatherAlert(
                title: title.trimmingBlanks(),
                severity: c.lenient(String.self, .severity).map { TerminalText.sanitize($0) },
                time: c.lenient(Double.self, .time).map(Date.init(timeIntervalSince1970:)),
                expires: c.lenient(Double.self, .expires).map(Date.init(timeIntervalSince1970:)),
                description: TerminalText.sanitize(c.lenient(String.self, .description) ?? "", keepingNewlines: true),
                uri: c.lenient(String.self, .uri).map { TerminalText.sanitize($0) })
        }
    }

    struct Body: Decodable {
        let latitude, longitude, offset: Double?
        let timezone, units, error, message: String?
        let currently: DataPoint?
        let hourly: [DataPoint]?
        let daily: [DataPoint]?
        let alerts: [WeatherAlert]?

        enum CodingKeys: String, CodingKey {
            case latitude, longitude, offset, timezone, flags, error, message, currently, hourly, daily, alerts
        }
        enum BlockKeys: String, CodingKey { case data }
        enum FlagKeys: String, CodingKey { case units }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            latitude = c.lenient(Double.self, .latitude)
            longitude = c.lenient(Double.self, .longitude)
            offset = c.lenient(Double.self, .offset)
            timezone = c.lenient(String.self, .timezone)
            units = (try? c.nestedContainer(keyedBy: FlagKeys.self, forKey: .flags))?.lenient(String.self, .units)
            error = c.lenient(String.self, .error)
            message = c.lenient(String.self, .message)
            currently = c.lenient(DataPoint.self, .currently)
            hourly = Self.points(c, .hourly)
            daily = Self.points(c, .daily)
            alerts = c.lenient([Lossy<Alert>].self, .alerts)?.compactMap { $0.value?.alert }
        }

        /// `block.data`, each point read on its own; nil without a block.
        static func points(_ c: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) -> [DataPoint]? {
            guard let block = try? c.nestedContainer(keyedBy: BlockKeys.self, forKey: key) else { return nil }
            return block.lenient([Lossy<DataPoint>].self, .data)?.compactMap(\.value) ?? []
        }
    }
}
