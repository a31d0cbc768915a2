import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Plain words for a file-system failure, instead of Foundation's "The operation could not be completed.
/// (NSCocoaErrorDomain error 512.)".
package enum FileErrorText {
    /// Why creating or writing `path` failed: "/etc/passwd is not a directory" when a component of the path is
    /// a file; else the system's reason ("Permission denied", "No space left on device"); else Foundation's text.
    package static func reason(_ error: any Error, path: String, in fileSystem: any FileSystem = LocalFileSystem()) -> String {
        if let file = fileInTheWay(of: path, in: fileSystem) { return "\(file) is not a directory" }
        return systemReason(error)
    }

    /// The system's text for `error` ("Read-only file system", "Permission denied"), found through Foundation's
    /// underlying errors; Foundation's own text when there is no POSIX error below it.
    package static func systemReason(_ error: any Error) -> String {
        var current = error as NSError
        while current.domain != NSPOSIXErrorDomain, let underlying = current.userInfo[NSUnderlyingErrorKey] as? any Error {
            current = underlying as NSError
        }
        if current.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(current.code))) }
        return error.localizedDescription
    }

    /// The first existing component of `path` (from the root) that is not a directory, when one is in the way
    /// of the path below it; nil when every existing ancestor is a directory.
    static func fileInTheWay(of path: String, in fileSystem: any FileSystem) -> String? {
        var current = ""
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        for component in components.dropLast() {
            current += "/" + component
            guard let status = fileSystem.status(atPath: current, followingLinks: true) else { return nil }
            if !status.isDirectory { return current }
        }
        return nil
    }

    /// A warning when `HOME` is set but is not a directory (the config, cache and saved cities below it cannot
    /// be used): "HOME (/etc/passwd) is not a directory; …". Nil when it is one, or unset or empty.
    package static func homeProblem(variables: [String: String], in fileSystem: any FileSystem = LocalFileSystem()) -> String? {
        guard let home = variables["HOME"], !home.isEmpty else { return nil }
        let status = fileSystem.status(atPath: home, followingLinks: true)
        if status?.isDirectory == true { return nil }
        let what = status != nil ? "is not a directory" : "does not exist"
        return "HOME (\(TerminalText.sanitize(home))) \(what); files under it (config, cache, saved cities) cannot be used"
    }
}
