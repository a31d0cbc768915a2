import CNcursesw
public import TerminalUI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The ncursesw terminal, TerminalUI's `TerminalBackend` on a real terminal: modes, colours, diff flush, keys,
/// resize and signals. One per process.
///
/// - Start-up: ncursesw loaded (`cncursesw_load`: dlopen, so no other command maps it), `setlocale(LC_CTYPE, "")`
///   (the character set is all ncurses and `wcwidth` read from the locale; setting every category opened 11 more
///   locale files, ~45 system calls, at each start), signal handlers (before ncurses so it leaves INT/TERM/TSTP alone),
///   In a locale whose character set is not UTF-8 (`LANG=C`), glyphs it cannot encode are drawn as ASCII
///   look-alikes (`GlyphFallback`: box lines `+-|`, arrows, dots), never ncurses' `?`.
///   `newterm`, `cbreak` (ISIG kept on: Ctrl-C arrives as SIGINT and becomes `.quit`), `noecho`, `nonl`,
///   `keypad`, `nodelay`, `curs_set(0)`, `set_escdelay(25)`, then `endwin` + `doupdate` + `keypad` once (so that
///   a frame reaches the terminal in a few writes, see `init`), colours with the terminal's defaults.
/// - Input: `waitForInput` blocks in poll(2) on stdin and the wake-up pipe (`wakePipe`, written by the signal
///   handlers and by other threads); a hang-up of stdin (POLLHUP/POLLERR/POLLNVAL without a SIGHUP) is
///   reported by `takeSignals` as `.quit(signal: SIGHUP)`.
/// - Resize: ncurses owns SIGWINCH (KEY_RESIZE from `wget_wch`, `.resize` from `readEvents`); the session only
///   chains a wake-up byte onto its handler so a loop blocked in poll(2) notices. On every `.resize` and on
///   SIGCONT (`.resumed`) the size is read again from the kernel (TIOCGWINSZ), so a resize while stopped
///   (Ctrl-Z, resize, `fg`) is drawn at once.
/// - Exit: `end()` (idempotent) on every normal path; INT/TERM/HUP become `.quit` for the loop; crashes are
///   handled in C (restore termios, write sgr0/cnorm/rmkx/rmcup, re-raise).
public final class TerminalSession: TerminalBackend {
    /// Ends `waitForInput`; drained by `takeSignals()`. Other threads may call `wakePipe.wake()`.
    public let wakePipe: SelfPipe
    /// The terminal input (stdin), polled for POLLIN.
    private let inputDescriptor: Int32 = STDIN_FILENO
    /// stdin reported POLLHUP / POLLERR / POLLNVAL: the terminal is gone (reported once as a quit).
    private var inputHungUp = false
    /// Number of cells written to ncurses so far (tests and benchmarks: identical frames add none).
    public private(set) var cellsWritten = 0
    /// Number of `doupdate` calls so far (identical frames add none).
    public private(set) var flushes = 0

    private var screen: OpaquePointer?
    private var palette: ColorPalette
    /// The plain cells of a frame being written (`draw`), kept from frame to frame with its storage.
    private var run = CellRun()
    private var previous: Buffer?
    private var clearOnNextDraw = false
    private var ended = false
    /// The locale's character set (`LC_CTYPE`, set by `init`) is UTF-8; when not (LANG=C), glyphs it can't encode
    /// go through `GlyphFallback`.
    public private(set) var localeIsUTF8 = true

    /// Why the dashboard cannot run on this terminal, in words, or nil when it can: `TERM` unset, ncursesw missing
    /// (libncursesw.so.6 could not be loaded), unknown to terminfo, or a terminal that cannot move the cursor
    /// (`TERM=dumb`). Checked before `init`.
    public static func unsupportedReason(term: String?) -> String? {
        guard let term, !term.isEmpty else { return "TERM is not set" }
        if let missing = libraryProblem() { return missing }
        guard kurs_terminal_can_address_cursor(term, STDOUT_FILENO) == 1 else {
            return "terminal '\(term)' cannot draw a full-screen dashboard (unknown to terminfo or cannot move the cursor)"
        }
        return nil
    }

    /// Why ncursesw can't be used, in words, or nil once it is loaded (`cncursesw_load`, once per process).
    public static func libraryProblem() -> String? {
        guard cncursesw_load() == 1 else {
            return "the dashboard needs ncursesw, which could not be loaded (\(String(cString: cncursesw_unavailable_reason())))"
        }
        return nil
    }

    /// Opens the session on stdin/stdout. `useColor: false` (NO_COLOR) keeps bold/reverse but no colours.
    /// Returns nil when stdin/stdout is not a terminal or ncurses cannot be loaded or set up (unknown TERM).
    public init?(useColor: Bool) {
        guard Self.libraryProblem() == nil, isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1,
              let pipe = SelfPipe() else { return nil }
        setlocale(LC_CTYPE, "")
        localeIsUTF8 = kurs_locale_is_utf8() == 1
        wakePipe = pipe
        kurs_save_termios()
        kurs_install_signal_handlers(pipe.writeEnd)
        guard let screen = cncursesw_newterm(nil, kurs_stdout(), kurs_stdin()) else {
            kurs_restore_signal_handlers()
            return nil
        }
        self.screen = screen
        cncursesw_set_term(screen)
        cncursesw_cbreak()
        cncursesw_noecho()
        cncursesw_nonl()
        cncursesw_intrflush(kurs_stdscr(), false)
        cncursesw_keypad(kurs_stdscr(), true)
        cncursesw_nodelay(kurs_stdscr(), true)
        cncursesw_curs_set(0)
        cncursesw_set_escdelay(25)
        // ncurses writes every cursor motion of a frame at once (a write(2) each, ~110 for a 120x40 frame) until
        // the screen has been through endwin and back: leave and resume it once, before colours are started (the
        // resume then has no colours to reset, and sends no "reset the palette" sequence); the resume leaves the
        // keypad mode off until the next read, so it is set again at once (arrow keys read in application mode).
        cncursesw_endwin()
        cncursesw_doupdate()
        cncursesw_keypad(kurs_stdscr(), true)
        var colorCount = 0
        if useColor && cncursesw_has_colors() {
            cncursesw_start_color()
            cncursesw_use_default_colors()
            colorCount = Int(kurs_colors())
        }
        palette = ColorPalette(colorCount: colorCount, pairLimit: Int(kurs_color_pairs()))
        kurs_chain_sigwinch()
        kurs_capture_reset_sequence()
    }

    deinit { end() }

    /// The terminal size in columns and rows, as ncurses knows it (updated on KEY_RESIZE).
    public var size: (width: Int, height: Int) { (Int(kurs_cols()), Int(kurs_lines())) }

    /// Blocks in poll(2) until stdin has input, the wake-up pipe has a byte (a signal, another thread's
    /// `wake()`), or `timeoutMilliseconds` passed (-1: no limit); EINTR ends the wait early. A terminal that
    /// went away without a SIGHUP would make poll return at once forever, so that is remembered as a quit.
    public func waitForInput(timeoutMilliseconds: Int32) {
        var fds = [
            pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakePipe.readEnd, events: Int16(POLLIN), revents: 0),
        ]
        _ = poll(&fds, nfds_t(fds.count), timeoutMilliseconds)
        if Int32(fds[0].revents) & (POLLHUP | POLLERR | POLLNVAL) != 0 { inputHungUp = true }
    }

    /// Every event waiting in the input, decoded (never blocks). On a `.resize` the size has been read again
    /// and the next `draw` repaints everything.
    public func readEvents() -> [InputEvent] {
        var events: [InputEvent] = []
        var code: wint_t = 0
        while true {
            let status = cncursesw_wget_wch(kurs_stdscr(), &code)
            guard let input = NcursesInput.decode(status: status, code: UInt32(code)) else { break }
            switch input {
            case .key(let key):
                events.append(.key(key))
            case .resize:
                _ = updateSizeFromTerminal()
                previous = nil
                events.append(.resize(width: size.width, height: size.height))
            }
        }
        return events
    }

    /// Signals that arrived since the last call, and drains the wake-up pipe. Quit first (a hang-up of stdin
    /// counts as SIGHUP).
    public func takeSignals() -> [TerminalSignal] {
        wakePipe.drain()
        var signals: [TerminalSignal] = []
        let quit = kurs_take_quit_signal()
        if quit != 0 {
            signals.append(.quit(signal: quit))
        } else if inputHungUp {
            inputHungUp = false
            signals.append(.quit(signal: SIGHUP))
        }
        if kurs_take_stop() != 0 { signals.append(.stop) }
        if kurs_take_cont() != 0 {
            _ = updateSizeFromTerminal()
            clearOnNextDraw = true
            previous = nil
            signals.append(.resumed)
        }
        return signals
    }

    /// Reads the size from the kernel and makes it ncurses' size when it differs (a resize while stopped
    /// reaches the shell, not kurs). Returns whether it changed.
    private func updateSizeFromTerminal() -> Bool {
        guard !ended else { return false }
        return kurs_update_size_from_terminal() == 1
    }

    /// Restores the terminal, stops the process (SIGTSTP default action), and on continuing arranges a full
    /// redraw by the next `draw`. The SIGCONT that continued the process stays pending, so the next
    /// `takeSignals()` reports `.resumed` (its handler has already written a wake-up byte): the loop then
    /// knows to draw a frame, even though nothing in its state changed.
    public func suspend() {
        cncursesw_endwin()
        kurs_stop_self()
        clearOnNextDraw = true
        previous = nil
    }

    /// Flushes `buffer`: writes only the cells that differ from the previous frame with the wide-character
    /// calls, then one `doupdate`. An identical frame writes nothing. Returns whether anything was written.
    @discardableResult
    public func draw(_ buffer: Buffer) -> Bool {
        guard !ended else { return false }
        // The erased screen holds blanks: only the cells that are not blank need writing.
        if previous == nil { cncursesw_werase(kurs_stdscr()) }
        let forceClear = clearOnNextDraw
        if forceClear {
            cncursesw_clearok(kurs_curscr(), true)
            clearOnNextDraw = false
        }
        // A frame's cells come in runs of one style: its colour pair and attributes are worked out once a run, and
        // its plain one-column cells written together (`CellRun`).
        var style: Style?
        var pair: Int16 = 0
        var attributes: attr_t = 0
        let written = buffer.forEachChange(from: previous) { x, y, cell in
            if cell.style != style {
                style = cell.style
                pair = colourPair(for: cell.style)
                attributes = self.attributes(for: cell.style.modifiers)
            }
            if let scalar = plainScalar(cell) {
                run.add(scalar, x: x, y: y, pair: pair, attributes: attributes)
            } else {
                run.flush()
                put(cell, x: x, y: y, pair: pair, attributes: attributes)
            }
        }
        run.flush()
        guard written > 0 || forceClear || previous == nil else { return false }
        cellsWritten += written
        cncursesw_wnoutrefresh(kurs_stdscr())
        cncursesw_doupdate()
        flushes += 1
        previous = buffer
        return true
    }

    /// Rings the bell with ncurses `beep()` (the terminal's audible bell, or a flash where it has none); nothing
    /// after `end`.
    public func bell() {
        guard !ended else { return }
        cncursesw_beep()
    }

    /// Restores the terminal (endwin) and the default signal actions. Safe to call more than once.
    public func end() {
        guard !ended else { return }
        ended = true
        cncursesw_endwin()
        kurs_restore_signal_handlers()
        if let screen { cncursesw_delscreen(screen) }
        screen = nil
    }

    /// The colour pair of `style`, made (`init_pair`) the first time it is used.
    private func colourPair(for style: Style) -> Int16 {
        let (pair, newPair) = palette.pair(for: style)
        if let newPair { cncursesw_init_pair(pair, newPair.foreground, newPair.background) }
        return pair
    }

    /// The cell's one character when it is written as it is (`CellRun`): one scalar one column wide (ASCII, box
    /// drawing, arrows) that the locale can encode (ASCII without UTF-8); nil for the cells `put` writes.
    private func plainScalar(_ cell: Cell) -> UInt32? {
        guard let scalar = Self.singleNarrowScalar(cell), scalar < 0x80 || localeIsUTF8 else { return nil }
        return scalar
    }

    /// Writes a cell that is not plain (`plainScalar`): a glyph of several scalars or columns, or one the locale
    /// can't encode.
    private func put(_ cell: Cell, x: Int, y: Int, pair: Int16, attributes: attr_t) {
        if !localeIsUTF8, cell.symbol.unicodeScalars.contains(where: { kurs_can_encode($0.value) == 0 }) {
            // The locale can't encode the glyph (LANG=C): ASCII look-alikes, one per column, never "?" boxes.
            let text = GlyphFallback.ascii(for: cell.symbol, width: Int(cell.width))
            for (offset, scalar) in text.unicodeScalars.enumerated() {
                write(codePoints: CollectionOfOne(scalar.value), attributes: attributes, pair: pair, x: x + offset, y: y)
            }
            return
        }
        let glyph = GlyphEncoding.encode(symbol: cell.symbol, width: Int(cell.width))
        write(codePoints: glyph.codePoints, attributes: attributes, pair: pair, x: x, y: y)
        for offset in 0..<glyph.padding {
            write(codePoints: CollectionOfOne(0x20), attributes: attributes, pair: pair, x: x + 1 + offset, y: y)
        }
    }

    /// The cell's symbol when it is one Unicode scalar the terminal draws one column wide (printable ASCII without
    /// asking `columnsOf`, wcwidth); nil otherwise (a control, a combining sequence, a wide or a continuation cell).
    static func singleNarrowScalar(_ cell: Cell, columnsOf: (UInt32) -> Int = { Int(kurs_wcwidth($0)) }) -> UInt32? {
        guard cell.width == 1 else { return nil }
        var scalars = cell.symbol.unicodeScalars.makeIterator()
        guard let first = scalars.next()?.value, scalars.next() == nil else { return nil }
        if first >= 0x20 && first < 0x7F { return first }
        return first >= 0xA0 && columnsOf(first) == 1 ? first : nil
    }

    /// Writes one `cchar_t` of `codePoints` (at most `GlyphEncoding.maxCodePoints`) at `x`, `y`, its text
    /// terminated on the stack.
    private func write(codePoints: some Collection<UInt32>, attributes: attr_t, pair: Int16, x: Int, y: Int) {
        withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: GlyphEncoding.maxCodePoints + 1) { wide in
            var count = 0
            for point in codePoints.prefix(GlyphEncoding.maxCodePoints) {
                wide[count] = wchar_t(bitPattern: point)
                count += 1
            }
            wide[count] = 0
            var character = cchar_t()
            cncursesw_setcchar(&character, wide.baseAddress, attributes, pair, nil)
            cncursesw_mvwadd_wch(kurs_stdscr(), Int32(y), Int32(x), &character)
        }
    }

    private func attributes(for modifiers: Modifiers) -> attr_t {
        var result = kurs_a_normal()
        if modifiers.contains(.bold) { result |= kurs_a_bold() }
        if modifiers.contains(.dim) { result |= kurs_a_dim() }
        if modifiers.contains(.italic) { result |= kurs_a_italic() }
        if modifiers.contains(.underline) { result |= kurs_a_underline() }
        if modifiers.contains(.reverse) { result |= kurs_a_reverse() }
        return result
    }
}
