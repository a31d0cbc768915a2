#if canImport(Glibc)
import Glibc
#endif
import KursApp

/// `kurs pane NAME`: one dashboard pane alone, in a terminal.
extension PaneMode: KursCommand {
    /// The pane shows an untrusted cache in its status bar, as the dashboard does.
    static var readsCache: Bool { false }

    /// A first start's fetch helper starts now, before the config is read (`FirstStartFetchHelper`).
    func jobBeforeConfig(_ context: EarlyCommandContext) -> KursCommandLine.Job? {
        FirstStartFetchHelper.startIfNeeded(offlineFlag: context.offlineFlag, dependencies: context.dependencies)
        return nil
    }

    func job(_ context: CommandContext) -> KursCommandLine.Job {
        guard context.output.isTerminal, isatty(STDIN_FILENO) == 1 else {
            context.output.note("'kurs pane' needs a terminal (run it in a tmux split); for scripts use 'kurs rates', 'kurs convert', 'kurs coins', 'kurs coin ID' or 'kurs weather'")
            return .finished(2)
        }
        let options = DashboardOptions(
            environment: context.environment, config: context.config, paneMode: self, configWarnings: context.configWarnings)
        let dependencies = context.dependencies
        return .blocking { Dashboard.run(options: options, dependencies: dependencies) }
    }
}
