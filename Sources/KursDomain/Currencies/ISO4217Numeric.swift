import Foundation
import Synchronization
#if canImport(_FoundationICU)
import _FoundationICU
#endif

/// ISO 4217 numeric codes (Monobank's `currencyCodeA`, the NBU's `r030`) → alpha codes, from ICU's maintained
/// currency data: the ICU that Foundation itself loads (`lib_FoundationICU`, shipped with the Swift runtime), so
/// nothing extra is needed on the user's machine. Only currencies in use are mapped (ICU's non-deprecated list:
/// 840 → USD, 959 → XAU); a retired code (974 BYR, 894 ZMK) or one ICU does not know (1000) keeps its number.
/// The table is built once, on first use (ICU's ~180 current currencies).
package enum ISO4217Numeric {
    /// The alpha code of the currency in use whose ISO 4217 number is `number`; nil when none is (retired,
    /// unknown, or 0).
    package static func alphaCode(_ number: Int) -> CurrencyCode? {
        table[number].map(CurrencyCode.init(rawValue:))
    }

    /// `alphaCode(number)`, else the number itself as the code ("894"): a currency is never dropped.
    package static func code(_ number: Int) -> CurrencyCode {
        alphaCode(number) ?? CurrencyCode(rawValue: String(number))
    }

    /// How many numeric codes the table maps (0 where ICU is not available).
    package static var count: Int { table.count }

    /// The table: preloaded (`preload`), else built from ICU on first use, once, under a lock.
    private static var table: [Int: String] {
        state.withLock { state in
            switch state {
            case .table(let table):
                return table
            case .remembered(let read):
                let table = read()
                if !table.isEmpty {
                    state = .table(table)
                    return table
                }
            case nil:
                break
            }
            let built = buildTable()
            state = .table(built)
            return built
        }
    }

    /// Where the table comes from: there, or to be read from what was remembered when first asked.
    private enum Source {
        case table([Int: String])
        case remembered(@Sendable () -> [Int: String])
    }

    private static let state = Mutex<Source?>(nil)

    /// The table when it was built or preloaded (and asked for) in this process; nil otherwise (asking never
    /// builds or reads it).
    package static var knownTable: [Int: String]? {
        state.withLock { state in
            guard case .table(let table) = state else { return nil }
            return table
        }
    }

    /// Takes `table` (ICU's answer remembered earlier, `CurrencySymbolFile`) unless one is there already or `table`
    /// is empty, so that decoding Monobank's numeric codes needs no ICU.
    package static func preload(_ table: [Int: String]) {
        guard !table.isEmpty else { return }
        state.withLock { state in if state == nil { state = .table(table) } }
    }

    /// Takes the table `read` gives (ICU's answer remembered earlier), read only when a code is first looked up:
    /// most starts decode no numeric code (`CurrencySymbolFile`'s ~180 numeric lines were most of its parse); an
    /// empty answer falls back to ICU then.
    package static func preload(reading read: @escaping @Sendable () -> [Int: String]) {
        state.withLock { state in if state == nil { state = .remembered(read) } }
    }

    /// Every non-deprecated ISO currency ICU knows, by its numeric code (codes without a number, 0, left out;
    /// when two share a number, the alphabetically first is kept so the table is the same every run).
    static func buildTable() -> [Int: String] {
        var table: [Int: String] = [:]
        #if canImport(_FoundationICU)
        var status = U_ZERO_ERROR
        guard let currencies = swift_ucurr_openISOCurrencies(UInt32(UCURR_NON_DEPRECATED.rawValue), &status),
            status.rawValue <= U_ZERO_ERROR.rawValue
        else { return [:] }
        defer { swift_uenum_close(currencies) }
        while true {
            var length: Int32 = 0
            guard let pointer = swift_uenum_next(currencies, &length, &status) else { break }
            let alpha = String(cString: pointer)
            var utf16 = Array(alpha.utf16) + [0]
            let number = Int(swift_ucurr_getNumericCode(&utf16))
            guard number > 0, alpha.count == 3 else { continue }
            if let existing = table[number], existing < alpha { continue }
            table[number] = alpha
        }
        #endif
        return table
    }
}
