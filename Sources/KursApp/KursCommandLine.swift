import Foundation
import KursCore
#if canImport(Glibc)
import Glibc
#endif

/// The `kurs` command line: parses arguments and runs the dashboard or a one-shot command.
public enum KursCommandLine {
    /// Runs `kurs` with `arguments` (argv, including the program name) and exits with 0, 1 or 2 (DESIGN.md §4).
    public static func main(_ arguments: [String]) -> Never {
        exit(run(Array(arguments.dropFirst()), output: StandardOutput()))
    }

    /// Parses and runs; returns the exit status.
    static func run(_ arguments: [String], output: any CommandOutput) -> Int32 {
        let parsed: CommandParser.Parsed
        do {
            parsed = try CommandParser.parse(arguments)
        } catch {
            output.note(error.message)
            return 2
        }
        let environment: KursEnvironment
        do {
            environment = try KursEnvironment.current(offlineFlag: parsed.offline)
        } catch {
            output.note(error.message)
            return 2
        }
        switch parsed.command {
        case .help(let topic):
            output.write(HelpText.text(for: topic))
            return 0
        case .version:
            output.write("kurs \(KursVersion.string)\n")
            return 0
        case .dashboard:
            guard output.isTerminal, isatty(STDIN_FILENO) == 1 else {
                output.note("the dashboard needs a terminal; for scripts use 'kurs rates', 'kurs coins' or 'kurs coin ID' (see 'kurs --help')")
                return 2
            }
            return Dashboard.run(options: DashboardOptions(environment: environment))
        case .rates(let options):
            return runAsync { await RatesCommand.run(options, repository: DataRepository(environment: environment), output: output) }
        case .coins(let options):
            return runAsync { await CoinsCommand.run(options, repository: DataRepository(environment: environment), output: output) }
        case .coin(let options):
            return runAsync { await CoinCommand.run(options, repository: DataRepository(environment: environment), output: output) }
        case .weather(let options):
            return runAsync { await WeatherCommand.run(options, environment: environment, output: output) }
        }
    }

    /// Runs `body` on the concurrency runtime and blocks this (main) thread until it returns its exit status.
    private static func runAsync(_ body: @escaping () async -> Int32) -> Int32 {
        let box = ResultBox(body: body)
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            await box.run()
            done.signal()
        }
        done.wait()
        return box.status
    }

    /// Carries the non-Sendable command closure and its result across the semaphore hand-off; only one side uses
    /// it at a time (the waiter reads `status` after `signal`).
    private final class ResultBox: @unchecked Sendable {
        let body: () async -> Int32
        var status: Int32 = 1
        init(body: @escaping () async -> Int32) { self.body = body }
        func run() async { status = await body() }
    }
}
