/// The one rule for "a list with nothing usable" shared by list resources.
package enum DecodedListProblem {
    /// "PrivatBank sent an empty list" when the response had no element, "PrivatBank sent no usable rate (3 rows
    /// could not be read)" when every element failed to decode; nil when at least one element decoded.
    package static func of<Element>(_ list: DecodedList<Element>, source: String, noun: String) -> String? {
        guard list.elements.isEmpty else { return nil }
        if list.droppedCount == 0 { return "\(source) sent an empty list" }
        let rows = list.droppedCount == 1 ? "1 row" : "\(list.droppedCount) rows"
        return "\(source) sent no usable \(noun) (\(rows) could not be read)"
    }
}
