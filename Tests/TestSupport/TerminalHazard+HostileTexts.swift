extension TerminalHazard {
    /// Hostile texts as (what it is, the hostile text, what a person must see): the same visible text wherever
    /// they reach a terminal (a command's table, TSV, stderr and a dashboard pane).
    package static let hostileTexts: [(String, String, String)] = [
        ("CSI", "\u{1B}[31mred\u{1B}[0m coin", "red coin"),
        ("OSC 8", "\u{1B}]8;;http://evil.example/\u{1B}\\click\u{1B}]8;;\u{1B}\\ me", "click me"),
        ("C1 CSI", "x\u{9B}2Jy", "xy"),
        ("BEL", "ding\u{07}dong", "dingdong"),
        ("CR", "fake\rreal", "fakereal"),
        ("bidi override", "abc\u{202E}fed", "abcfed"),
        ("NUL", "nu\u{0}ll", "null"),
        ("tab and newline", "one\ttwo\nthree", "one two three"),
    ]
}
