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

    /// The man page's KEYS, FILES, EXIT STATUS and ENVIRONMENT sections (roff), between COMMANDS and EXAMPLES.
    static let closingSections = #"""
        .SH KEYS
        In the dashboard and in \fBkurs pane\fR (\fB?\fR shows them; keys other than the arrows can be rebound in the
        config's \fBkeys\fR):
        .TP 12
        .BR \[ua] / \[da] ", " j / k
        Move.
        .TP
        .BR PgUp / PgDn
        Page up / down.
        .TP
        .BR g / G
        Top / bottom.
        .TP
        .B Enter
        Open the selected coin.
        .TP
        .BR Esc ", " Backspace ", " q
        Back.
        .TP
        .BR Tab ", " Shift\-Tab
        Next / previous pane.
        .TP
        .B /
        Filter coins by name or symbol.
        .TP
        .B r
        Reload (rate-limited per source).
        .TP
        .B R
        Reload the focused pane.
        .TP
        .B d
        Expand the coin description.
        .TP
        .B w
        The weather.
        .TP
        .B ?
        Help.
        .TP
        .BR q ", " Ctrl\-C
        Quit (\fBq\fR at the top level).
        .PP
        In the converter:
        .TP 12
        .BR \[ua] / \[da]
        Amount / from / to.
        .TP
        .B "0\-9 . , + \- * / ( )"
        Type the amount.
        .TP
        .BR f " / " t
        Pick the from / to currency.
        .TP
        .B s
        Swap.
        .TP
        .B m
        Bank / mid-market rates.
        .TP
        .B 1\-6
        Quick picks (the config's quickPicks).
        .PP
        In the weather pane:
        .TP 12
        .B a
        Add a city (search).
        .TP
        .B x
        Delete the city.
        .TP
        .BR K " / " J
        Move the city up / down.
        .TP
        .B u
        \[de]C / \[de]F.
        .TP
        .BR \[<-] / \[->]
        Scroll the hours.
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
        KURS_PRIVATBANK_URL, KURS_ERAPI_URL, KURS_COINGECKO_URL, KURS_OPENMETEO_URL, KURS_GEOCODING_URL,
        KURS_PIRATEWEATHER_URL (API base URLs); COINGECKO_API_KEY, COINGECKO_PRO_API_KEY, PIRATEWEATHER_API_KEY
        (optional keys, never printed); XDG_CACHE_HOME, XDG_CONFIG_HOME, XDG_STATE_HOME, KURS_CONFIG;
        KURS_OFFLINE=1 (same as \fB\-\-offline\fR); NO_COLOR.
        """#
}
