import Foundation
import XCTest
@testable import KursCore

/// Portfolio edits and valuation, exact to the last digit.
final class PortfolioTests: XCTestCase {
    private func d(_ text: String) -> Decimal { Decimal(string: text)! }

    /// bitcoin bought twice at different prices, ethereum without a cost, a coin CoinGecko has no price for, euros
    /// bought at 1.05 USD and dollars.
    private func mixed() throws -> Portfolio {
        var portfolio = Portfolio()
        try portfolio.add("bitcoin", amount: d("0.5"), costPerUnit: 30000)
        try portfolio.add("ethereum", amount: 2)
        try portfolio.add("nosuchcoin", amount: 10, costPerUnit: 1)
        try portfolio.add(" Bitcoin ", amount: d("0.25"), costPerUnit: 60000)
        try portfolio.add("eur", kind: .cash, amount: 100, costPerUnit: d("1.05"))
        try portfolio.add("USD", kind: .cash, amount: 50)
        return portfolio
    }

    private func valued(_ portfolio: Portfolio) -> PortfolioValuation {
        PortfolioValuation.value(
            portfolio, prices: ["bitcoin": d("64123.45"), "ethereum": d("3050.1")], symbols: ["bitcoin": "BTC", "ethereum": "ETH"],
            cashRates: { $0 == "EUR" ? self.d("1.0823") : nil }, vsCurrency: "USD")
    }

    func testAddingToAHoldingAddsAmountAndCost() throws {
        let portfolio = try mixed()
        XCTAssertEqual(portfolio.holdings.map(\.id), ["bitcoin", "ethereum", "nosuchcoin", "EUR", "USD"])
        let bitcoin = try XCTUnwrap(portfolio.holding("BITCOIN"))
        XCTAssertEqual(bitcoin.amount, d("0.75"))
        XCTAssertEqual(bitcoin.cost, 30000, "0.5 × 30000 + 0.25 × 60000")
        XCTAssertEqual(bitcoin.cost.map { $0 / bitcoin.amount }, 40000, "the average price paid")
        XCTAssertEqual(portfolio.holding("eur", kind: .cash)?.cost, 105)
        XCTAssertNil(portfolio.holding("eur"), "a coin id is not a cash code")
    }

    func testAnAmountOrCostDecimalCannotHoldExactlyIsRefusedAndNothingChanges() throws {
        XCTAssertNil(DecimalText.parseExactly("1234567890123456789012345678901234567891"), "40 significant digits")
        XCTAssertEqual(DecimalText.parseExactly("12345678901234567890123456789012345678"), d("12345678901234567890123456789012345678"))
        XCTAssertEqual(DecimalText.parseExactly("0001.5000"), d("1.5"), "leading and trailing zeros are not significant")
        XCTAssertEqual(DecimalText.parseExactly("1e120"), d("1e120"))
        var portfolio = Portfolio()
        try portfolio.add("bitcoin", amount: 20)
        XCTAssertThrowsError(try portfolio.add("bitcoin", amount: d("1e120"))) { XCTAssertEqual($0 as? PortfolioError, .notExact) }
        XCTAssertThrowsError(try portfolio.add("ethereum", amount: d("12345678901234567890"), costPerUnit: d("12345678901234567890.123")),
                             "a cost of 43 significant digits")
        XCTAssertEqual(portfolio.holdings.map(\.amount), [20], "20 is kept, not rounded away into 1e120")
    }

    func testACostUnknownForPartOfAHoldingIsUnknown() throws {
        var portfolio = Portfolio()
        try portfolio.add("bitcoin", amount: 1, costPerUnit: 100)
        let after = try portfolio.add("bitcoin", amount: 1)
        XCTAssertEqual(after.amount, 2)
        XCTAssertNil(after.cost, "never a cost of only half of it")
        let valuation = PortfolioValuation.value(portfolio, prices: ["bitcoin": 150], cashRates: { _ in nil }, vsCurrency: "usd")
        XCTAssertNil(valuation.holdings[0].pnl)
        XCTAssertNil(valuation.pnl)
        XCTAssertNil(valuation.totalCost)
        XCTAssertEqual(valuation.totalValue, 300)
    }

    func testExactValuationOfSeveralHoldings() throws {
        let valuation = valued(try mixed())
        XCTAssertEqual(valuation.vsCurrency, "usd")
        let rows = Dictionary(uniqueKeysWithValues: valuation.holdings.map { ($0.id, $0) })

        let bitcoin = try XCTUnwrap(rows["bitcoin"])
        XCTAssertEqual(bitcoin.symbol, "BTC")
        XCTAssertEqual(bitcoin.price, d("64123.45"))
        XCTAssertEqual(bitcoin.value, d("48092.5875"), "0.75 × 64123.45 exactly")
        XCTAssertEqual(bitcoin.cost, 30000)
        XCTAssertEqual(bitcoin.pnl, d("18092.5875"))
        XCTAssertEqual(bitcoin.pnlPercentage, d("60.31"))
        XCTAssertEqual(bitcoin.share, d("88.49"))

        let ethereum = try XCTUnwrap(rows["ethereum"])
        XCTAssertEqual(ethereum.value, d("6100.2"))
        XCTAssertNil(ethereum.cost)
        XCTAssertNil(ethereum.pnl)
        XCTAssertNil(ethereum.pnlPercentage)
        XCTAssertEqual(ethereum.share, d("11.22"))

        let unpriced = try XCTUnwrap(rows["nosuchcoin"])
        XCTAssertNil(unpriced.symbol)
        XCTAssertNil(unpriced.price)
        XCTAssertNil(unpriced.value)
        XCTAssertEqual(unpriced.cost, 10)
        XCTAssertNil(unpriced.pnl)
        XCTAssertNil(unpriced.share)

        let euros = try XCTUnwrap(rows["EUR"])
        XCTAssertEqual(euros.symbol, "EUR")
        XCTAssertEqual(euros.price, d("1.0823"))
        XCTAssertEqual(euros.value, d("108.23"))
        XCTAssertEqual(euros.pnl, d("3.23"))
        XCTAssertEqual(euros.pnlPercentage, d("3.08"))
        XCTAssertEqual(euros.share, d("0.2"))

        let dollars = try XCTUnwrap(rows["USD"])
        XCTAssertEqual(dollars.price, 1, "cash in the vs currency")
        XCTAssertEqual(dollars.value, 50)
        XCTAssertEqual(dollars.share, d("0.09"))

        XCTAssertEqual(valuation.totalValue, d("54351.0175"), "the priced holdings only")
        XCTAssertEqual(valuation.totalCost, 30105, "bitcoin and euros: the holdings with a price and a cost")
        XCTAssertEqual(valuation.pnl, d("18095.8175"))
        XCTAssertEqual(valuation.pnlPercentage, d("60.11"))
        XCTAssertEqual(valuation.missingPrices, ["nosuchcoin"])
    }

    func testValueInHryvniasAtPrivatBanksBuyRate() throws {
        let valuation = valued(try mixed())
        XCTAssertEqual(valuation.valueInUAH(atBuy: { $0 == "USD" ? self.d("41.05") : nil }), d("2231109.268375"))
        XCTAssertNil(valuation.valueInUAH(atBuy: { _ in nil }))
        let inUAH = PortfolioValuation.value(Portfolio([Holding(kind: .cash, id: "UAH", amount: 1000)]), prices: [:],
                                             cashRates: { _ in nil }, vsCurrency: "uah")
        XCTAssertEqual(inUAH.valueInUAH(atBuy: { _ in nil }), 1000)
    }

    func testAnEmptyPortfolioAndOneWithoutPrices() {
        let empty = PortfolioValuation.value(Portfolio(), prices: [:], cashRates: { _ in nil }, vsCurrency: "usd")
        XCTAssertEqual(empty.totalValue, 0)
        XCTAssertNil(empty.totalCost)
        XCTAssertNil(empty.pnlPercentage)
        let unpriced = PortfolioValuation.value(Portfolio([Holding(id: "x", amount: 1, cost: 5)]), prices: [:],
                                                cashRates: { _ in nil }, vsCurrency: "usd")
        XCTAssertEqual(unpriced.totalValue, 0)
        XCTAssertNil(unpriced.holdings[0].share)
        XCTAssertNil(unpriced.pnl)
    }

    func testBadEditsAreRefusedAndChangeNothing() throws {
        var portfolio = try mixed()
        let before = portfolio
        XCTAssertThrowsError(try portfolio.add("bitcoin", amount: 0)) { XCTAssertEqual($0 as? PortfolioError, .amountNotPositive(0)) }
        XCTAssertThrowsError(try portfolio.add("bitcoin", amount: -1)) { XCTAssertEqual($0 as? PortfolioError, .amountNotPositive(-1)) }
        XCTAssertThrowsError(try portfolio.add("bitcoin", amount: 1, costPerUnit: -2)) { XCTAssertEqual($0 as? PortfolioError, .negativeCost(-2)) }
        XCTAssertThrowsError(try portfolio.add("  ", amount: 1)) { XCTAssertEqual($0 as? PortfolioError, .emptyID) }
        XCTAssertEqual(portfolio, before)
        XCTAssertEqual(PortfolioError.amountNotPositive(-1).description, "amount must be more than 0, got -1")
        XCTAssertEqual(portfolio.remove("ethereum")?.amount, 2)
        XCTAssertNil(portfolio.remove("ethereum"))
        XCTAssertEqual(portfolio.holdings.map(\.id), ["bitcoin", "nosuchcoin", "EUR", "USD"])
    }

    func testTheStoredFormKeepsEveryDigit() throws {
        var portfolio = Portfolio()
        try portfolio.add("shiba-inu", amount: d("123456789012.123456789"), costPerUnit: d("0.00000812345678"))
        let data = try JSONEncoder().encode(portfolio)
        let text = String(decoding: data, as: UTF8.self)
        XCTAssertTrue(text.contains(#""amount":"123456789012.123456789""#), text)
        XCTAssertEqual(try JSONDecoder().decode(Portfolio.self, from: data), portfolio)
        let handWritten = Data(#"{"holdings":[{"id":"Bitcoin","amount":0.1},{"id":"bitcoin","amount":"0.2","cost":"10"},{"kind":"cash","id":"eur","amount":5}]}"#.utf8)
        let read = try JSONDecoder().decode(Portfolio.self, from: handWritten)
        XCTAssertEqual(read.holdings, [Holding(id: "bitcoin", amount: d("0.3")), Holding(kind: .cash, id: "EUR", amount: 5)])
        XCTAssertEqual(read.version, 1)
    }
}
