extension DecimalText {
    /// ", at most 38 significant digits" when `text` is a number only refused for having more digits than are
    /// kept exactly (`parseExactly`); else "": the end of an "invalid amount" message.
    package static func digitsHint(_ text: String) -> String {
        parse(text) != nil && parseExactly(text) == nil ? ", at most \(maxSignificantDigits) significant digits" : ""
    }
}
