package import Foundation
import Synchronization
#if canImport(_FoundationICU)
import _FoundationICU
#endif

/// Currency symbols and minor units from ICU's currency data (its C API), names from Foundation's `Locale`.
package enum CurrencySymbols {
    /// Symbols already looked up, by ISO code (`Optional.none` cached too).
    private static let cache = Mutex<[String: String?]>([:])

    /// The narrow symbol ICU gives `code` in en_US (USD "$", UAH "₴", PLN "zł", CZK "Kč"); nil when ICU only has
    /// the code itself (CHF, KWD) or the symbol is written right to left (it would disorder terminal lines).
    static func narrowSymbol(_ code: String) -> String? {
        let symbol = TerminalText.sanitize(icuNarrowSymbol(code)).trimmingBlanks()
        guard !symbol.isEmpty, symbol != code, !symbol.unicodeScalars.contains(where: isRightToLeft) else { return nil }
        return symbol
    }

    /// ICU's narrow symbol of `code` in en_US (`ucurr_getName`, `UCURR_NARROW_SYMBOL_NAME`: the name a currency format
    /// with `.presentation(.narrow)` writes, read without building a number formatter — which loaded more of ICU's
    /// locale data at a first start); the code itself when ICU has none.
    static func icuNarrowSymbol(_ code: String) -> String {
        #if canImport(_FoundationICU)
        var iso = Array(code.utf16) + [0]
        var isChoiceFormat: UBool = 0
        var length: Int32 = 0
        var status = U_ZERO_ERROR
        guard let name = swift_ucurr_getName(&iso, "en_US", UCURR_NARROW_SYMBOL_NAME, &isChoiceFormat, &length, &status),
              status.rawValue <= U_ZERO_ERROR.rawValue, length >= 0 else { return code }
        return String(decoding: UnsafeBufferPointer(start: name, count: Int(length)), as: UTF16.self)
        #else
        return formattedNarrowSymbol(code)
        #endif
    }

    /// The narrow symbol as a currency format writes it (a formatted zero with `.presentation(.narrow)`, digits
    /// and separators removed): what `icuNarrowSymbol` must agree with (tests), and its stand-in without ICU's C API.
    static func formattedNarrowSymbol(_ code: String) -> String {
        let sample = Decimal(0).formatted(.currency(code: code).presentation(.narrow).locale(FormatLocales.grouped))
        return String(sample.filter { !$0.isNumber && $0 != "." && $0 != "," }).trimmingBlanks()
    }

    /// Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms.
    static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF: return true
        default: return false
        }
    }

    /// The narrow local symbol for `code` (€, $, ₴, £, zł, ¥ …), looked up by its ISO code (RUR as RUB);
    /// nil when the locales only use the code itself (CHF) or know no such currency (BTC): show the code.
    package static func symbol(for code: CurrencyCode) -> String? {
        let iso = code.iso4217.rawValue
        if let known = cache.withLock({ $0[iso] }) { return known }
        let symbol = narrowSymbol(iso)
        cache.withLock { $0[iso] = symbol }
        return symbol
    }

    /// The symbols looked up (or preloaded) so far in this process, by ISO code; `Optional.none` for "none".
    package static var knownSymbols: [String: String?] { cache.withLock { $0 } }

    /// Adds symbols found earlier (e.g. `CurrencySymbolFile`), so `symbol(for:)` answers them without ICU.
    package static func preload(_ symbols: [String: String?]) {
        cache.withLock { $0.merge(symbols) { current, _ in current } }
    }

    /// The currency's name in `locale` (English by default), e.g. "Ukrainian Hryvnia"; nil when unknown.
    package static func currencyName(for code: CurrencyCode, locale: Locale = Locale(identifier: "en")) -> String? {
        locale.localizedString(forCurrencyCode: code.iso4217.rawValue)
    }

    /// Digits after the decimal point the currency uses (its minor units): JPY 0, KWD 3, most 2; also 2 for
    /// codes the locale data does not know (BTC).
    package static func minorUnits(for code: CurrencyCode) -> Int {
        let iso = code.iso4217.rawValue
        if let known = minorUnitsCache.withLock({ $0[iso] }) { return known }
        let units = icuMinorUnits(iso)
        minorUnitsCache.withLock { $0[iso] = units }
        return units
    }

    /// ICU's default fraction digits of `code` (`ucurr_getDefaultFractionDigits`: what a currency format rounds
    /// to, read without building a number formatter).
    static func icuMinorUnits(_ code: String) -> Int {
        #if canImport(_FoundationICU)
        var iso = Array(code.utf16) + [0]
        var status = U_ZERO_ERROR
        let digits = swift_ucurr_getDefaultFractionDigits(&iso, &status)
        if status.rawValue <= U_ZERO_ERROR.rawValue, digits >= 0 { return Int(digits) }
        #endif
        return formattedMinorUnits(code)
    }

    /// The digits a currency format writes after the point of 1.123456 in `code`: what `icuMinorUnits` must agree
    /// with (tests), and its stand-in without ICU's C API.
    static func formattedMinorUnits(_ code: String) -> Int {
        let sample = Decimal(string: "1.123456")!
            .formatted(.currency(code: code).locale(FormatLocales.posix).grouping(.never))
        return sample.lastIndex(of: ".").map { point in
            sample[sample.index(after: point)...].prefix(while: \.isNumber).count
        } ?? 0
    }

    /// Minor units already looked up, by ISO code.
    private static let minorUnitsCache = Mutex<[String: Int]>([:])

    /// The minor units looked up (or preloaded) so far in this process, by ISO code.
    package static var knownMinorUnits: [String: Int] { minorUnitsCache.withLock { $0 } }

    /// Adds minor units found earlier (e.g. `CurrencySymbolFile`), so `minorUnits(for:)` answers them without ICU.
    package static func preload(minorUnits: [String: Int]) {
        minorUnitsCache.withLock { $0.merge(minorUnits) { current, _ in current } }
    }
}
