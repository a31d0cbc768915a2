@testable import KursApp
@testable import KursCommands

extension CommandParser {
    /// The usage error `arguments` get (the message after "kurs: "), or nil when they parse.
    static func usageError(_ arguments: [String]) -> String? {
        do {
            _ = try parse(arguments)
            return nil
        } catch {
            return error.message
        }
    }
}
