/// A parsed `kurs status` format: literal text and placeholders, in order. Make one with
/// `StatusFormat.parse(_:)`; draw it with `render(data:now:mode:)`.
package struct StatusTemplate: Equatable, Sendable {
    /// One piece of the format.
    package enum Segment: Equatable, Sendable {
        /// Text written by the user, with `{{`/`}}` already turned into `{`/`}` and control characters removed
        /// (line breaks and tabs become spaces); otherwise exactly as written (tmux `#[…]` styles pass through).
        case literal(String)
        /// A value from the cached data.
        case placeholder(StatusPlaceholder)
    }

    /// The pieces in order; adjacent literals are merged.
    package let segments: [Segment]

    /// A template of these pieces (adjacent literals merged, empty literals dropped).
    package init(segments: [Segment]) {
        var merged: [Segment] = []
        for segment in segments {
            if case .literal(let text) = segment {
                if text.isEmpty { continue }
                if case .literal(let previous)? = merged.last {
                    merged[merged.count - 1] = .literal(previous + text)
                    continue
                }
            }
            merged.append(segment)
        }
        self.segments = merged
    }

    /// The placeholders in order of appearance (repeats included).
    package var placeholders: [StatusPlaceholder] {
        segments.compactMap { segment in
            if case .placeholder(let placeholder) = segment { return placeholder }
            return nil
        }
    }

    /// What the template reads, so `kurs status` loads only those caches.
    package var requiredSources: StatusSources { StatusSources(placeholders: placeholders) }
}
