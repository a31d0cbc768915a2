/// Horizontal placement of text within a run of columns.
public enum Alignment: Equatable, Hashable, Sendable {
    case left, center, right

    /// Columns to leave before content `contentWidth` wide within `width` columns (never negative).
    /// Centering puts the odd column on the right.
    public func offset(contentWidth: Int, in width: Int) -> Int {
        let gap = max(0, width - contentWidth)
        switch self {
        case .left: return 0
        case .center: return gap / 2
        case .right: return gap
        }
    }
}
