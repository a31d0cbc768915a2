import Foundation
import KursApp

/// The files made from the command table and the key binding table, shipped in `Resources/` (`make generate` writes
/// them with `kurs __generate Resources`; CI checks they are current).
enum GeneratedFile: String, CaseIterable, Sendable {
    /// The man page.
    case manPage = "kurs.1"
    /// The bash completion.
    case bash = "completions/kurs.bash"
    /// The zsh completion.
    case zsh = "completions/_kurs"
    /// The fish completion.
    case fish = "completions/kurs.fish"
    /// The keys of every screen as Markdown tables, from the key binding table (spliced into README.md's Keys
    /// section by `make generate`).
    case keys = "keys.md"

    /// The hidden command word that writes them.
    static let command = "__generate"

    /// The file's path under the resources directory.
    var path: String { rawValue }

    /// The file's content.
    var text: String {
        switch self {
        case .manPage: return ManPage.text
        case .bash: return ShellCompletion.bash
        case .zsh: return ShellCompletion.zsh
        case .fish: return ShellCompletion.fish
        case .keys: return KeyHelp.markdown(KeyMap())
        }
    }

    /// Writes every file under `directory` (creating `completions/`); returns 0, or 1 with the reason on stderr.
    static func writeAll(to directory: String, output: any CommandOutput) -> Int32 {
        let root = URL(fileURLWithPath: directory)
        for file in allCases {
            let url = root.appendingPathComponent(file.path)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: url, options: .atomic)
            } catch {
                output.note("cannot write \(url.path): \(error.localizedDescription)")
                return 1
            }
        }
        return 0
    }
}
