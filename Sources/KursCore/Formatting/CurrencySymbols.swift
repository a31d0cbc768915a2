public import Foundation

/// Currency symbols, names and minor units from Foundation's locale data.
public enum CurrencySymbols {
    /// Narrow local symbols by ISO code, built once from every available locale: for each currency, the
    /// shortest symbol its own locales use that is not the code itself (USD "$" rather than "US$", UAH "₴",
    /// PLN "zł"); right-to-left symbols are left out (they disorder terminal lines).
    static let symbols: [String: String] = {
        var best: [String: String] = [:]
        for identifier in Locale.availableIdentifiers {
            let locale = Locale(identifier: identifier)
            guard let code = locale.currency?.identifier, let symbol = locale.currencySymbol else { continue }
            let clean = TerminalText.sanitize(symbol).trimmingCharacters(in: .whitespaces)
            guard !clean.isEmpty, clean != code, !clean.unicodeScalars.contains(where: isRightToLeft) else { continue }
            if let current = best[code], !isBetter(clean, than: current) { continue }
            best[code] = clean
        }
        return best
    }()

    /// Shorter wins; ties go to the lexically smaller, so the choice never depends on locale order.
    static func isBetter(_ candidate: String, than current: String) -> Bool {
        candidate.count != current.count ? candidate.count < current.count : candidate < current
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
    public static func symbol(for code: CurrencyCode) -> String? {
        symbols[code.iso4217.rawValue]
    }

    /// The currency's name in `locale` (English by default), e.g. "Ukrainian Hryvnia"; nil when unknown.
    public static func currencyName(for code: CurrencyCode, locale: Locale = Locale(identifier: "en")) -> String? {
        locale.localizedString(forCurrencyCode: code.iso4217.rawValue)
    }

    /// Digits after the decimal point the currency uses (its minor units): JPY 0, KWD 3, most 2; also 2 for
    /// codes the locale data does not know (BTC).
    public static func minorUnits(for code: CurrencyCode) -> Int {
        let sample = Decimal(string: "1.123456")!
            .formatted(.currency(code: code.iso4217.rawValue).locale(FormatLocales.posix).grouping(.never))
        guard let point = sample.lastIndex(of: ".") else { return 0 }
        return sample[sample.index(after: point)...].prefix(while: \.isNumber).count
    }
}
