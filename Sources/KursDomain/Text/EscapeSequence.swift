/// Where ECMA-48 escape sequences end, so the whole sequence can be skipped (not just its ESC).
enum EscapeSequence {
    /// The index just past the sequence that starts with ESC at `start`.
    static func end(of scalars: [Unicode.Scalar], escapeAt start: Int) -> Int {
        let next = start + 1
        guard next < scalars.count else { return next }
        switch scalars[next].value {
        case 0x5B:  // '[' CSI
            return endOfCSI(scalars, parametersFrom: next + 1)
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F:  // ']' OSC, 'P' DCS, 'X' SOS, '^' PM, '_' APC
            return endOfString(scalars, from: next + 1)
        case 0x20...0x2F:  // intermediates, then one final byte (e.g. ESC ( B)
            var index = next
            while index < scalars.count, (0x20...0x2F).contains(scalars[index].value) { index += 1 }
            return index < scalars.count && (0x30...0x7E).contains(scalars[index].value) ? index + 1 : index
        case 0x30...0x7E:  // two-byte escape (ESC 7, ESC c, ESC \ …)
            return next + 1
        default:  // a lone ESC: drop it, keep what follows
            return next
        }
    }

    /// CSI: parameter bytes 0x30–0x3F, intermediate bytes 0x20–0x2F, one final byte 0x40–0x7E.
    /// A sequence cut short by another control or the end of the text ends there.
    static func endOfCSI(_ scalars: [Unicode.Scalar], parametersFrom start: Int) -> Int {
        var index = start
        while index < scalars.count {
            let value = scalars[index].value
            if (0x20...0x3F).contains(value) {
                index += 1
            } else if (0x40...0x7E).contains(value) {
                return index + 1
            } else {
                return index
            }
        }
        return index
    }

    /// OSC / DCS / SOS / PM / APC: everything up to BEL, `ESC \` or the C1 string terminator U+009C.
    static func endOfString(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count {
            switch scalars[index].value {
            case 0x07, 0x9C:
                return index + 1
            case 0x1B:
                let next = index + 1
                return next < scalars.count && scalars[next] == "\\" ? next + 1 : next
            default:
                index += 1
            }
        }
        return index
    }
}
