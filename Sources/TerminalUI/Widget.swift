/// Something that draws itself into a rectangle of a buffer and touches nothing else.
/// State that lasts between frames is passed in, never kept by the widget.
public protocol Widget {
    /// Draws into `area` of `buffer`. Must clip to `area`; zero-size areas draw nothing.
    func render(area: Rect, buffer: inout Buffer)
}
