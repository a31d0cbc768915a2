import Foundation
@testable import KursApp
@testable import KursCommands
import KursCore
import TestSupport
import XCTest

/// The config's `coins` in the one-shot commands: `kurs coins` defaults, `kurs refresh`'s CoinGecko job and where
/// `kurs status` reads `{coin:ID}` from.
final class CoinSelectionCommandTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_771_329_600)

    private func defaults(_ text: String) throws -> CommandDefaults {
        CommandDefaults(config: try XCTUnwrap(ConfigCheck.check(data: Data(text.utf8)).config))
    }

    private func coinsOptions(_ arguments: [String], defaults: CommandDefaults) throws -> CoinsOptions {
        guard let options = try CommandParser.parse(arguments, defaults: defaults).command.parsed(CoinsOptions.self) else {
            XCTFail("\(arguments) did not parse as a coins command")
            throw CocoaError(.coderInvalidValue)
        }
        return options
    }

    func testKursCoinsUsesTheConfigsIDsUnlessTopIsGiven() throws {
        let ids = try defaults(#"{ coins: ["Ethereum", "bitcoin", "ethereum"] }"#)
        XCTAssertEqual(ids.ids, ["ethereum", "bitcoin"])
        XCTAssertEqual(try coinsOptions(["coins", "--json"], defaults: ids).ids, ["ethereum", "bitcoin"])
        let flagged = try coinsOptions(["coins", "--top", "3"], defaults: ids)
        XCTAssertNil(flagged.ids, "--top on the command line wins")
        XCTAssertEqual(flagged.top, 3)

        let top = try defaults("{ coins: { top: 7 } }")
        XCTAssertNil(top.ids)
        XCTAssertEqual(try coinsOptions(["coins"], defaults: top).top, 7)
        XCTAssertNil(try coinsOptions(["coins"], defaults: CommandDefaults()).ids)
        XCTAssertEqual(try coinsOptions(["coins"], defaults: CommandDefaults()).top, 20)
    }

    func testRefreshFetchesTheConfiguredSelection() {
        func coingecko(_ coins: CoinSelection) -> [RefreshCommand.Job.Target] {
            RefreshCommand.jobs(for: [.coingecko], base: .usd, vsCurrency: "usd", coins: coins).map(\.target)
        }
        func markets(_ coins: CoinSelection) -> [RefreshCommand.Job.Target] {
            [.resource(AnyResource(Resource.markets(vsCurrency: "usd", coins: coins)))]
        }
        XCTAssertEqual(coingecko(.ids(["ethereum", "bitcoin"])), markets(.ids(["ethereum", "bitcoin"])))
        XCTAssertEqual(coingecko(.top(180)), markets(.top(180)))
        XCTAssertNotEqual(coingecko(.top(180)), markets(.default))
        XCTAssertEqual(coingecko(.top(30)), markets(.default), "the 100-coin page")
        XCTAssertEqual(coingecko(.default), markets(.default))
        XCTAssertEqual(RefreshCommand.jobs(for: [.coingecko], base: .usd, vsCurrency: "usd", coins: .ids(["x"])).map(\.name),
                       ["coingecko markets usd"])
    }

    /// A markets body of coins `(id, price)`.
    private func body(_ coins: [(String, String)]) -> Data {
        Data(("[" + coins.map { #"{"id":"\#($0.0)","symbol":"\#($0.0.prefix(3))","name":"\#($0.0)","current_price":\#($0.1)}"# }
            .joined(separator: ",") + "]").utf8)
    }

    private func write(_ cache: DiskCache, _ resource: Resource<DecodedList<Coin>>, _ coins: [(String, String)],
                       age: TimeInterval) throws {
        try cache.write(CacheEntry(url: "http://x/\(resource.id.key)", fetchedAt: now.addingTimeInterval(-age),
                                   body: body(coins)), key: resource.id.key)
    }

    func testStatusReadsTheConfiguredEntryFirstThenTheTop100EntryAndRefreshesTheConfiguredOne() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let disk = DiskCache(directory: dir.url)
        let selection = CoinSelection.ids(["ethereum", "solana"])
        let configured = Resource.markets(vsCurrency: "usd", coins: selection)
        try write(disk, configured, [("ethereum", "2000"), ("solana", "150")], age: 60)
        try write(disk, Resource.markets(vsCurrency: "usd"), [("bitcoin", "67000"), ("ethereum", "1")], age: 7200)
        let cache = StatusCache(cache: disk, base: .usd, vsCurrency: "usd", coins: selection)
        let template = try StatusFormat.parse("{coin:ethereum} {coin:bitcoin} {coin:solana}")

        let reading = cache.read(template.requiredSources, now: now)
        XCTAssertEqual(template.render(data: reading.data, now: now), "$2,000.00 $67,000.00 $150.00",
                       "ethereum from the configured entry, not the older top-100 one")
        XCTAssertEqual(reading.stale, [], "the top-100 fallback is read, never refreshed")

        let onlyConfigured = cache.read(try StatusFormat.parse("{coin:ethereum}").requiredSources, now: now)
        XCTAssertNil(onlyConfigured.data.fallbackCoins, "the top-100 entry is not read when not needed")

        try FileManager.default.removeItem(at: dir.url.appendingPathComponent("\(configured.id.key).cache"))
        let missing = cache.read(template.requiredSources, now: now)
        XCTAssertEqual(missing.stale, [.coingecko])
        XCTAssertEqual(missing.refreshSources, [.coingecko])
        XCTAssertEqual(template.render(data: missing.data, now: now), "$1.00 $67,000.00 ?")

        let top = StatusCache(cache: disk, base: .usd, vsCurrency: "usd", coins: .top(30))
        XCTAssertEqual(top.configuredMarkets.id, Resource.markets(vsCurrency: "usd").id)
        XCTAssertEqual(top.read(template.requiredSources, now: now).stale, [.coingecko], "2 h old")
    }
}
