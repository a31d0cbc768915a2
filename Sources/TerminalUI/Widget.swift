/// Something that draws itself into a rectangle of a buffer and touches nothing else.
/// State that lasts between frames is passed in, never kept by the widget.
public protocol Widget {
    /// Draws into `area` of `buffer`. Must clip to `area`; zero-size areas draw nothing.
    func render(area: Rect, buffer: inout Buffer)
}

/// A widget with state that lasts between frames and that only drawing can settle, because only drawing knows
/// the area (ratatui's `StatefulWidget`): a list's first visible row depends on the height it gets. The
/// caller keeps `state` from one frame to the next; the update code moves selections and never computes it.
public protocol StatefulWidget {
    /// What persists between frames (e.g. `TableState`).
    associatedtype State
    /// Draws into `area` of `buffer` starting from `state`, and leaves in `state` what this frame showed.
    /// Must clip to `area`; zero-size areas draw nothing and leave `state` as it was.
    func render(area: Rect, buffer: inout Buffer, state: inout State)
}
