import TerminalUI

/// The status bar's shorter forms of its segments, longest first, each made when the bar first asks for it: a
/// terminal wide enough for the full form asks for none, a narrower one for the forms up to the first that fits
/// (making all of them at every frame was ~1.3 million instructions of a first frame, measured).
struct StatusBarForms: Sendable {
    /// How many forms there are.
    let count: Int
    private let make: @Sendable (Int) -> [Span]

    /// `count` forms, the one at each index made by `make` (called again if asked again).
    init(count: Int, make: @escaping @Sendable (Int) -> [Span]) {
        self.count = count
        self.make = make
    }

    /// Forms made already.
    init(_ forms: [[Span]]) {
        self.init(count: forms.count) { forms[$0] }
    }

    /// The form at `index` (0 ..< `count`).
    subscript(index: Int) -> [Span] { make(index) }

    /// The shortest form; nil when there is none.
    var last: [Span]? { count > 0 ? make(count - 1) : nil }
}
