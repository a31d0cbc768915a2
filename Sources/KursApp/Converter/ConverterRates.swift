public import Foundation
public import KursCore

/// The rates the converter prices with and the currencies it offers. Build one when the rates change
/// (building the catalog takes a few milliseconds), not on every key press.
public struct ConverterRates: Sendable {
    /// PrivatBank rows (`GET {KURS_PRIVATBANK_URL}/p24api/pubinfo?json&exchange&coursid=5|11`), UAH per 1
    /// unit, with when they were fetched; nil while not loaded.
    public var bank: Fetched<[BankRate]>?
    /// Which PrivatBank table `bank` is (cash `coursid=5` or card `coursid=11`).
    public var bankKind: PrivatBankRateKind
    /// open.er-api mid-market rates (`GET {KURS_ERAPI_URL}/v6/latest/{CODE}`); nil while not loaded.
    public var midMarket: Fetched<MidMarketRates>?
    /// Every currency the picker offers: open.er-api's list (plus UAH) when loaded, else the bank's
    /// currencies, UAH and `extraCodes`.
    public let catalog: CurrencyCatalog

    /// Rates for the converter.
    /// - Parameters:
    ///   - extraCodes: currencies to offer even without mid-market rates (pass the quick picks).
    ///   - locale: currency and region names are in this locale where ICU has them, English otherwise.
    public init(bank: Fetched<[BankRate]>?, bankKind: PrivatBankRateKind = .cash,
                midMarket: Fetched<MidMarketRates>?, extraCodes: [CurrencyCode] = QuickPicks.defaultCodes,
                locale: Locale = .current) {
        self.bank = bank
        self.bankKind = bankKind
        self.midMarket = midMarket
        if let mid = midMarket?.value {
            catalog = CurrencyCatalog(rates: mid, locale: locale)
        } else {
            let bankCodes = (bank?.value ?? []).filter { $0.baseCcy == .uah }.map(\.ccy)
            catalog = CurrencyCatalog(codes: bankCodes + extraCodes + [.uah], locale: locale)
        }
    }

    /// A converter over these rates.
    public var converter: Converter {
        Converter(bankRates: bank?.value ?? [], bankKind: bankKind, midMarket: midMarket?.value)
    }

    /// The catalog's name of `code` ("US Dollar"), else Foundation's English name, else the code.
    public func name(of code: CurrencyCode) -> String {
        catalog.info(for: code)?.name ?? CurrencySymbols.currencyName(for: code) ?? code.rawValue
    }
}
