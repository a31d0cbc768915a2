import KursCore

/// How a command ends when there is no data at all: the exit status and the one-line message.
struct CommandFailure: Error, Equatable {
    /// 1 (runtime failure) or 2 (usage: unknown coin or currency).
    var status: Int32
    var message: String

    /// `error` from loading `source`; `subject` names what was asked for ("coin 'xyz'", "currency 'XYZ'").
    static func from(_ error: FetchError, source: String, subject: String? = nil) -> CommandFailure {
        switch error {
        case .notFound(let what): return CommandFailure(status: 2, message: "unknown coin '\(TerminalText.sanitize(what))'")
        case .apiError(let what) where source == SourceID.erapi.rawValue && what.lowercased().contains("unsupported"):
            return CommandFailure(status: 2, message: "unknown currency '\(subject ?? "?")'")
        case .offline:
            return CommandFailure(status: 1, message: "\(source): offline and no cached data" + (subject.map { " for \($0)" } ?? ""))
        default:
            return CommandFailure(status: 1, message: "\(source): \(TerminalText.sanitize(error.message)); no data to show")
        }
    }
}
