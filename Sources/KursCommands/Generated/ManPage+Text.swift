extension ManPage {
    /// The man page's DESCRIPTION (roff), before OPTIONS.
    static let description = #"""
        .SH DESCRIPTION
        Without a command, \fBkurs\fR opens the full-screen dashboard: PrivatBank rates, the converter, the CoinGecko
        coin list and coin details, and the weather. With no network and no cache it shows the embedded sample data, labelled
        "offline sample". The one-shot commands print aligned columns to a terminal, tab-separated values to a pipe
        and JSON with \fB\-\-json\fR (snake_case fields, with \fBsource\fR and \fBfetched_at\fR; absent values are
        null). Options take their value as \fB\-\-top 5\fR or \fB\-\-top=5\fR; an option given twice, a missing or empty
        value, or an unknown option is a usage error.
        """#

    /// The man page's FILES, EXIT STATUS and ENVIRONMENT sections (roff), after KEYS and before EXAMPLES.
    static let closingSections = #"""
        .SH FILES
        .TP
        .I $XDG_CONFIG_HOME/kurs/config.json5
        The config (JSON5), or \fB$KURS_CONFIG\fR. Environment variables win over its API URLs and keys.
        .TP
        .I $XDG_CACHE_HOME/kurs/
        The response cache shared by every kurs process (default ~/.cache/kurs, mode 0700): one file per resource,
        written atomically, with a lock file per resource so one process fetches while the others wait.
        .TP
        .I $XDG_STATE_HOME/kurs/cities.json
        The saved cities, edited in the weather pane (default ~/.local/state/kurs/cities.json). kurs never
        rewrites the config.
        .SH EXIT STATUS
        0 success; 1 runtime failure (no data at all, I/O error, \fBconfig check\fR found errors); 2 usage error (bad
        flag, missing, empty or repeated option, unknown currency or coin, invalid coin id, bad amount, bad status
        format, unknown city), always with a one-line message on stderr.
        .SH ENVIRONMENT
        KURS_PRIVATBANK_URL, KURS_NBU_URL, KURS_MONOBANK_URL, KURS_ERAPI_URL, KURS_COINGECKO_URL, KURS_OPENMETEO_URL,
        KURS_GEOCODING_URL, KURS_PIRATEWEATHER_URL (API base URLs); COINGECKO_API_KEY, COINGECKO_PRO_API_KEY,
        PIRATEWEATHER_API_KEY (optional keys, never printed); XDG_CACHE_HOME, XDG_CONFIG_HOME, XDG_STATE_HOME,
        XDG_DATA_HOME, KURS_CONFIG;
        KURS_OFFLINE=1 (same as \fB\-\-offline\fR); NO_COLOR.
        """#
}
