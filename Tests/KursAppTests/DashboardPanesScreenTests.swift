import Foundation
import KursCore
import TerminalUI
import TestSupport
import XCTest
@testable import KursApp

/// Whole frames of the wired dashboard (`DashboardView` from `AppState`): the converter under the rates, the
/// weather route, and `kurs pane NAME` single panes from 30x6 down to 1x1.
final class DashboardPanesScreenTests: XCTestCase {
    private typealias D = PaneDataForTests
    private let now = PaneDataForTests.now

    /// Offline, UTC, with the embedded PrivatBank cash rates (from the cache, fetched 14:00 UTC), the open.er-api
    /// fixture and the embedded coins loaded.
    private func loadedState(width: Int, height: Int, paneMode: PaneMode? = nil) -> AppState {
        var state = AppState(size: TerminalSize(width: width, height: height), isOffline: true, timeZone: .gmt,
                             paneMode: paneMode)
        if let mode = paneMode { state.screen.focus = mode.focus }
        _ = AppReducer.reduce(&state, .start, now: now)
        let at = ConverterFixtures.bankFetchedAt
        let values: [(AnyResource, SourceValue)] = [
            (.bankRates(.cash), .bankRates(Fetched(value: DecodedList(elements: D.cash), fetchedAt: at, origin: .cache))),
            (.midMarketRates(base: .usd), .midMarketRates(Fetched(value: ConverterFixtures.mid, fetchedAt: at, origin: .cache))),
            (.markets(vsCurrency: "usd"), .markets(Fetched(value: DecodedList(elements: D.coins), fetchedAt: at, origin: .cache))),
        ]
        for (source, value) in values {
            _ = AppReducer.reduce(&state, .loaded(source, value, generation: 0, isSnapshot: true), now: now)
        }
        return state
    }

    private func render(_ state: AppState) -> Buffer { DashboardView.render(state, now: now) }

    /// At 100, 120 and 200 columns nothing in the left column (rates, converter) ends in "…", and
    /// the rate line's source and time are whole.
    func testLeftColumnIsNeverCut() {
        for (width, height) in [(100, 30), (120, 40), (200, 50)] {
            let left = DashboardScreen.leftWidth(forWidth: width)
            let rows = render(loadedState(width: width, height: height)).lines().map { String($0.prefix(left)) }
            let cut = rows.map { $0.replacingOccurrences(of: "loading…", with: "") }.filter { $0.contains("…") }
            XCTAssertEqual(cut, [], "\(width)x\(height):\n" + rows.joined(separator: "\n"))
            XCTAssertTrue(rows.joined().contains("PrivatBank buy"), "\(width)x\(height)")
            XCTAssertTrue(rows.joined().contains("14:00"), "\(width)x\(height)")
        }
    }

    func testConverterUnderRatesAt120x40() {
        assertBuffer(render(loadedState(width: 120, height: 40)), equals: [
            "┌ Rates · UAH per 1 unit ──────────────────────┐┌ Coins · CoinGecko ───────────────────────────────────────────── 1/50 ┐",
            "│         PrivatBank cash      Mid   Spread    ││  # Coin   Name                     Price    24h %     7d % Market Cap│",
            "│             buy    sale     rate     best    ││  1 BTC    Bitcoin             $84,093.00  ▲ 0.28%  ▲ 3.04%    $1.69Tr│",
            "│ $  USD    41.25   41.85    41.23     0.60    ││  2 ETH    Ethereum             $2,689.66  ▲ 0.06%  ▲ 1.88%  $328.38Bn│",
            "│ €  EUR    46.70   47.70    45.43     1.00    ││  3 USDT   Tether                   $1.00    0.00%  ▲ 0.02%  $183.79Bn│",
            "│ zł PLN        —       —    10.65        —    ││  4 BNB    BNB                    $773.77  ▲ 0.04%  ▲ 0.92%  $103.03Bn│",
            "│ £  GBP        —       —    53.31        —    ││  5 XRP    XRP                      $1.54  ▼ 1.77%  ▲ 8.07%   $96.99Bn│",
            "└──────────────────────────────────────────────┘│  6 USDC   USDC                     $1.00    0.00%  ▲ 0.01%   $75.32Bn│",
            "┌ Converter ───────────────────────────── bank ┐│  7 SOL    Solana                 $121.34  ▲ 0.04%  ▲ 8.89%   $71.33Bn│",
            "│ From  100           USD $   US Dollar        ││  8 TRX    TRON                 $0.336471  ▼ 0.12%  ▼ 0.49%   $31.95Bn│",
            "│ To    4,125.00      UAH ₴   Hryvnia          ││  9 ZEC    Zcash                $1,569.48  ▲ 1.29%  ▲ 3.05%   $26.63Bn│",
            "│                                              ││ 10 FIGR_… Figure Heloc             $1.02  ▼ 0.30%  ▼ 0.55%   $23.74Bn│",
            "│ 1 USD = 41.25 UAH · PrivatBank buy · 14:00   ││ 11 HYPE   Hyperliquid             $92.38  ▲ 0.99%  ▼ 0.46%   $20.57Bn│",
            "│ 1 UAH = 0.02424 USD                          ││ 12 DOGE   Dogecoin             $0.098074  ▲ 0.62% ▲ 10.63%   $15.31Bn│",
            "│                                              ││ 13 LINK   Chainlink               $14.31  ▲ 3.44% ▲ 13.96%   $10.71Bn│",
            "│ 1 USD  2 EUR  3 UAH  4 GBP  5 PLN  6 JPY     ││ 14 XMR    Monero                 $555.25  ▼ 0.27%  ▼ 2.60%   $10.44Bn│",
            "│ ↑↓ field  f/t currency  s swap  m mode       ││ 15 WBT    WhiteBIT Coin           $83.92  ▲ 0.18%  ▲ 0.76%    $9.98Bn│",
            "│                                              ││ 16 USDS   USDS                     $1.00    0.00%  ▼ 0.03%    $9.75Bn│",
            "│                                              ││ 17 ADA    Cardano              $0.256993  ▲ 0.75% ▲ 13.71%    $9.65Bn│",
            "│                                              ││ 18 RAIN   Rain                $0.0129924  ▲ 9.62%  ▼ 7.20%    $9.21Bn│",
            "└──────────────────────────────────────────────┘│ 19 LEO    LEO Token                $8.98  ▲ 1.62%  ▲ 0.48%    $8.26Bn│",
            "┌ Weather · Kyiv ─────────────────────────── w ┐│ 20 XLM    Stellar              $0.219817  ▲ 1.31% ▲ 10.97%    $7.69Bn│",
            "│ loading…                                     ││ 21 BCH    Bitcoin Cash           $335.98  ▼ 0.68% ▲ 32.28%    $6.75Bn│",
            "│                                              ││ 22 NEAR   NEAR Protocol            $4.80  ▼ 6.10% ▲ 33.23%    $6.28Bn│",
            "│                                              ││ 23 UNI    Uniswap                  $9.61  ▲ 0.48%  ▲ 8.28%    $5.96Bn│",
            "│                                              ││ 24 LTC    Litecoin                $72.50  ▲ 4.26% ▲ 25.23%    $5.63Bn│",
            "│                                              ││ 25 CC     Canton               $0.138786 ▲ 10.82% ▲ 24.77%    $5.51Bn│",
            "│                                              ││ 26 USDE   Ethena USDe              $1.00  ▼ 0.02%  ▼ 0.02%    $4.94Bn│",
            "│                                              ││ 27 AVAX   Avalanche               $10.97  ▲ 5.58% ▲ 16.59%    $4.87Bn│",
            "│                                              ││ 28 SUI    Sui                      $1.18  ▲ 6.05% ▲ 40.50%    $4.84Bn│",
            "│                                              ││ 29 DAI    Dai                      $1.00  ▼ 0.01%  ▲ 0.01%    $4.59Bn│",
            "│                                              ││ 30 USD1   USD1                     $1.00    0.00%  ▼ 0.02%    $4.42Bn│",
            "│                                              ││ 31 GRAM   Gram (prev. T…           $1.54  ▲ 7.58% ▲ 10.39%    $4.32Bn│",
            "│                                              ││ 32 HBAR   Hedera               $0.094623  ▲ 1.46% ▲ 17.45%    $4.15Bn│",
            "│                                              ││ 33 TAO    Bittensor              $332.23  ▲ 8.50% ▲ 23.36%    $3.77Bn│",
            "│                                              ││ 34 SHIB   Shiba Inu          $0.00000603  ▲ 3.06% ▲ 10.44%    $3.56Bn│",
            "│                                              ││ 35 CRO    Cronos               $0.065929  ▲ 0.75% ▲ 10.35%    $3.28Bn│",
            "│                                              ││ 36 USDG   Global Dollar            $1.00    0.00%  ▲ 0.01%    $3.26Bn│",
            "└──────────────────────────────────────────────┘└──────────────────────────────────────────────────────────────────────┘",
            "offline │ cache 2024-08-19: Privat, er-api, Gecko │ no data: Mono, NBU",
        ])
    }

    func testWeatherRouteFillsTheBodyWithTheError() {
        var state = loadedState(width: 60, height: 15)
        _ = AppReducer.reduce(&state, .key(.char("w")), now: now)
        _ = AppReducer.reduce(&state, .forecastLoaded(.configured(.kyiv), .failure(.offline)), now: now)
        assertBuffer(render(state), equals: [
            "┌ Weather ───────────────────────────────────────────── °C ┐",
            "│  Kyiv                                                    │",
            "│ offline                                                  │",
            "│                                                          │",
            "│                                                          │",
            "│                                                          │",
            "│                                                          │",
            "│                                                          │",
            "│                                                          │",
            "│                                                          │",
            "│                                                          │",
            "│                                                          │",
            "│                                                          │",
            "└──────────────────────────────────────────────────────────┘",
            "offline │ Open-Meteo · no data",
        ])
    }

    func testPaneRatesAt30x6() {
        assertBuffer(render(loadedState(width: 30, height: 6, paneMode: .rates)), equals: [
            "┌ Rates · UAH per 1 unit ────┐",
            "│         Privat cash    Mid │",
            "│           buy  sale   rate │",
            "│ $  USD  41.25 41.85  41.23 │",
            "│ €  EUR  46.70 47.70  45.43 │",
            "└─── cache 2024-08-19 14:00 ─┘",
        ])
    }

    func testPaneCoinsAt30x6() {
        assertBuffer(render(loadedState(width: 30, height: 6, paneMode: .coins)), equals: [
            "┌ Coins · CoinGecko ─── 1/50 ┐",
            "│  # Coin               Price│",
            "│  1 BTC           $84,093.00│",
            "│  2 ETH            $2,689.66│",
            "│  3 USDT               $1.00│",
            "└─── cache 2024-08-19 14:00 ─┘",
        ])
    }

    func testPaneCoinAt30x6() {
        assertBuffer(render(loadedState(width: 30, height: 6, paneMode: .coin(id: "bitcoin"))), equals: [
            "┌ Bitcoin ───────────────────┐",
            "│ BTC $84,093.00             │",
            "│ 24h ▲ 0.28%                │",
            "│ ▂▂▁▁▂▂▅▇█▇████▇▆▅▅▅▆▅▆▅▅▅▅ │",
            "│                            │",
            "└─── cache 2024-08-19 14:00 ─┘",
        ])
    }

    func testPaneCoinInOneLine() {
        assertBuffer(render(loadedState(width: 30, height: 1, paneMode: .coin(id: "bitcoin"))), equals: [
            "BTC $84,093.00 ▲ 0.28%",
        ])
    }

    func testPaneConverterAt30x6() {
        assertBuffer(render(loadedState(width: 30, height: 6, paneMode: .converter)), equals: [
            "┌ Converter ─────────── bank ┐",
            "│ 100 USD = 4,125.00 UAH     │",
            "│ 1 USD = 41.25 UAH ·        │",
            "│ PrivatBank buy · 14:00     │",
            "│                            │",
            "└─── cache 2024-08-19 14:00 ─┘",
        ])
    }

    func testPaneWeatherAt30x6() throws {
        var state = loadedState(width: 30, height: 6, paneMode: .weather)
        let forecast = try OpenMeteoDecoder.decode(Fixtures.data("openmeteo-forecast-hourly-48h-gmt.json"), name: "Kyiv")
        _ = AppReducer.reduce(&state, .forecastLoaded(.configured(.kyiv), .success(Fetched(value: forecast, fetchedAt: now, origin: .live))), now: now)
        assertBuffer(render(state), equals: [
            "┌ Weather ─────────────── °C ┐",
            "│ Kyiv 17° ☁ cloudy          │",
            "│ min —  max —               │",
            "│                            │",
            "│                            │",
            "└────────────────────────────┘",
        ])
    }

    func testPaneUnknownCoinSaysSo() {
        let lines = render(loadedState(width: 40, height: 6, paneMode: .coin(id: "nosuchcoin"))).lines()
        XCTAssertTrue(lines[1].contains("'nosuchcoin' is not among the"), lines.joined(separator: "\n"))
    }

    func testEverySinglePaneReLaysOutAtEverySizeDownTo1x1WithoutTooSmall() {
        let modes: [PaneMode] = [.rates, .converter, .coins, .coin(id: "bitcoin"), .weather]
        for mode in modes {
            var state = loadedState(width: 30, height: 6, paneMode: mode)
            for width in 1...31 {
                for height in 1...7 {
                    _ = AppReducer.reduce(&state, .resize(width: width, height: height), now: now)
                    let lines = render(state).lines()
                    XCTAssertEqual(lines.count, height)
                    XCTAssertFalse(lines.joined().contains("too small"), "\(mode) \(width)x\(height)")
                }
            }
        }
    }
}
