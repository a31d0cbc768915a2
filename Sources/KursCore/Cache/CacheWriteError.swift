package import Foundation

/// Why the disk cache could not store a file. `description` names the file or directory and the system's reason:
/// "can't write cache file /x/kurs/k.cache: Is a directory", "can't create cache directory /x/kurs: Not a
/// directory", or the warning of an untrusted directory ("cache directory /x/kurs is writable by others; not
/// used"). Bridged to `NSError` with the `POSIXError` as its underlying error, so code that looks for the system's
/// error finds it.
package struct CacheWriteError: Error, Equatable, CustomStringConvertible, LocalizedError, CustomNSError {
    /// The whole message (see the type's documentation).
    package let description: String
    /// The system's error; nil for an untrusted directory.
    package let code: POSIXErrorCode?

    /// A file (or the temp file for it) at `path` that could not be written, for the reason `code`.
    static func file(_ path: String, _ code: POSIXErrorCode) -> CacheWriteError {
        CacheWriteError(description: "can't write cache file \(path): \(reason(code))", code: code)
    }

    /// The cache directory at `path` that could not be created, for the reason `code`.
    static func directory(_ path: String, _ code: POSIXErrorCode) -> CacheWriteError {
        CacheWriteError(description: "can't create cache directory \(path): \(reason(code))", code: code)
    }

    /// An untrusted cache directory (`DirectoryTrust.problem`).
    static func untrusted(_ warning: String) -> CacheWriteError { CacheWriteError(description: warning, code: nil) }

    /// The system's text for `code` ("Is a directory").
    static func reason(_ code: POSIXErrorCode) -> String { String(cString: strerror(code.rawValue)) }

    /// The message (what `localizedDescription` shows).
    package var errorDescription: String? { description }

    /// `NSUnderlyingErrorKey`: the `POSIXError`, when there is one.
    package var errorUserInfo: [String: Any] {
        var info: [String: Any] = [NSLocalizedDescriptionKey: description]
        if let code { info[NSUnderlyingErrorKey] = POSIXError(code) as NSError }
        return info
    }
}
