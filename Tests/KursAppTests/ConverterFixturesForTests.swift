import Foundation
import KursCore
import TestSupport
@testable import KursApp

/// Rates from the recorded fixtures for the converter tests: PrivatBank cash (USD buy 41.25 / sale 41.85,
/// EUR 46.70 / 47.70) fetched at 14:00 UTC on 19 Aug 2024, and open.er-api's USD-based rates.
enum ConverterFixtures {
    static let bankFetchedAt = Date(timeIntervalSince1970: 1_724_076_000)  // 2024-08-19 14:00 UTC
    static let cash = try! PrivatBankDecoder.decode(Fixtures.data("privatbank-coursid5-2025.json")).elements
    static let mid = try! ERAPIDecoder.decode(Fixtures.data("er-api-latest-usd.json"))

    static let rates = ConverterRates(
        bank: Fetched(value: cash, fetchedAt: bankFetchedAt, origin: .live),
        bankKind: .cash,
        midMarket: Fetched(value: mid, fetchedAt: bankFetchedAt, origin: .live),
        locale: Locale(identifier: "en"))

    /// A state recalculated with `rates`.
    static func state(_ amount: String = "100", from: CurrencyCode = .usd, to: CurrencyCode = .uah,
                      mode: ConversionMode = .bank) -> ConverterState {
        var state = ConverterState(amountText: amount, from: from, to: to, mode: mode)
        ConverterReducer.recalculate(&state, rates: rates)
        return state
    }

    /// `state` after each key.
    static func press(_ keys: [ConverterKey], on state: inout ConverterState) {
        for key in keys { ConverterReducer.handle(key: key, state: &state, rates: rates) }
    }

    /// The characters of `text` as keys.
    static func typing(_ text: String) -> [ConverterKey] { text.map { .character($0) } }
}
