public import Foundation

/// Currency symbols remembered on disk for `kurs status` (which runs many times a minute) and the dashboard's
/// start, which would otherwise load ICU's currency data at every start for one "$" (≈ 1.5 ms and ~90 page faults
/// measured): `<cache>/currency-symbols`.
/// ICU (`CurrencySymbols`) stays the source of every symbol; this file only keeps its answers, and is thrown away
/// when written by another kurs version (its data may differ).
///
/// Format: a first line `kurs-currency-symbols <version>`, then one line per ISO code: `CODE<TAB>SYMBOL` (an empty
/// symbol: ICU has none, the code is shown). Unreadable or foreign lines, and symbols longer than 8 characters or
/// with a wide or emoji character, are ignored; control characters are stripped. Delete the file to forget it.
public struct CurrencySymbolFile: Sendable {
    /// The file, `<cache directory>/currency-symbols`.
    public let url: URL

    /// The file in the cache directory `directory`.
    public init(cacheDirectory directory: URL) { url = directory.appendingPathComponent("currency-symbols") }

    static var header: String { "kurs-currency-symbols \(KursVersion.string)" }

    /// The remembered symbols by ISO code (`Optional.none`: no symbol); empty when the file is missing, unreadable
    /// or from another version.
    public func read() -> [String: String?] {
        guard let bytes = RegularFile.read(url.path, limit: Self.maximumBytes)?.bytes else { return [:] }
        return Self.parse(String(decoding: bytes, as: UTF8.self))
    }

    /// The longest symbol taken from the file, in characters (ICU's narrow symbols have at most 4).
    static let maximumSymbolLength = 8

    /// The largest file read (ICU knows ~300 currencies; a line is under 40 bytes).
    static let maximumBytes = 64 << 10

    /// Replaces the file with `symbols` (atomically; errors ignored: the file is only a shortcut).
    public func write(_ symbols: [String: String?]) {
        let cache = DiskCache(directory: url.deletingLastPathComponent())
        _ = try? cache.writeAtomically(Data(Self.format(symbols).utf8), to: url, key: "currency-symbols")
    }

    /// Runs `body` with the remembered symbols preloaded into `CurrencySymbols`, then writes back what is known
    /// when ICU was asked for more meanwhile (the file is rewritten only then).
    public func remembering<T>(_ body: () -> T) -> T {
        let remembered = read()
        CurrencySymbols.preload(remembered)
        defer {
            let known = CurrencySymbols.knownSymbols
            if known.count > remembered.count { write(known) }
        }
        return body()
    }

    static func parse(_ text: String) -> [String: String?] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        guard lines.first == Substring(header) else { return [:] }
        lines.removeFirst()
        var symbols: [String: String?] = [:]
        for line in lines {
            let fields = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            guard fields.count == 2, fields[0].count == 3, fields[0].allSatisfy({ $0.isASCII && $0.isUppercase }) else {
                continue
            }
            let symbol = TerminalText.sanitize(String(fields[1]))
            // One column per character, like ICU's symbols: no wide, emoji or combining tricks in a price column.
            guard symbol.count <= Self.maximumSymbolLength, StatusText.narrow(symbol) == symbol else { continue }
            symbols[String(fields[0])] = symbol.isEmpty ? .some(nil) : .some(symbol)
        }
        return symbols
    }

    static func format(_ symbols: [String: String?]) -> String {
        let lines = symbols.keys.sorted().map { code in "\(code)\t\((symbols[code] ?? nil) ?? "")" }
        return ([header] + lines).joined(separator: "\n") + "\n"
    }
}
