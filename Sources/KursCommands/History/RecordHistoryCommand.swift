import Foundation
import KursApp
import KursCore

/// `kurs __record-history DIRECTORY OBSERVATION…` (hidden): the dashboard's live rates fetches recorded in the history
/// database in DIRECTORY (the dashboard's own: `KursEnvironment.dataDirectory`) by a short-lived process of their
/// own. The dashboard may stay open for weeks: recording in its own process loaded SQLite into it at its first fetch
/// and kept it mapped, part of its peak RSS for good. Now only the currency detail's history, when the user opens it,
/// loads SQLite there.
///
/// Each argument is one observation (`RateObservation.argument`); the command records the readable ones in one
/// transaction (`HistoryRecorder`) and exits 0, or 1 when an argument could not be read (skipped, the others still
/// recorded: one odd row never drops the rest) or the database can't take them (said on stderr, which the
/// dashboard's child has on /dev/null: as before, a failed record is dropped and the currency detail says the
/// database's problem). No observation at all, or a directory that is not an absolute path, is a usage error (2).
enum RecordHistoryCommand {
    /// The hidden command's name.
    static let name = RecordHistoryProcess.name

    /// The database directory and the observation arguments. - Throws: `UsageError` for no observation or a
    /// directory that is not an absolute path.
    static func arguments(_ arguments: [String]) throws(CommandParser.UsageError) -> (directory: String, [String]) {
        guard arguments.count >= 2, let directory = arguments.first, directory.hasPrefix("/") else {
            throw CommandParser.UsageError("usage: kurs \(name) /DIRECTORY OBSERVATION…")
        }
        return (directory, Array(arguments.dropFirst()))
    }

    /// Records the observations `arguments` hold in the history database in `directory`; an unreadable one is said
    /// and skipped. The config is not read (its URLs, keys and defaults play no part: reading it was a third of the
    /// child's instructions, spent beside the dashboard's next work); the environment is the process's own,
    /// offline. - Returns: the exit status (0 all recorded, 1 not, 2 an environment kurs can't use).
    static func run(_ arguments: [String], directory: String, dependencies: AppDependencies,
                    output: any CommandOutput) -> Int32 {
        var environment: KursEnvironment
        do {
            environment = try KursEnvironment(variables: dependencies.variables, offlineFlag: true,
                                              homeDirectory: dependencies.homeDirectory, fileSystem: dependencies.fileSystem)
        } catch {
            output.note(error.message)
            return 2
        }
        var observations: [RateObservation] = []
        for argument in arguments {
            guard let observation = RateObservation(argument: argument) else {
                output.note("\(name): not an observation, skipped: \(TerminalText.sanitize(argument))")
                continue
            }
            observations.append(observation)
        }
        environment.dataDirectory = URL(fileURLWithPath: directory, isDirectory: true)
        let recorder = HistoryRecorder(environment: environment, output: output)
        recorder.record(observations)
        return recorder.failed || observations.count < arguments.count ? 1 : 0
    }
}
