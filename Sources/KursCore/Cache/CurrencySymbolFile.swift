package import Foundation

/// Currency symbols and minor units remembered on disk for `kurs status` (which runs many times a minute) and the
/// dashboard's start, which would otherwise load ICU's currency data (time and page faults) at every start for one "$"
/// or one rounding: `<cache>/currency-symbols`. ICU (`CurrencySymbols`) stays the source of every value; this file only
/// keeps its answers, and is thrown away when written by another kurs version (its data may differ).
///
/// Format: a first line `kurs-currency-symbols <version>`, then one line per ISO code: `CODE<TAB>SYMBOL` (an empty
/// symbol: ICU has none, the code is shown), `minor<TAB>CODE<TAB>DIGITS` for a currency's minor units (0…4), and
/// `numeric<TAB>NUMBER<TAB>CODE` for ICU's ISO 4217 numeric codes (the whole table, once Monobank's were decoded).
/// Unreadable or foreign lines, and symbols longer than 8 characters or with a wide or emoji character, are
/// ignored; control characters are stripped. Delete the file to forget it.
package struct CurrencySymbolFile: Sendable {
    /// What the file holds.
    package struct Remembered: Equatable, Sendable {
        /// Narrow symbols by ISO code (`Optional.none`: ICU has none).
        package var symbols: [String: String?] = [:]
        /// Minor units (digits after the point) by ISO code.
        package var minorUnits: [String: Int] = [:]
        /// ISO 4217 numeric codes → alpha codes (`ISO4217Numeric`'s whole table, or nothing).
        package var numericCodes: [Int: String] = [:]
    }

    /// The file, `<cache directory>/currency-symbols`.
    package let url: URL

    /// The file system the file is kept in.
    let fileSystem: any FileSystem

    /// The file in the cache directory `directory` of `fileSystem`.
    package init(cacheDirectory directory: URL, fileSystem: any FileSystem = LocalFileSystem()) {
        url = directory.appendingPathComponent("currency-symbols")
        self.fileSystem = fileSystem
    }

    static var header: String { "kurs-currency-symbols \(KursVersion.string)" }

    /// What is remembered; empty when the file is missing, unreadable or from another version, or the cache
    /// directory is not trusted (`DirectoryTrust`; `write` then stores nothing either).
    package func read() -> Remembered { Self.parse(readText()) }

    /// The file's text; empty when it is missing or unreadable, or the cache directory is not trusted.
    private func readText() -> String {
        guard DirectoryTrust.problem(at: url.deletingLastPathComponent(), role: .cache, in: fileSystem) == nil,
            let bytes = RegularFile.read(url.path, limit: Self.maximumBytes, in: fileSystem)?.bytes else { return "" }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The longest symbol taken from the file, in characters (ICU's narrow symbols have at most 4).
    static let maximumSymbolLength = 8

    /// The largest file read (ICU knows ~300 currencies; a line is under 40 bytes, at most three per currency).
    static let maximumBytes = 64 << 10

    /// Replaces the file with `remembered` (atomically; errors ignored: the file is only a shortcut).
    package func write(_ remembered: Remembered) {
        let cache = DiskCache(directory: url.deletingLastPathComponent(), fileSystem: fileSystem)
        _ = try? cache.writeAtomically(Data(Self.format(remembered).utf8), to: url, key: "currency-symbols")
    }

    /// Runs `body` with what is remembered preloaded into `CurrencySymbols`, then writes back what is known when
    /// ICU was asked for more meanwhile (the file is rewritten only then).
    package func remembering<T>(_ body: () -> T) -> T {
        let text = readText()
        // The numeric table is parsed only when a numeric code is looked up (few starts do), or to write it back.
        let remembered = Self.parse(text, numericCodes: false)
        let rememberedNumeric: @Sendable () -> [Int: String] = { Self.parse(text).numericCodes }
        CurrencySymbols.preload(remembered.symbols)
        CurrencySymbols.preload(minorUnits: remembered.minorUnits)
        ISO4217Numeric.preload(reading: rememberedNumeric)
        defer {
            // nil: no code was looked up, so the file's table is known as it was.
            let numeric = ISO4217Numeric.knownTable
            let symbols = CurrencySymbols.knownSymbols, minorUnits = CurrencySymbols.knownMinorUnits
            if symbols.count > remembered.symbols.count || minorUnits.count > remembered.minorUnits.count
                || numeric.map({ $0.count > rememberedNumeric().count }) == true {
                write(Remembered(symbols: symbols, minorUnits: minorUnits, numericCodes: numeric ?? rememberedNumeric()))
            }
        }
        return body()
    }

    /// The file's text read back; lines and fields are split on their UTF-8 bytes (`kurs status` reads the file at
    /// every run: splitting on `Character`s took 4 of its 21 million instructions, measured).
    static func parse(_ text: String, numericCodes: Bool = true) -> Remembered {
        var remembered = Remembered()
        var rest = Substring(text).utf8
        var sawHeader = false
        // Line by line as found (no list of lines made first: most of them, the numeric ones, are skipped).
        while !rest.isEmpty {
            let end = rest.firstIndex(of: UInt8(ascii: "\n")) ?? rest.endIndex
            let line = rest[..<end]
            rest = end == rest.endIndex ? rest[end...] : rest[rest.index(after: end)...]
            if line.isEmpty { continue }
            guard sawHeader else {
                guard line.elementsEqual(header.utf8) else { return Remembered() }
                sawHeader = true
                continue
            }
            // The ~180 numeric lines first, without splitting them into fields (half of the parse, measured).
            if line.first == UInt8(ascii: "n"), line.starts(with: numericPrefix) {
                if numericCodes, let (number, code) = numericLine(line.dropFirst(numericPrefix.count)) {
                    remembered.numericCodes[number] = code
                }
                continue
            }
            let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
            if fields.count == 3, fields[0].elementsEqual("minor".utf8), isCode(fields[1]),
               let digits = Int(Substring(fields[2])), (0...4).contains(digits) {
                remembered.minorUnits[String(Substring(fields[1]))] = digits
                continue
            }
            guard fields.count == 2, isCode(fields[0]) else { continue }
            let symbol = TerminalText.sanitize(String(Substring(fields[1])))
            // One column per character, like ICU's symbols: no wide, emoji or combining tricks in a price column.
            guard symbol.count <= Self.maximumSymbolLength, StatusText.narrow(symbol) == symbol else { continue }
            remembered.symbols[String(Substring(fields[0]))] = symbol.isEmpty ? .some(nil) : .some(symbol)
        }
        return remembered
    }

    private static let numericPrefix = Array("numeric\t".utf8)

    /// `NUMBER<TAB>CODE` (the rest of a numeric line): 1…999 and three upper-case letters, else nil.
    static func numericLine(_ bytes: Substring.UTF8View.SubSequence) -> (Int, String)? {
        guard let tab = bytes.firstIndex(of: UInt8(ascii: "\t")) else { return nil }
        let code = bytes[bytes.index(after: tab)...]
        guard let number = Int(Substring(bytes[..<tab])), (1...999).contains(number), isCode(code) else { return nil }
        return (number, String(Substring(code)))
    }

    /// Three upper-case ASCII letters (as UTF-8 bytes).
    static func isCode(_ bytes: Substring.UTF8View) -> Bool {
        bytes.count == 3 && bytes.allSatisfy { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }
    }

    static func format(_ remembered: Remembered) -> String {
        let symbols = remembered.symbols.keys.sorted().map { code in "\(code)\t\((remembered.symbols[code] ?? nil) ?? "")" }
        let minor = remembered.minorUnits.keys.sorted().map { code in "minor\t\(code)\t\(remembered.minorUnits[code] ?? 2)" }
        let numeric = remembered.numericCodes.keys.sorted().map { number in "numeric\t\(number)\t\(remembered.numericCodes[number] ?? "")" }
        return ([header] + symbols + minor + numeric).joined(separator: "\n") + "\n"
    }
}
