/// The commit kurs was built from, stamped at build time by the StampBuildCommit plugin (which writes
/// `stampedCommit`); read at run time without calling git.
package enum BuildCommit {
    /// The short commit hash (7+ lowercase hex digits, e.g. "abc1234"), or nil when the build had no git
    /// repository or no git.
    package static var short: String? { stampedCommit.isEmpty ? nil : stampedCommit }
}
