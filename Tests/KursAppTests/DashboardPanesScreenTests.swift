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

    /// Issue #14: at 100, 120 and 200 columns nothing in the left column (rates, converter) ends in "…", and
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
            "┌ Rates · UAH per 1 unit ──────────────────────┐┌ Coins · CoinGecko ──────────────────────────────────────────── 1/100 ┐",
            "│         PrivatBank cash      Mid   Spread    ││  # Coin   Name               Price    24h % Market Cap 7 days        │",
            "│             buy    sale     rate     best    ││  1 BTC    Bitcoin       $67,291.00  ▼ 0.33%    $1.34Tr ▆▃▂▃▁▁▅▆▇█▅▅▅▅│",
            "│ $  USD    41.25   41.85    41.23     0.60    ││  2 ETH    Ethereum       $1,266.66  ▲ 0.29%  $152.63Bn —             │",
            "│ €  EUR    46.70   47.70    45.43     1.00    ││  3 USDT   Tether             $1.00  ▲ 0.06%   $66.31Bn —             │",
            "│ zł PLN        —       —    10.65        —    ││  4 USDC   USD Coin           $1.00  ▲ 0.01%   $43.96Bn —             │",
            "│ £  GBP        —       —    53.31        —    ││  5 BNB    BNB              $264.91  ▲ 1.55%   $43.25Bn —             │",
            "└──────────────────────────────────────────────┘│  6 XRP    XRP             $0.34123  ▼ 0.83%   $17.24Bn —             │",
            "┌ Converter ───────────────────────────── bank ┐│  7 BUSD   Binance…           $1.00    0.00%   $16.38Bn —             │",
            "│ From  100           USD $   US Dollar        ││  8 ADA    Cardano        $0.287645  ▲ 4.67%   $10.06Bn —             │",
            "│ To    4,125.00      UAH ₴   Hryvnia          ││  9 DOGE   Dogecoin       $0.072038  ▼ 0.08%    $9.91Bn —             │",
            "│                                              ││ 10 MATIC  Polygon        $0.807616  ▲ 0.32%    $7.23Bn —             │",
            "│ 1 USD = 41.25 UAH · PrivatBank buy · 14:00   ││ 11 OKB    OKB               $26.48  ▼ 2.21%    $6.52Bn —             │",
            "│ 1 UAH = 0.02424 USD                          ││ 12 STETH  Lido St…       $1,254.52  ▲ 0.42%    $6.09Bn —             │",
            "│                                              ││ 13 DOT    Polkadot           $4.72  ▲ 1.42%    $5.61Bn —             │",
            "│ 1 USD  2 EUR  3 UAH  4 GBP  5 PLN  6 JPY     ││ 14 LTC    Litecoin          $75.88  ▲ 0.01%    $5.47Bn —             │",
            "│ ↑↓ field  f/t currency  s swap  m mode       ││ 15 SOL    Solana            $13.72  ▲ 3.98%    $5.07Bn —             │",
            "│                                              ││ 16 DAI    Dai                $1.00  ▲ 0.03%    $5.06Bn —             │",
            "│                                              ││ 17 SHIB   Shiba I…     $0.00000845  ▲ 0.38%    $4.97Bn —             │",
            "│                                              ││ 18 TRX    TRON           $0.052672  ▲ 1.63%    $4.84Bn —             │",
            "└──────────────────────────────────────────────┘│ 19 UNI    Uniswap            $5.45  ▲ 0.52%    $4.11Bn —             │",
            "┌ Weather · Kyiv ─────────────────────────── w ┐│ 20 AVAX   Avalanc…          $11.85  ▲ 1.42%    $3.69Bn —             │",
            "│ loading…                                     ││ 21 LEO    LEO Tok…           $3.45  ▼ 0.09%    $3.22Bn —             │",
            "│                                              ││ 22 TON    Toncoin            $2.18  ▲ 0.79%    $3.21Bn —             │",
            "│                                              ││ 23 WBTC   Wrapped…      $16,889.66  ▼ 0.22%    $3.09Bn —             │",
            "│                                              ││ 24 ATOM   Cosmos …          $10.39  ▲ 2.11%    $3.03Bn —             │",
            "│                                              ││ 25 LINK   Chainli…           $5.81  ▲ 0.18%    $2.86Bn —             │",
            "│                                              ││ 26 XMR    Monero           $154.81  ▼ 0.12%    $2.81Bn —             │",
            "│                                              ││ 27 ETC    Ethereu…          $19.84  ▼ 0.97%    $2.77Bn —             │",
            "│                                              ││ 28 XLM    Stellar        $0.075316  ▼ 0.24%    $1.97Bn —             │",
            "│                                              ││ 29 BCH    Bitcoin…         $101.74  ▲ 0.03%    $1.96Bn —             │",
            "│                                              ││ 30 QNT    Quant            $112.12  ▼ 1.18%    $1.63Bn —             │",
            "│                                              ││ 31 APE    ApeCoin            $4.21  ▲ 0.83%    $1.55Bn —             │",
            "│                                              ││ 32 CRO    Cronos         $0.061151  ▼ 1.05%    $1.54Bn —             │",
            "│                                              ││ 33 ALGO   Algorand       $0.194244  ▲ 0.65%    $1.40Bn —             │",
            "│                                              ││ 34 LDO    Lido DAO           $1.62  ▲ 9.26%    $1.35Bn —             │",
            "│                                              ││ 35 NEAR   NEAR Pr…           $1.58  ▲ 1.96%    $1.33Bn —             │",
            "│                                              ││ 36 FIL    Filecoin           $3.38  ▲ 2.37%    $1.22Bn —             │",
            "└──────────────────────────────────────────────┘└──────────────────────────────────────────────────────────────────────┘",
            "PrivatBank · 2024-08-19 14:00 · manual reload │ CoinGecko · 2024-08-19 14:00 · manual reload   w weather  ? help  q quit",
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
            "PrivatBank · 2024-08-19 14:00 · manual reload │ CoinGecko ·…",
        ])
    }

    func testPaneRatesAt30x6() {
        assertBuffer(render(loadedState(width: 30, height: 6, paneMode: .rates)), equals: [
            "┌ Rates · UAH per 1 unit ────┐",
            "│         Privat cash    Mid │",
            "│           buy  sale   rate │",
            "│ $  USD  41.25 41.85  41.23 │",
            "│ €  EUR  46.70 47.70  45.43 │",
            "└────────────────────────────┘",
        ])
    }

    func testPaneCoinsAt30x6() {
        assertBuffer(render(loadedState(width: 30, height: 6, paneMode: .coins)), equals: [
            "┌ Coins · CoinGecko ── 1/100 ┐",
            "│  # Coin             Price …│",
            "│  1 BTC         $67,291.00 …│",
            "│  2 ETH          $1,266.66 …│",
            "│  3 USDT             $1.00 …│",
            "└────────────────────────────┘",
        ])
    }

    func testPaneCoinAt30x6() {
        assertBuffer(render(loadedState(width: 30, height: 6, paneMode: .coin(id: "bitcoin"))), equals: [
            "┌ Bitcoin ───────────────────┐",
            "│ BTC $67,291.00             │",
            "│ 24h ▼ 0.33%                │",
            "│ ▆▆▅▃▃▄▃▄▁▂▂▄▆▆▇▇███▆▆▆▆▅▆▅ │",
            "│                            │",
            "└────────────────────────────┘",
        ])
    }

    func testPaneCoinInOneLine() {
        assertBuffer(render(loadedState(width: 30, height: 1, paneMode: .coin(id: "bitcoin"))), equals: [
            "BTC $67,291.00 ▼ 0.33%        ",
        ])
    }

    func testPaneConverterAt30x6() {
        assertBuffer(render(loadedState(width: 30, height: 6, paneMode: .converter)), equals: [
            "┌ Converter ─────────── bank ┐",
            "│ 100 USD = 4,125.00 UAH     │",
            "│ 1 USD = 41.25 UAH ·        │",
            "│ PrivatBank buy · 14:00     │",
            "│                            │",
            "└────────────────────────────┘",
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
