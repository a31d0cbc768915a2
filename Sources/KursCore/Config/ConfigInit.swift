package import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why `kurs config init` wrote nothing.
package enum ConfigInitError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A file (or anything) is already at the path; it is left as it is.
    case alreadyExists(path: String)
    /// The directory or the file could not be created.
    case io(path: String, reason: String)

    /// "config already exists at <path>" / "cannot write <path>: <reason>".
    package var description: String {
        switch self {
        case .alreadyExists(let path): return "config already exists at \(path)"
        case .io(let path, let reason): return "cannot write \(path): \(reason)"
        }
    }
}

/// `kurs config init`: writes `ConfigTemplate.text` to a new file and never overwrites one.
package enum ConfigInit {
    /// Creates missing parent directories (mode 0700) and the file `url` (mode 0600) holding the template.
    /// Returns the URL written, or `.alreadyExists` when anything is at `url` already (it is not touched),
    /// or `.io` when creating fails. The create is exclusive (O_EXCL), so a file appearing meanwhile is safe.
    package static func write(
        to url: URL, text: String = ConfigTemplate.text, fileSystem: any FileSystem = LocalFileSystem()
    ) -> Result<URL, ConfigInitError> {
        let path = url.path
        let directory = url.deletingLastPathComponent()
        do {
            try DirectoryTrust.createPrivateDirectory(directory, in: fileSystem)
        } catch {
            return .failure(.io(path: directory.path, reason: FileErrorText.reason(error, path: directory.path, in: fileSystem)))
        }
        if fileSystem.itemExists(atPath: path) { return .failure(.alreadyExists(path: path)) }
        do {
            try fileSystem.createFile(atPath: path, contents: Data(text.utf8), permissions: 0o600)
        } catch where error.code == .EEXIST {
            return .failure(.alreadyExists(path: path))
        } catch {
            return .failure(.io(path: path, reason: FileErrorText.reason(error, path: path, in: fileSystem)))
        }
        return .success(url)
    }
}
