import Foundation
@testable import KursApp
import KursCore
import XCTest

/// A landing source rebuilds the converter's rates; the conversion is worked out again only when what it is
/// priced with changed (PrivatBank's table, the mid-market rates, or the Monobank/NBU prices it is priced at).
final class ConverterRecalculationTests: XCTestCase {
    private let t0 = ReducerFixtures.t0

    /// `value` for `source` landing as a cache entry (a newer one replaces one shown from the cache).
    private func land(_ source: AnyResource, _ value: SourceValue, in state: inout AppState, at date: Date) {
        _ = AppReducer.reduce(&state, .loaded(source, value, generation: 0, isSnapshot: true), now: date)
    }

    /// PrivatBank's cash table of one USD row, read from the cache as fetched at `date`.
    private func privatBank(buy: String, sale: String, at date: Date) -> SourceValue {
        let usd = BankRate(ccy: .usd, baseCcy: .uah, buy: Decimal(string: buy)!, sale: Decimal(string: sale)!)
        return .bankRates(Fetched(value: DecodedList(elements: [usd]), fetchedAt: date, origin: .cache))
    }

    /// Monobank's USD row, read from the cache as fetched at `date`.
    private func monobank(buy: String, sale: String, at date: Date) -> SourceValue {
        let usd = MonobankRate(currencyA: "USD", currencyB: .uah, numericA: 840, numericB: 980,
                               buy: Decimal(string: buy), sale: Decimal(string: sale), cross: nil, date: date)
        return .monobank(Fetched(value: DecodedList(elements: [usd]), fetchedAt: date, origin: .cache))
    }

    /// Started offline from the cache at `t0`: PrivatBank cash (USD buy 41.00), Monobank (USD buy 41.30).
    private func startedFromCache() -> AppState {
        var state = ReducerFixtures.state(offline: true)
        _ = AppReducer.reduce(&state, .start, now: t0)
        land(ReducerFixtures.bank, privatBank(buy: "41.00", sale: "41.60", at: t0), in: &state, at: t0)
        land(ReducerFixtures.monobank, monobank(buy: "41.30", sale: "41.90", at: t0), in: &state, at: t0)
        return state
    }

    func testANewPrivatBankTableRepricesABankConversion() throws {
        var state = startedFromCache()
        XCTAssertEqual(try XCTUnwrap(state.converter.conversion).result, Decimal(string: "4100"), "100 USD at buy 41.00")
        let later = t0.addingTimeInterval(600)
        land(ReducerFixtures.bank, privatBank(buy: "41.25", sale: "41.80", at: later), in: &state, at: later)
        XCTAssertEqual(try XCTUnwrap(state.converter.conversion).result, Decimal(string: "4125"))
    }

    func testANewMonobankAnswerRepricesAConversionAtMonobank() throws {
        var state = startedFromCache()
        ConverterReducer.handle(key: .toggleMode, state: &state.converter, rates: state.converterRates)
        XCTAssertEqual(state.converter.hryvniaSource, .monobank)
        XCTAssertEqual(try XCTUnwrap(state.converter.conversion).result, Decimal(string: "4130"), "buy 41.30")
        let later = t0.addingTimeInterval(600)
        land(ReducerFixtures.monobank, monobank(buy: "41.55", sale: "42.05", at: later), in: &state, at: later)
        XCTAssertEqual(try XCTUnwrap(state.converter.conversion).result, Decimal(string: "4155"))
        XCTAssertEqual(state.converter.conversion?.source, .monobank)
    }

    func testMonobankAndTheNBULeaveAPrivatBankConversionAsARecalculationWouldHaveIt() throws {
        var state = startedFromCache()
        let before = try XCTUnwrap(state.converter.conversion)
        let later = t0.addingTimeInterval(600)
        land(ReducerFixtures.monobank, monobank(buy: "41.55", sale: "42.05", at: later), in: &state, at: later)
        land(ReducerFixtures.nbu, .nbu(ReducerFixtures.nbuRates(at: later)), in: &state, at: later)
        var recalculated = state.converter
        ConverterReducer.recalculate(&recalculated, rates: state.converterRates)
        XCTAssertEqual(state.converter.conversion, recalculated.conversion)
        XCTAssertEqual(state.converter.conversion, before)
        XCTAssertNotNil(state.converterRates.hryvnia[.monobank], "Monobank's prices are there for `m`")
    }
}
