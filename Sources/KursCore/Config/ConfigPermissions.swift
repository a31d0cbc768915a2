package import Foundation

extension ConfigCheck {
    /// The warning for a config file at `path` that holds an API key and is readable by group or others
    /// (mode & 0o044): "config holds an API key and is readable by others; chmod 600 <path>". Nil when the
    /// file holds no key, is private, or cannot be read.
    package static func permissionWarning(path: String, in fileSystem: any FileSystem = LocalFileSystem()) -> String? {
        guard let data = ConfigFileLimits.read(path: path, in: fileSystem) else { return nil }
        return permissionWarning(read: data, path: path, in: fileSystem)
    }

    /// The warning for the file at `path` whose first bytes `data` were just read (`ConfigFileLimits.read`): nothing
    /// more is read, and a file over the size limit (refused anyway) is not parsed.
    package static func permissionWarning(read data: Data, path: String, in fileSystem: any FileSystem = LocalFileSystem()) -> String? {
        guard data.count <= ConfigFileLimits.maximumBytes, let mode = ConfigFileLimits.mode(path: path, in: fileSystem) else { return nil }
        return permissionWarning(data: data, mode: mode, path: path)
    }

    /// The same warning from the file's text and permission bits.
    package static func permissionWarning(data: Data, mode: Int, path: String) -> String? {
        guard mode & 0o044 != 0, holdsAPIKey(data) else { return nil }
        return "config holds an API key and is readable by others; chmod 600 \(path)"
    }

    /// Whether the text sets any API key: a non-empty string under `apiKeys` when it parses; when it does not
    /// parse, whether it mentions `apiKeys` at all (erring on the side of the warning).
    static func holdsAPIKey(_ data: Data) -> Bool {
        guard let document = try? decoder().decode(JSON5Value.self, from: data) else {
            return String(decoding: data, as: UTF8.self).contains("apiKeys")
        }
        guard case .object(let top) = document, case .object(let keys)? = top["apiKeys"] else { return false }
        return keys.values.contains { if case .string(let key) = $0 { !key.isEmpty } else { false } }
    }
}
