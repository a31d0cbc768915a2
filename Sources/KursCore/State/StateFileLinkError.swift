import Foundation

/// A state file that is a symbolic link to nothing, to something that is not a regular file, or through a loop:
/// nothing is written (`StateFile.save`, `StateFile.update`), so the link and whatever it points at stay as they
/// are.
package struct StateFileLinkError: Error, LocalizedError, Equatable {
    /// The state file (the link).
    package var path: String
    /// Where the links end; nil when a link can't be read or they loop.
    package var destination: String?
    /// Whether anything is at `destination`.
    package var destinationExists: Bool

    /// "… is a symbolic link to /x/target.json, which does not exist; nothing was written" (or "which is not a
    /// regular file", or "that can't be followed").
    package var errorDescription: String? {
        let name = (path as NSString).lastPathComponent
        guard let destination else { return "\(name) is a symbolic link that can't be followed (a loop?); nothing was written" }
        let what = destinationExists ? "which is not a regular file" : "which does not exist"
        return "\(name) is a symbolic link to \(destination), \(what); nothing was written"
    }
}
