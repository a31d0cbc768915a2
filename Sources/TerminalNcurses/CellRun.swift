import CNcursesw

/// Cells of one row written together: consecutive cells of one column each, one colour pair and attributes, sent to
/// ncurses with one call (`kurs_put_run`: `mvwadd_wchnstr`) instead of a `setcchar` and an `mvwadd_wch` a cell. A
/// frame's cells mostly come so, in runs of many cells; ncurses' per-cell calls were a large part of the frame's
/// drawing.
struct CellRun {
    /// The most cells one call takes (`kurs_put_run`).
    static let capacity = Int(KURS_RUN_CAPACITY)

    private var codePoints: [UInt32] = []
    private var x = 0
    private var y = 0
    private var pair: Int16 = 0
    private var attributes: attr_t = 0

    init() { codePoints.reserveCapacity(Self.capacity) }

    /// Adds the one-column `scalar` at `x`, `y`; first writes the run so far when this cell does not continue it
    /// (another row, a gap, another style) or it is full.
    mutating func add(_ scalar: UInt32, x: Int, y: Int, pair: Int16, attributes: attr_t) {
        if codePoints.isEmpty || y != self.y || x != self.x + codePoints.count || pair != self.pair
            || attributes != self.attributes || codePoints.count == Self.capacity
        {
            flush()
            (self.x, self.y, self.pair, self.attributes) = (x, y, pair, attributes)
        }
        codePoints.append(scalar)
    }

    /// Writes the run to stdscr (nothing when it is empty) and empties it.
    mutating func flush() {
        guard !codePoints.isEmpty else { return }
        let (x, y, pair, attributes) = (x, y, pair, attributes)
        codePoints.withUnsafeBufferPointer { points in
            _ = kurs_put_run(Int32(y), Int32(x), points.baseAddress, Int32(points.count), attributes, pair)
        }
        codePoints.removeAll(keepingCapacity: true)
    }
}
