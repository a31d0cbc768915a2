import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How wide stdout's terminal is, for `kurs chart`: the kernel's size (TIOCGWINSZ), else `$COLUMNS`, else 80.
enum TerminalColumns {
    static func width(variables: [String: String]) -> Int {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return variables["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? 80
    }
}
