// Stub, replaced by the app branch (the ncurses dashboard). The integrator keeps the app branch's version.

/// The full-screen dashboard.
public enum Dashboard {
    /// Runs the dashboard until the user quits; returns the exit status. Stub: always 1.
    public static func run(options: DashboardOptions) -> Int32 { 1 }
}
