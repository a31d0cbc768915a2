public import KursCore

/// The `kurs` command line: parses arguments and runs the dashboard or a one-shot command.
public enum KursCommandLine {
    /// Runs `kurs` with `arguments` (argv, including the program name) and exits with 0, 1 or 2.
    public static func main(_ arguments: [String]) -> Never {
        print("kurs: not implemented yet")
        exit(1)
    }
}

#if canImport(Glibc)
import Glibc
#endif
