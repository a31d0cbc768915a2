public import Foundation

/// A state file's lock could not be taken: nothing was read or written.
public struct StateFileLockError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// The lock file (`<state file>.lock`).
    public let lockFile: URL
    /// Why, in plain words ("another kurs process is still editing it").
    public let reason: String

    /// "cannot lock /…/portfolio.json.lock: another kurs process is still editing it".
    public var description: String { "cannot lock \(lockFile.path): \(reason)" }
    /// The description.
    public var errorDescription: String? { description }
}
