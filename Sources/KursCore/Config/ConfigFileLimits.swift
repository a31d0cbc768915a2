import Foundation

/// Limits a JSON5 or JSON file the user owns must meet before it is parsed: at most `maximumBytes` bytes and
/// at most `maximumDepth` nested lists/objects. A deeper or larger file is refused with its position, in one
/// linear scan, so a hostile or broken file costs milliseconds instead of the parser's time and memory.
enum ConfigFileLimits {
    /// The most that is read: far above any real config (the commented template is a few kilobytes).
    static let maximumBytes = 1 << 20
    /// Nesting depth of `{` and `[` (the schema needs 4).
    static let maximumDepth = 64

    /// A limit `bytes` break: the UTF-8 byte offset to report and the message; nil when within the limits.
    /// Strings ('…' and "…", with escapes) and comments are skipped, so brackets inside them do not count.
    static func violation(in bytes: [UInt8]) -> (offset: Int, message: String)? {
        if bytes.count > maximumBytes { return (0, sizeMessage(bytes.count)) }
        var depth = 0
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                if depth > maximumDepth {
                    return (index, "nested more than \(maximumDepth) levels deep")
                }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                index = endOfString(in: bytes, from: index)
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                    index += 1
                }
                index += 1
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// The message for a file of `size` bytes over `maximumBytes`.
    static func sizeMessage(_ size: Int) -> String {
        "the file is larger than 1 MB (\(maximumBytes) bytes), the most that is read"
    }

    /// The first `maximumBytes + 1` bytes of the file at `path` (enough for `violation` to see it is too
    /// large without reading all of it), or nil when it cannot be opened or read, or is not a regular file (a FIFO
    /// is opened without blocking and refused, so a config or state file that is one never hangs a command).
    static func read(path: String, in fileSystem: any FileSystem) -> Data? {
        fileSystem.readFile(atPath: path, maximumBytes: maximumBytes + 1, followingLinks: true).map { Data($0.bytes) }
    }

    /// Whether anything is at `path`, a symbolic link that leads nowhere included (`lstat`): such a path is a
    /// config that can't be read, not "no config".
    static func isPresent(path: String, in fileSystem: any FileSystem) -> Bool { fileSystem.itemExists(atPath: path) }

    /// The permission bits of the file at `path` (following links); nil when it can't be examined.
    static func mode(path: String, in fileSystem: any FileSystem) -> Int? {
        fileSystem.status(atPath: path, followingLinks: true)?.permissions
    }

    /// The index of the quote closing the string that opens at `start` (or the last index when it is not closed).
    private static func endOfString(in bytes: [UInt8], from start: Int) -> Int {
        let quote = bytes[start]
        var index = start + 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if bytes[index] == quote || bytes[index] == UInt8(ascii: "\n") { return index }
            index += 1
        }
        return bytes.count - 1
    }
}
