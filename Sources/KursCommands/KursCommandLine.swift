import Foundation
import KursApp
import KursCore
#if canImport(Glibc)
import Glibc
#endif

/// The `kurs` command line: parses arguments and runs the dashboard or a one-shot command.
package enum KursCommandLine {
    /// Runs `kurs` with `arguments` (argv, including the program name) and exits with 0, 1 or 2 (DESIGN.md §4).
    ///
    /// A closed stdin, stdout or stderr is first occupied with /dev/null (so no file opened later takes its
    /// number); writing to a closed or failing stdout/stderr ends with exit status 1 and, unless stderr is the
    /// one failing or the failure is EPIPE, "kurs: write error: <reason>" on stderr — never a crash, nor death by
    /// SIGPIPE (ignored: a reader that went away is EPIPE, exit 1 without a word).
    /// The arguments are parsed, the config loaded and the dashboard and `kurs status` run synchronously on
    /// the main thread (`prepare`); only the one-shot commands that fetch run as a task the main thread waits
    /// for (`AsyncWait`). Why: the first task starts libdispatch's worker pool, whose monitor timer then wakes
    /// the process once a second for good (bench/run.sh: 58 idle wake-ups a minute with an async entry point,
    /// 0 with the dashboard's loop on the main thread and no task started).
    package static func main(_ arguments: [String]) -> Never {
        // The fetch helper is on a first start's way to its first request: it goes to libcurl's load before the parser
        // and the process's dependencies are made, which it does not need.
        if arguments.dropFirst().elementsEqual([HelperProcessTransfer.command]) {
            exit(HelperProcessTransfer.serveStandardStreams())
        }
        // A reader that went away (`kurs coins | head -1`) is a write error like any other — EPIPE, exit 1 in
        // silence — not death by SIGPIPE (status 141, a signal to whoever waits). Children get every signal's
        // default back (`SpawnAttributes.clean`); the fetch helper above keeps the default.
        signal(SIGPIPE, SIG_IGN)
        var closed: Set<Int32> = []
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
        where DescriptorWriter(descriptor: descriptor).occupyIfClosed() {
            closed.insert(descriptor)
        }
        let output = StandardOutput(closedAtStart: closed)
        let status: Int32
        switch prepare(Array(arguments.dropFirst()), dependencies: .live(), output: output) {
        case .finished(let code): status = code
        case .blocking(let body): status = body()
        case .fetching(let body): status = AsyncWait.result(of: body)
        }
        exit(output.finish(status: status))
    }

    /// What is left to do after parsing: nothing but exiting, a synchronous run (the dashboard, `status`), or
    /// an async one (the commands that fetch).
    enum Job {
        case finished(Int32)
        case blocking(() -> Int32)
        case fetching(() async -> Int32)
    }

    /// Parses (once) and runs; returns the exit status (`prepare`, then the job here).
    static func run(_ arguments: [String], dependencies: AppDependencies, output: any CommandOutput) async -> Int32 {
        switch prepare(arguments, dependencies: dependencies, output: output) {
        case .finished(let code): return code
        case .blocking(let body): return body()
        case .fetching(let body): return await body()
        }
    }

    /// Parses (once) and says what to run.
    ///
    /// Order: the arguments are checked first (a usage error never reads the config or touches the network);
    /// `help`, `--version`, `__generate`, `__transfer`, `__record-history` and `config …` (`KursCommand.jobBeforeConfig`)
    /// run without the config; the dashboard's and a pane's first start has its fetch helper started then
    /// (`FirstStartFetchHelper`); every other command (`KursCommand.job`, through the table) loads the
    /// config once (`KursConfig.load`, its warnings on stderr), takes the config's defaults for the options not
    /// given (`Parsed.applying`), and runs with the config's API URLs and keys where the environment leaves them
    /// unset (the environment wins).
    /// Everything written after the config is loaded (and by `config …`) goes through `RedactingOutput`: no API
    /// key of the config or the environment reaches stdout or stderr, and stderr text is sanitized.
    static func prepare(_ arguments: [String], dependencies: AppDependencies, output: any CommandOutput) -> Job {
        let line: CommandParser.Parsed
        do {
            line = try CommandParser.parse(arguments)
        } catch {
            output.note(error.message)
            return .finished(2)
        }
        switch line.command {
        case .help(let topic):
            output.write(HelpText.text(for: topic))
            return .finished(0)
        case .version:
            output.write(KursVersion.line + "\n")
            return .finished(0)
        case .generate(let directory):
            return .finished(GeneratedFile.writeAll(to: directory, output: output))
        case .transfer:
            return .finished(HelperProcessTransfer.serveStandardStreams())
        case .recordHistory(let directory, let observations):
            return .finished(RecordHistoryCommand.run(observations, directory: directory, dependencies: dependencies, output: output))
        case .dashboard:
            FirstStartFetchHelper.startIfNeeded(offlineFlag: line.offline, dependencies: dependencies)
        case .run:
            break
        }
        let processVariables = dependencies.variables
        if let problem = FileErrorText.homeProblem(variables: processVariables, in: dependencies.fileSystem) { output.note(problem) }
        if case .run(let command) = line.command,
            let job = command.jobBeforeConfig(
                EarlyCommandContext(dependencies: dependencies, variables: processVariables, output: output, offlineFlag: line.offline))
        {
            return job
        }
        let (config, warnings) = KursConfig.load(
            environment: processVariables, fixedKeys: KeyMap.fixedKeyNames, fileSystem: dependencies.fileSystem)
        // From here on every line out is redacted of every key the config or the environment holds.
        let output: any CommandOutput = RedactingOutput(
            output, redactor: SecretRedactor(keys: config.apiKeys, variables: processVariables))
        for warning in warnings { output.rawNote(TerminalText.sanitize(warning) + "\n") }
        let parsed = line.applying(CommandDefaults(config: config))
        let environment: KursEnvironment
        do {
            environment = try KursEnvironment(
                variables: ConfiguredEnvironment.variables(config: config, process: processVariables),
                offlineFlag: parsed.offline, homeDirectory: dependencies.homeDirectory,
                fileSystem: dependencies.fileSystem)
        } catch {
            output.note(error.message)
            return .finished(2)
        }
        if let problem = CacheTrustNote.text(for: parsed.command, environment: environment) { output.note(problem) }
        guard case .run(let command) = parsed.command else {
            guard output.isTerminal, isatty(STDIN_FILENO) == 1 else {
                output.note("the dashboard needs a terminal; for scripts use 'kurs rates', 'kurs convert', 'kurs coins', 'kurs status' or 'kurs coin ID' (see 'kurs --help')")
                return .finished(2)
            }
            let options = DashboardOptions(environment: environment, config: config, configWarnings: warnings)
            return .blocking { Dashboard.run(options: options, dependencies: dependencies) }
        }
        return command.job(CommandContext(
            dependencies: dependencies, variables: processVariables, config: config, configWarnings: warnings,
            environment: environment, output: output))
    }
}
