package import Foundation

/// Decodes Open-Meteo `GET {KURS_OPENMETEO_URL}/v1/forecast` responses (built by `OpenMeteoRequest`).
package enum OpenMeteoDecoder {
    /// - Parameter name: the place's display name to put in `location.name` (the API sends none).
    /// - Returns: the forecast. `current`, `hourly` and `daily` blocks are each optional. Times may be unix
    ///   seconds (`timeformat=unixtime`) or local ISO times without a zone, read in `timezone` (else the
    ///   fixed `utc_offset_seconds`); unix daily times become local days with `utc_offset_seconds`.
    ///   Parallel arrays of unequal length are cut to their common prefix; an element with an unreadable
    ///   time is skipped; a null, wrong or impossible value (humidity over 100 %, temperature outside
    ///   −100…70 °C) becomes nil; trailing days without min or max and trailing hours without a temperature
    ///   are dropped. Units follow `*_units` ("°F" → imperial); humidity and probabilities become 0…1.
    ///   `weather_code` and the older `weathercode` are both read.
    /// - Throws: `FetchError.apiError` with the sanitized `reason` of `{"error":true,"reason":…}`;
    ///   `FetchError.unexpectedContent` for a body that is not a JSON object.
    package static func decode(_ data: Data, name: String? = nil) throws(FetchError) -> Forecast {
        let body = try JSONBody.decode(Body.self, from: data)
        if body.error == true {
            let reason = body.reason.map { TerminalText.sanitize($0) }.flatMap { $0.isEmpty ? nil : $0 }
            throw .apiError(reason ?? "Open-Meteo error")
        }
        guard body.latitude != nil || body.current != nil || body.hourly != nil || body.daily != nil else {
            throw .unexpectedContent("unexpected JSON shape: no forecast")
        }
        let offset = Int((body.utcOffsetSeconds ?? 0).rounded())
        let location = WeatherLocation(
            name: name.map { TerminalText.sanitize($0) }, latitude: body.latitude, longitude: body.longitude,
            timeZoneIdentifier: body.timezone.map { TerminalText.sanitize($0) }, utcOffset: offset)
        let units = body.units
        let zone = location.timeZone
        return Forecast(
            source: .openMeteo, location: location,
            current: body.current.map { current(from: $0, units: units, sent: body.sentUnits(\.currentUnits), in: zone) },
            hourly: body.hourly.map { hourly(from: $0, units: units, sent: body.sentUnits(\.hourlyUnits), in: zone) } ?? [],
            daily: body.daily.map {
                daily(from: $0, units: units, sent: body.sentUnits(\.dailyUnits), utcOffset: offset, in: zone)
            } ?? [],
            units: units)
    }

    static func current(from block: Block, units: WeatherUnits, sent: SentUnits, in zone: TimeZone) -> CurrentConditions {
        let isDay = block.number("is_day").map { $0 != 0 } ?? true
        return CurrentConditions(
            time: block.time.flatMap { $0.date(in: zone) },
            temperature: WeatherPlausibility.temperature(block.number("temperature_2m", "temperature"), units: units),
            apparentTemperature: WeatherPlausibility.temperature(block.number("apparent_temperature"), units: units),
            condition: condition(code: block.number("weather_code", "weathercode"), isDay: isDay),
            isDay: isDay,
            humidity: WeatherPlausibility.percent(block.number("relative_humidity_2m")),
            windSpeed: WeatherPlausibility.windSpeed(
                block.number("wind_speed_10m", "windspeed_10m", "windspeed"), sentIn: sent.wind, units: units),
            precipitationProbability: WeatherPlausibility.percent(block.number("precipitation_probability")),
            windDirection: WeatherPlausibility.direction(
                block.number("wind_direction_10m", "winddirection_10m", "winddirection")),
            precipitation: WeatherPlausibility.precipitation(
                block.number("precipitation"), sentIn: sent.precipitation, units: units))
    }

    static func hourly(from block: Block, units: WeatherUnits, sent: SentUnits, in zone: TimeZone) -> [HourlyForecast] {
        guard let times = block.times else { return [] }
        let temperatures = block.series("temperature_2m")
        let codes = block.series("weather_code", "weathercode")
        let probabilities = block.series("precipitation_probability")
        let isDay = block.series("is_day")
        let amounts = block.series("precipitation")
        let winds = block.series("wind_speed_10m", "windspeed_10m")
        let directions = block.series("wind_direction_10m", "winddirection_10m")
        let apparent = block.series("apparent_temperature")
        let humidity = block.series("relative_humidity_2m")
        let count = commonLength(
            times.count, temperatures, codes, probabilities, isDay, amounts, winds, directions, apparent, humidity)
        var hours: [HourlyForecast] = []
        for i in 0..<count {
            guard let time = times[i]?.date(in: zone) else { continue }
            let day = isDay?[i].map { $0 != 0 } ?? true
            hours.append(
                HourlyForecast(
                    time: time, temperature: WeatherPlausibility.temperature(temperatures?[i], units: units),
                    condition: condition(code: codes?[i], isDay: day),
                    precipitationProbability: WeatherPlausibility.percent(probabilities?[i]),
                    precipitation: WeatherPlausibility.precipitation(amounts?[i], sentIn: sent.precipitation, units: units),
                    windSpeed: WeatherPlausibility.windSpeed(winds?[i], sentIn: sent.wind, units: units),
                    windDirection: WeatherPlausibility.direction(directions?[i]),
                    apparentTemperature: WeatherPlausibility.temperature(apparent?[i], units: units),
                    humidity: WeatherPlausibility.percent(humidity?[i])))
        }
        return WeatherPlausibility.trimmingTrailingEmptyHours(hours)
    }

    static func daily(from block: Block, units: WeatherUnits, sent: SentUnits, utcOffset: Int, in zone: TimeZone)
        -> [DailyForecast]
    {
        guard let times = block.times else { return [] }
        let maxima = block.series("temperature_2m_max")
        let minima = block.series("temperature_2m_min")
        let codes = block.series("weather_code", "weathercode")
        let probabilities = block.series("precipitation_probability_max")
        let sums = block.series("precipitation_sum")
        let sunrises = block.timeSeries["sunrise"], sunsets = block.timeSeries["sunset"]
        let count = commonLength(times.count, maxima, minima, codes, probabilities, sums)
        var days: [DailyForecast] = []
        for i in 0..<count {
            guard let day = times[i]?.day(utcOffset: utcOffset) else { continue }
            days.append(
                DailyForecast(
                    day: day, min: WeatherPlausibility.temperature(minima?[i], units: units),
                    max: WeatherPlausibility.temperature(maxima?[i], units: units),
                    condition: condition(code: codes?[i], isDay: true),
                    precipitationProbability: WeatherPlausibility.percent(probabilities?[i]),
                    precipitation: WeatherPlausibility.precipitation(sums?[i], sentIn: sent.dailyPrecipitation, units: units),
                    sunrise: Self.instant(sunrises, i, in: zone), sunset: Self.instant(sunsets, i, in: zone)))
        }
        return WeatherPlausibility.trimmingTrailingEmptyDays(days)
    }

    /// The instant at `index` of a time series (nil past its end or for an unreadable time).
    static func instant(_ series: [OpenMeteoTime?]?, _ index: Int, in zone: TimeZone) -> Date? {
        guard let series, series.indices.contains(index) else { return nil }
        return series[index]?.date(in: zone)
    }

    /// The units a block's values were sent in (its `*_units`), for conversion to the forecast's units.
    struct SentUnits {
        var wind: String?
        var precipitation: String?
        var dailyPrecipitation: String?
    }

    /// The common prefix length of the time array and the value arrays that were sent.
    static func commonLength(_ timeCount: Int, _ series: [Double?]?...) -> Int {
        series.compactMap { $0?.count }.reduce(timeCount, min)
    }

    static func condition(code: Double?, isDay: Bool) -> WeatherCondition {
        guard let code, code.isFinite, code == code.rounded(), abs(code) < 1000 else { return .unknown }
        return WeatherCondition(wmoCode: Int(code), isDay: isDay)
    }

    /// A `current`, `hourly` or `daily` block: `time` and named values, read leniently.
    struct Block: Decodable {
        let time: OpenMeteoTime?
        let times: [OpenMeteoTime?]?
        let numbers: [String: Double]
        let arrays: [String: [Double?]]
        /// Arrays of times other than `time` (daily `sunrise`, `sunset`).
        let timeSeries: [String: [OpenMeteoTime?]]

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: AnyKey.self)
            let timeKey = AnyKey("time")
            time = c.lenient(OpenMeteoTime.self, timeKey)
            times = c.lenient([Lossy<OpenMeteoTime>].self, timeKey)?.map(\.value)
            var numbers: [String: Double] = [:]
            var arrays: [String: [Double?]] = [:]
            var timeSeries: [String: [OpenMeteoTime?]] = [:]
            for name in ["sunrise", "sunset"] {
                timeSeries[name] = c.lenient([Lossy<OpenMeteoTime>].self, AnyKey(name))?.map(\.value)
            }
            self.timeSeries = timeSeries
            for key in c.allKeys where key.stringValue != "time" {
                if let array = c.lenientNumbers(key) {
                    arrays[key.stringValue] = array
                } else if let number = c.lenientNumber(key) {
                    numbers[key.stringValue] = number
                }
            }
            self.numbers = numbers
            self.arrays = arrays
        }

        /// The first of `keys` present as a single value.
        func number(_ keys: String...) -> Double? {
            keys.lazy.compactMap { numbers[$0] }.first
        }

        /// The first of `keys` present as an array.
        func series(_ keys: String...) -> [Double?]? {
            keys.lazy.compactMap { arrays[$0] }.first
        }
    }

    struct Body: Decodable {
        let error: Bool?
        let reason: String?
        let latitude: Double?
        let longitude: Double?
        let timezone: String?
        let utcOffsetSeconds: Double?
        let current: Block?
        let hourly: Block?
        let daily: Block?
        let currentUnits: [String: String]?
        let hourlyUnits: [String: String]?
        let dailyUnits: [String: String]?

        enum CodingKeys: String, CodingKey {
            case error, reason, latitude, longitude, timezone, current, hourly, daily
            case utcOffsetSeconds = "utc_offset_seconds"
            case currentUnits = "current_units", hourlyUnits = "hourly_units", dailyUnits = "daily_units"
            case currentWeather = "current_weather"
        }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            error = c.lenient(Bool.self, .error)
            reason = c.lenient(String.self, .reason)
            latitude = c.lenient(Double.self, .latitude)
            longitude = c.lenient(Double.self, .longitude)
            timezone = c.lenient(String.self, .timezone)
            utcOffsetSeconds = c.lenient(Double.self, .utcOffsetSeconds)
            current = c.lenient(Block.self, .current) ?? c.lenient(Block.self, .currentWeather)
            hourly = c.lenient(Block.self, .hourly)
            daily = c.lenient(Block.self, .daily)
            currentUnits = Self.units(c, .currentUnits)
            hourlyUnits = Self.units(c, .hourlyUnits)
            dailyUnits = Self.units(c, .dailyUnits)
        }

        /// A `*_units` object with its string values (others, such as `"is_day": true`, skipped).
        static func units(_ c: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) -> [String: String]? {
            guard let nested = try? c.nestedContainer(keyedBy: AnyKey.self, forKey: key) else { return nil }
            var units: [String: String] = [:]
            for k in nested.allKeys { if let v = nested.lenient(String.self, k) { units[k.stringValue] = v } }
            return units
        }

        /// Imperial when any temperature unit says °F.
        var units: WeatherUnits {
            let all = [currentUnits, hourlyUnits, dailyUnits].compactMap { $0 }
            let fahrenheit = all.contains { $0.contains { $0.key.hasPrefix("temperature") && $0.value.contains("F") } }
            return fahrenheit ? .imperial : .metric
        }

        /// The wind speed and precipitation units of a block, e.g. "km/h", "mm" (the hourly units when the
        /// block has none).
        func sentUnits(_ block: KeyPath<Body, [String: String]?>) -> SentUnits {
            let units = self[keyPath: block] ?? hourlyUnits
            return SentUnits(
                wind: units?["wind_speed_10m"] ?? units?["windspeed_10m"] ?? units?["windspeed"],
                precipitation: units?["precipitation"], dailyPrecipitation: units?["precipitation_sum"])
        }
    }
}

/// A coding key for any string.
struct AnyKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { stringValue = String(intValue) }
}
