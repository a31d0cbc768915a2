extension HelpText {
    static let weather = """
        Usage: kurs weather [CITY|LAT,LON] [--units metric|imperial] [--json]

        Current conditions, the next 24 hours and 7 days (min/max) for a place: the first saved city when no
        place is given (else the config's first city, default Kyiv), a city name looked up with the Open-Meteo
        geocoding search (the first match), or coordinates in degrees. Forecasts from Open-Meteo, or from Pirate
        Weather when PIRATEWEATHER_API_KEY (or apiKeys.pirateWeather in the config) is set. Saved cities live in
        $XDG_STATE_HOME/kurs/cities.json (default ~/.local/state/kurs/).
        An unknown city or coordinates out of range are usage errors (exit 2).

        Examples:
          kurs weather
          kurs weather Chambéry
          kurs weather 東京 --units imperial
          kurs weather 50.45,30.52 --json | jq '.daily[0]'
          kurs weather -33.87,151.21

        Environment: KURS_OPENMETEO_URL, KURS_GEOCODING_URL, KURS_PIRATEWEATHER_URL, PIRATEWEATHER_API_KEY,
        XDG_STATE_HOME.

        """
}
