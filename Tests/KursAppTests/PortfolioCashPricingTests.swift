import Foundation
import KursCore
import TerminalUI
import XCTest
@testable import KursApp

/// Cash in any currency, priced the same way by `kurs portfolio` and the dashboard (`PortfolioPricing.valuation`):
/// base USD rates, vs EUR, cash PLN, UAH, USD, EUR and GBP (missing from the rates → no price, left out of the total).
final class PortfolioCashPricingTests: XCTestCase {
    private static func d(_ text: String) -> Decimal { Decimal(string: text)! }
    private let t0 = ReducerFixtures.t0

    private static let usdRates = MidMarketRates(
        baseCode: .usd, rates: ["USD": 1, "EUR": d("0.8"), "PLN": d("4"), "UAH": d("40")],
        lastUpdate: ReducerFixtures.t0, nextUpdate: ReducerFixtures.t0.addingTimeInterval(86_400))

    private static let portfolio = Portfolio([
        Holding(kind: .cash, id: "PLN", amount: 1000, cost: 210), Holding(kind: .cash, id: "UAH", amount: 5000),
        Holding(kind: .cash, id: "USD", amount: d("12.5")), Holding(kind: .cash, id: "EUR", amount: 7),
        Holding(kind: .cash, id: "GBP", amount: 10),
    ])

    private func assertEuroValuation(_ valuation: PortfolioValuation, file: StaticString = #filePath, line: UInt = #line) {
        let rows = Dictionary(uniqueKeysWithValues: valuation.holdings.map { ($0.id, $0) })
        XCTAssertEqual(rows["PLN"]?.price, Self.d("0.2"), file: file, line: line)
        XCTAssertEqual(rows["PLN"]?.value, 200, "1000 × 0.8 / 4", file: file, line: line)
        XCTAssertEqual(rows["PLN"]?.pnl, -10, "200 − 210", file: file, line: line)
        XCTAssertEqual(rows["UAH"]?.price, Self.d("0.02"), file: file, line: line)
        XCTAssertEqual(rows["UAH"]?.value, 100, "5000 × 0.8 / 40", file: file, line: line)
        XCTAssertEqual(rows["USD"]?.value, 10, "12.5 × 0.8", file: file, line: line)
        XCTAssertEqual(rows["EUR"]?.value, 7, "cash in the vs currency is 1", file: file, line: line)
        XCTAssertNil(rows["GBP"]?.price, "GBP is not in the rates", file: file, line: line)
        XCTAssertNil(rows["GBP"]?.value, "no price, never 0", file: file, line: line)
        XCTAssertEqual(valuation.missingPrices, ["GBP"], file: file, line: line)
        XCTAssertEqual(valuation.totalValue, 317, "200 + 100 + 10 + 7", file: file, line: line)
        XCTAssertEqual(valuation.totalCost, 210, file: file, line: line)
        XCTAssertEqual(valuation.pnl, -10, file: file, line: line)
    }

    func testTheCommandsPricingCrossesRatesOfAnotherBase() {
        assertEuroValuation(PortfolioPricing.valuation(Self.portfolio, vsCurrency: "eur", coins: [], rates: Self.usdRates))
    }

    func testTheDashboardPricesCashInAnyCurrencyWithItsBaseCurrencyRates() {
        var state = ReducerFixtures.started()
        _ = AppReducer.reduce(&state, .loaded(ReducerFixtures.mid, .midMarketRates(
            Fetched(value: Self.usdRates, fetchedAt: t0, origin: .live)), generation: 0, isSnapshot: true), now: t0)
        state.settings.vsCurrency = "eur"
        state.portfolio.portfolio = Self.portfolio
        XCTAssertEqual(state.settings.midMarketBase, .usd, "config baseCurrency USD, vsCurrency EUR")
        assertEuroValuation(state.portfolioValuation)
    }

    func testWithoutRatesOnlyCashInTheVsCurrencyIsPriced() {
        let valuation = PortfolioPricing.valuation(Self.portfolio, vsCurrency: "eur", coins: [], rates: nil)
        XCTAssertEqual(valuation.totalValue, 7)
        XCTAssertEqual(valuation.missingPrices, ["PLN", "UAH", "USD", "GBP"])
    }
}
