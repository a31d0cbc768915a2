#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// This process's environment variables, read from `environ`.
enum ProcessVariables {
    /// Every `NAME=value` entry of `environ` (the last when a name repeats, as Foundation's
    /// `ProcessInfo.environment` keeps it; an entry without "=" is skipped; bytes that are not UTF-8 become U+FFFD).
    ///
    /// Our own rather than Foundation's `ProcessInfo.environment`, which on Linux finds each "=" by comparing
    /// `Character`s, a noticeable cost at every start; this compares bytes.
    static func current() -> [String: String] {
        variables(environ)
    }

    /// The variables of a null-terminated list of `NAME=value` C strings, as `current()` reads `environ`.
    static func variables(_ entries: UnsafePointer<UnsafeMutablePointer<CChar>?>) -> [String: String] {
        var variables: [String: String] = [:]
        var entry = entries
        while let pointer = entry.pointee {
            let length = strlen(pointer)
            pointer.withMemoryRebound(to: UInt8.self, capacity: length) { bytes in
                let text = UnsafeBufferPointer(start: bytes, count: length)
                guard let equals = text.firstIndex(of: UInt8(ascii: "=")) else { return }
                variables[String(decoding: text[..<equals], as: UTF8.self)] =
                    String(decoding: text[(equals + 1)...], as: UTF8.self)
            }
            entry += 1
        }
        return variables
    }
}
