import Foundation
import KursCore
import Synchronization

/// The rates the converter prices with and the currencies it offers. Build one when the rates change, not on
/// every key press. The currency catalog (names and regions of ~160 currencies from Locale, ~0.1 s) is built on
/// first use — when the picker searches — never on the dashboard's start-up path.
struct ConverterRates: Equatable, Sendable {
    /// PrivatBank rows (`GET {KURS_PRIVATBANK_URL}/p24api/pubinfo?json&exchange&coursid=5|11`), UAH per 1
    /// unit, with when they were fetched; nil while not loaded.
    var bank: Fetched<[BankRate]>?
    /// Which PrivatBank table `bank` is (cash `coursid=5` or card `coursid=11`).
    var bankKind: PrivatBankRateKind
    /// open.er-api mid-market rates (`GET {KURS_ERAPI_URL}/v6/latest/{CODE}`); nil while not loaded.
    var midMarket: Fetched<MidMarketRates>?
    /// Monobank's (`GET {KURS_MONOBANK_URL}/bank/currency`) and the NBU's (`…/statdirectory/exchange?json`) UAH
    /// prices, with when they were fetched, for the sources loaded.
    var hryvnia: [HistorySource: Fetched<HryvniaPrices>] = [:]
    /// Every currency the picker offers: open.er-api's list (plus UAH) when loaded, else the bank's
    /// currencies, UAH and `extraCodes`. Built on first use, then kept.
    var catalog: CurrencyCatalog { lazyCatalog.value }

    /// The locale names are shown in.
    private let locale: Locale
    private let lazyCatalog: LazyCatalog

    /// Rates for the converter.
    /// - Parameters:
    ///   - extraCodes: currencies to offer even without mid-market rates (pass the quick picks).
    ///   - locale: currency and region names are in this locale where ICU has them, English otherwise.
    init(bank: Fetched<[BankRate]>?, bankKind: PrivatBankRateKind = .cash,
                midMarket: Fetched<MidMarketRates>?, extraCodes: [CurrencyCode] = QuickPicks.defaultCodes,
                locale: Locale = .current) {
        self.bank = bank
        self.bankKind = bankKind
        self.midMarket = midMarket
        self.locale = locale
        let mid = midMarket?.value
        let codes = (bank?.value ?? []).filter { $0.baseCcy == .uah }.map(\.ccy) + extraCodes + [.uah]
        lazyCatalog = LazyCatalog {
            if let mid { return CurrencyCatalog(rates: mid, locale: locale) }
            return CurrencyCatalog(codes: codes, locale: locale)
        }
    }

    /// A converter over these rates.
    var converter: Converter {
        Converter(bankRates: bank?.value ?? [], bankKind: bankKind, midMarket: midMarket?.value)
    }

    /// The name of `code` in `locale` where ICU has one ("US Dollar"), else English, else the code. Cheap: it
    /// does not build the catalog.
    func name(of code: CurrencyCode) -> String {
        CurrencySymbols.currencyName(for: code, locale: locale) ?? CurrencySymbols.currencyName(for: code)
            ?? code.rawValue
    }
}

/// A currency catalog computed once, on first use, shared by copies of `ConverterRates`.
final class LazyCatalog: Sendable {
    private let build: @Sendable () -> CurrencyCatalog
    private let built = Mutex<CurrencyCatalog?>(nil)

    init(_ build: @escaping @Sendable () -> CurrencyCatalog) { self.build = build }

    var value: CurrencyCatalog {
        built.withLock { cached in
            if let cached { return cached }
            let catalog = build()
            cached = catalog
            return catalog
        }
    }
}

extension ConverterRates {
    /// Whether `other` has the same PrivatBank table (and kind) and mid-market rates: what `converter` prices with.
    func bankAndMidMarketMatch(_ other: ConverterRates) -> Bool {
        bank == other.bank && bankKind == other.bankKind && midMarket == other.midMarket
    }

    /// Equal when built from the same rates (the lazily built catalog follows from them).
    static func == (lhs: ConverterRates, rhs: ConverterRates) -> Bool {
        lhs.bankAndMidMarketMatch(rhs) && lhs.locale == rhs.locale
            && lhs.hryvnia.mapValues(\.fetchedAt) == rhs.hryvnia.mapValues(\.fetchedAt)
    }
}
