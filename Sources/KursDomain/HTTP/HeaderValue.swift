/// Header values that may be stored and sent back: a value from a response (an `ETag`, a `Last-Modified`) that
/// held a CR or LF would, sent back as `If-None-Match`, end the header line and inject a header of the server's
/// choosing. Pure functions.
package enum HeaderValue {
    /// Whether `value` is free of control bytes: no C0 character (U+0000…U+001F: NUL, CR, LF, tab, …) and no DEL.
    package static func isClean(_ value: String) -> Bool {
        !value.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }

    /// `value` when it is clean, else nil.
    package static func clean(_ value: String) -> String? { isClean(value) ? value : nil }
}
