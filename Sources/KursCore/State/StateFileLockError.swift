package import Foundation

/// A state file's lock could not be taken: nothing was read or written.
package struct StateFileLockError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// The lock file (`<state file>.lock`).
    package let lockFile: URL
    /// Why, in plain words ("another kurs process is still editing it").
    package let reason: String

    /// "cannot lock /…/portfolio.json.lock: another kurs process is still editing it".
    package var description: String { "cannot lock \(lockFile.path): \(reason)" }
    /// The description.
    package var errorDescription: String? { description }
}
