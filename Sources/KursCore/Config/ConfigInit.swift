public import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why `kurs config init` wrote nothing.
public enum ConfigInitError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A file (or anything) is already at the path; it is left as it is.
    case alreadyExists(path: String)
    /// The directory or the file could not be created.
    case io(path: String, reason: String)

    /// "config already exists at <path>" / "cannot write <path>: <reason>".
    public var description: String {
        switch self {
        case .alreadyExists(let path): return "config already exists at \(path)"
        case .io(let path, let reason): return "cannot write \(path): \(reason)"
        }
    }
}

/// `kurs config init`: writes `ConfigTemplate.text` to a new file and never overwrites one.
public enum ConfigInit {
    /// Creates missing parent directories (mode 0700) and the file `url` (mode 0600) holding the template.
    /// Returns the URL written, or `.alreadyExists` when anything is at `url` already (it is not touched),
    /// or `.io` when creating fails. The create is exclusive (O_EXCL), so a file appearing meanwhile is safe.
    public static func write(to url: URL, text: String = ConfigTemplate.text) -> Result<URL, ConfigInitError> {
        let path = url.path
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            return .failure(.io(path: directory.path, reason: FileErrorText.reason(error, path: directory.path)))
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            let code = errno
            if code == EEXIST { return .failure(.alreadyExists(path: path)) }
            return .failure(.io(path: path, reason: String(cString: strerror(code))))
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            try handle.write(contentsOf: Data(text.utf8))
            try handle.close()
        } catch {
            return .failure(.io(path: path, reason: FileErrorText.reason(error, path: path)))
        }
        return .success(url)
    }
}
