import XCTest
import KursCore
import TerminalUI
import TestSupport
@testable import KursApp

/// Whole dashboard frames from the embedded sample at 120x40 and 60x15.
final class DashboardScreenTests: XCTestCase {

    func testListAt120x40() {
        assertBuffer(PaneCases.dashboard(width: 120, height: 40), equals: [
            "┌ Rates · UAH per 1 unit ──────────────────────┐┌ Coins · CoinGecko ───────────────────────────────────────────── 1/50 ┐",
            "│           Privat cash    Privat card  Spread ││  # Coin   Name                     Price    24h %     7d % Market Cap│",
            "│            buy   sale     buy   sale    best ││  1 BTC    Bitcoin             $84,093.00  ▲ 0.28%  ▲ 3.04%    $1.69Tr│",
            "│ $  USD   41.25  41.85   41.35  41.84    0.49 ││  2 ETH    Ethereum             $2,689.66  ▲ 0.06%  ▲ 1.88%  $328.38Bn│",
            "│ €  EUR   46.70  47.70   46.80  47.85    0.90 ││  3 USDT   Tether                   $1.00    0.00%  ▲ 0.02%  $183.79Bn│",
            "│ zł PLN       —      —       —      —       — ││  4 BNB    BNB                    $773.77  ▲ 0.04%  ▲ 0.92%  $103.03Bn│",
            "│ £  GBP       —      —       —      —       — ││  5 XRP    XRP                      $1.54  ▼ 1.77%  ▲ 8.07%   $96.99Bn│",
            "│                                              ││  6 USDC   USDC                     $1.00    0.00%  ▲ 0.01%   $75.32Bn│",
            "│                                              ││  7 SOL    Solana                 $121.34  ▲ 0.04%  ▲ 8.89%   $71.33Bn│",
            "│                                              ││  8 TRX    TRON                 $0.336471  ▼ 0.12%  ▼ 0.49%   $31.95Bn│",
            "│                                              ││  9 ZEC    Zcash                $1,569.48  ▲ 1.29%  ▲ 3.05%   $26.63Bn│",
            "│                                              ││ 10 FIGR_… Figure Heloc             $1.02  ▼ 0.30%  ▼ 0.55%   $23.74Bn│",
            "│                                              ││ 11 HYPE   Hyperliquid             $92.38  ▲ 0.99%  ▼ 0.46%   $20.57Bn│",
            "│                                              ││ 12 DOGE   Dogecoin             $0.098074  ▲ 0.62% ▲ 10.63%   $15.31Bn│",
            "│                                              ││ 13 LINK   Chainlink               $14.31  ▲ 3.44% ▲ 13.96%   $10.71Bn│",
            "│                                              ││ 14 XMR    Monero                 $555.25  ▼ 0.27%  ▼ 2.60%   $10.44Bn│",
            "│                                              ││ 15 WBT    WhiteBIT Coin           $83.92  ▲ 0.18%  ▲ 0.76%    $9.98Bn│",
            "│                                              ││ 16 USDS   USDS                     $1.00    0.00%  ▼ 0.03%    $9.75Bn│",
            "│                                              ││ 17 ADA    Cardano              $0.256993  ▲ 0.75% ▲ 13.71%    $9.65Bn│",
            "│                                              ││ 18 RAIN   Rain                $0.0129924  ▲ 9.62%  ▼ 7.20%    $9.21Bn│",
            "│                                              ││ 19 LEO    LEO Token                $8.98  ▲ 1.62%  ▲ 0.48%    $8.26Bn│",
            "│                                              ││ 20 XLM    Stellar              $0.219817  ▲ 1.31% ▲ 10.97%    $7.69Bn│",
            "│                                              ││ 21 BCH    Bitcoin Cash           $335.98  ▼ 0.68% ▲ 32.28%    $6.75Bn│",
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
            "offline │ PrivatBank · sample 2025 │ CoinGecko · sample 2026-09-26                                        ? help  q quit",
        ])
    }

    func testListAt60x15StacksPanes() {
        assertBuffer(PaneCases.dashboard(width: 60, height: 15), equals: [
            "┌ Rates · UAH per 1 unit ──────────────────────────────────┐",
            "│           PrivatBank cash    PrivatBank card    Spread   │",
            "│              buy     sale       buy     sale      best   │",
            "│ $  USD     41.25    41.85     41.35    41.84      0.49   │",
            "│ €  EUR     46.70    47.70     46.80    47.85      0.90   │",
            "└──────────────────────────────────────────────────────────┘",
            "┌ Coins · CoinGecko ───────────────────────────────── 1/50 ┐",
            "│  # Coin   Name                  Price    24h % Market Cap│",
            "│  1 BTC    Bitcoin          $84,093.00  ▲ 0.28%    $1.69Tr│",
            "│  2 ETH    Ethereum          $2,689.66  ▲ 0.06%  $328.38Bn│",
            "│  3 USDT   Tether                $1.00    0.00%  $183.79Bn│",
            "│  4 BNB    BNB                 $773.77  ▲ 0.04%  $103.03Bn│",
            "│  5 XRP    XRP                   $1.54  ▼ 1.77%   $96.99Bn│",
            "└──────────────────────────────────────────────────────────┘",
            "offline │ PrivatBank · sample 2025",
        ])
    }

    func testBitcoinDetailExpandedAt120x40() {
        assertBuffer(PaneCases.dashboardDetail(width: 120, height: 40, expanded: true), equals: [
            "┌ Bitcoin (BTC) ───────────────────────────────────────────────────────────────────────────────────────────── Esc back ┐",
            "│ 24h [7d] 30d 90d 1y max                                     high $87,158.43 23 Sep · low $80,231.02 20 Sep · ▲ 2.83% │",
            "│ $87.16K┤                                 ⡰⡀⢀                 ⢠⢣▲ $87,158.43                                          │",
            "│        │                               ⡀⡰⠁⠑⠚⡄    ⡤⢄⣀⡰⠔⠒⠉⠢⠤⠤⠜⠊⠁⠈⠉⢆                                                    │",
            "│        │                             ⡜⠉⠈    ⠱⠒⢢⣀⣰⠁⠈             ⠈⠉⠑⠔⡇                                                │",
            "│        │                           ⢠⠊                               ⢱                           ⢀⡀                   │",
            "│        │                          ⡜⠃                                ⠸⡀⡠⠔⠤⠊⠒⢄⢦⢀⢀⡼⡀  ⢀⢰⠢⡰⠢⠤⠔⠊⠱⠤⠤⣀⡰⠁⠈⢢     ⢀⡀⢀   ⣀⢄⣀⣀ ⢀ │",
            "│ $83.69K┤                         ⢸                                   ⠋       ⠁⠁ ⢇⣀⡠⠋⠇              ⠉⠒⠒⠉⠉⠊⠈⠁⠉⠉⠉ ⠈  ⠉⠁ │",
            "│        │                         ⢸                                              ⠈                                    │",
            "│        │                         ⡇                                                                                   │",
            "│        │⢢                   ⢀  ⢀⡠⠇                                                                                   │",
            "│        │ ⠉⠱⠔⠒⠢⡄       ⢀⡜⠢⠒⢄⠔⠊⠖⠉⠁                                                                                     │",
            "│ $80.23K┤      ⢱⠤⠤⣀⣀⢄⠤⠔⠁▼ $80,231.02                                                                                  │",
            "│         19 Sep                                                                                                26 Sep │",
            "│                                                                                                                      │",
            "│ Overview                                                    Additional Details                                       │",
            "│ Current Price                         $84,093.00 ▲ 0.28%    24h High                                      $84,296.00 │",
            "│ Market Capitalization                    $1.69Tr ▲ 0.29%    24h Low                                       $83,627.00 │",
            "│ Rank                                                  #1    24h Price Change                         $244.31 ▲ 0.28% │",
            "│ Volume                                          $18.73Bn    24h Market Cap Change                    $4.93Bn ▲ 0.29% │",
            "│                                                             Block Time                                        10 min │",
            "│                                                             Hashing Algorithm                                SHA-256 │",
            "│                                                                                                                      │",
            "│ Description                                                                                                          │",
            "│ Bitcoin is the first successful internet money based on peer-to-peer technology; whereby no central bank or          │",
            "│ authority is involved in the transaction and production of the Bitcoin currency. It was created by an anonymous      │",
            "│ individual/group under the name, Satoshi Nakamoto. The source code is available publicly as an open source project,  │",
            "│ anybody can look at it and be part of the developmental process.                                                     │",
            "│                                                                                                                      │",
            "│ Bitcoin is changing the way we see money as we speak. The idea was to produce a means of exchange, independent of    │",
            "│ any central authority, that could be transferred electronically in a secure, verifiable and immutable way. It is a   │",
            "│ decentralized peer-to-peer internet currency making mobile payment easy, very low transaction fees, protects your    │",
            "│ identity, and it works anywhere all the time with no central authority and banks.                                    │",
            "│                                                                                                                      │",
            "│ Less (d)                                                                                                             │",
            "│                                                                                                                      │",
            "│ Website  http://www.bitcoin.org                                                                                      │",
            "│ Reddit   https://www.reddit.com/r/Bitcoin/                                                                           │",
            "└──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────┘",
            "offline │ PrivatBank · sample 2025 │ CoinGecko · sample 2026-09-26                                        ? help  q quit",
        ])
    }

    func testBitcoinDetailAt60x15() {
        assertBuffer(PaneCases.dashboardDetail(width: 60, height: 15, expanded: false), equals: [
            "┌ Bitcoin (BTC) ───────────────────────────────── Esc back ┐",
            "│ 24h [7d] 30d 90d 1y max                          ▲ 2.83% │",
            "│ $87.16K┤           ⢀⡤⠖⠒⠓⠖⠤⠖⠒⠒⠒⠒⠚⠓▲⢴⣀⣀⣀⣀⣀ ⢀⣀⣀⣀⣀⣀⣠⣀⣀⣀⣀⣀⣀⣀⣀ │",
            "│ $80.23K┤⠢⠤⠤⣀⣀▼⣠⠤⠤⠤⠤⠎                    ⠉⠉               │",
            "│         19 Sep                                    26 Sep │",
            "│ Overview                      Additional Details         │",
            "│ Price   $84,093.00 ▲ 0.28%    24h High        $84,296.00 │",
            "│ Market Cap $1.69Tr ▲ 0.29%    24h Low         $83,627.00 │",
            "│ Rank                    #1    24h Change $244.31 ▲ 0.28% │",
            "│ Volume            $18.73Bn    Mkt Cap 2… $4.93Bn ▲ 0.29% │",
            "│                               Block Time          10 min │",
            "│                               Hashing Algorithm  SHA-256 │",
            "│ Bitcoin is the first successful internet money based on  │",
            "└──────────────────────────────────────────────────────────┘",
            "offline │ PrivatBank · sample 2025",
        ])
    }

    func testNoColourFrameHasNoColours() {
        let buffer = PaneCases.dashboard(width: 120, height: 40) { $0.theme = PaneTheme(colors: false, ascii: false, settings: ColorSettings()) }
        XCTAssertEqual(buffer.lines(), PaneCases.dashboard(width: 120, height: 40).lines())
        XCTAssertTrue(buffer.cells.allSatisfy { $0.style.foreground == .default && $0.style.background == .default })
    }

    func testRatesFocusMovesBorderHighlight() {
        let buffer = PaneCases.dashboard(width: 120, height: 40) { $0.focus = .rates }
        XCTAssertEqual(buffer[0, 0]?.style.foreground, .cyan)
        XCTAssertEqual(buffer[DashboardScreen.leftWidth(forWidth: buffer.area.width), 0]?.style.foreground, .default)
    }
}
