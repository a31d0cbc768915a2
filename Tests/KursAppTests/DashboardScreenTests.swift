import XCTest
import KursCore
import TerminalUI
import TestSupport
@testable import KursApp

/// Whole dashboard frames from the embedded sample at 120x40 and 60x15.
final class DashboardScreenTests: XCTestCase {

    func testListAt120x40() {
        assertBuffer(PaneCases.dashboard(width: 120, height: 40), equals: [
            "┌ Rates · UAH per 1 unit ──────────────────────┐┌ Coins · CoinGecko ──────────────────────────────────────────── 1/100 ┐",
            "│           Privat cash    Privat card  Spread ││  # Coin   Name               Price    24h % Market Cap 7 days        │",
            "│            buy   sale     buy   sale    best ││  1 BTC    Bitcoin       $67,291.00  ▼ 0.33%    $1.34Tr ▆▃▂▃▁▁▅▆▇█▅▅▅▅│",
            "│ $  USD   41.25  41.85   41.35  41.84    0.49 ││  2 ETH    Ethereum       $1,266.66  ▲ 0.29%  $152.63Bn —             │",
            "│ €  EUR   46.70  47.70   46.80  47.85    0.90 ││  3 USDT   Tether             $1.00  ▲ 0.06%   $66.31Bn —             │",
            "│ zł PLN       —      —       —      —       — ││  4 USDC   USD Coin           $1.00  ▲ 0.01%   $43.96Bn —             │",
            "│ £  GBP       —      —       —      —       — ││  5 BNB    BNB              $264.91  ▲ 1.55%   $43.25Bn —             │",
            "│                                              ││  6 XRP    XRP             $0.34123  ▼ 0.83%   $17.24Bn —             │",
            "│                                              ││  7 BUSD   Binance…           $1.00    0.00%   $16.38Bn —             │",
            "│                                              ││  8 ADA    Cardano        $0.287645  ▲ 4.67%   $10.06Bn —             │",
            "│                                              ││  9 DOGE   Dogecoin       $0.072038  ▼ 0.08%    $9.91Bn —             │",
            "│                                              ││ 10 MATIC  Polygon        $0.807616  ▲ 0.32%    $7.23Bn —             │",
            "│                                              ││ 11 OKB    OKB               $26.48  ▼ 2.21%    $6.52Bn —             │",
            "│                                              ││ 12 STETH  Lido St…       $1,254.52  ▲ 0.42%    $6.09Bn —             │",
            "│                                              ││ 13 DOT    Polkadot           $4.72  ▲ 1.42%    $5.61Bn —             │",
            "│                                              ││ 14 LTC    Litecoin          $75.88  ▲ 0.01%    $5.47Bn —             │",
            "│                                              ││ 15 SOL    Solana            $13.72  ▲ 3.98%    $5.07Bn —             │",
            "│                                              ││ 16 DAI    Dai                $1.00  ▲ 0.03%    $5.06Bn —             │",
            "│                                              ││ 17 SHIB   Shiba I…     $0.00000845  ▲ 0.38%    $4.97Bn —             │",
            "│                                              ││ 18 TRX    TRON           $0.052672  ▲ 1.63%    $4.84Bn —             │",
            "│                                              ││ 19 UNI    Uniswap            $5.45  ▲ 0.52%    $4.11Bn —             │",
            "│                                              ││ 20 AVAX   Avalanc…          $11.85  ▲ 1.42%    $3.69Bn —             │",
            "│                                              ││ 21 LEO    LEO Tok…           $3.45  ▼ 0.09%    $3.22Bn —             │",
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
            "PrivatBank · offline sample · 2025 │ CoinGecko · offline sample · 2026-02-17                              ? help  q quit",
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
            "┌ Coins · CoinGecko ──────────────────────────────── 1/100 ┐",
            "│  # Coin   Name                  Price    24h % Market Cap│",
            "│  1 BTC    Bitcoin          $67,291.00  ▼ 0.33%    $1.34Tr│",
            "│  2 ETH    Ethereum          $1,266.66  ▲ 0.29%  $152.63Bn│",
            "│  3 USDT   Tether                $1.00  ▲ 0.06%   $66.31Bn│",
            "│  4 USDC   USD Coin              $1.00  ▲ 0.01%   $43.96Bn│",
            "│  5 BNB    BNB                 $264.91  ▲ 1.55%   $43.25Bn│",
            "└──────────────────────────────────────────────────────────┘",
            "PrivatBank · offline sample · 2025 │ CoinGecko · offline sa…",
        ])
    }

    func testBitcoinDetailExpandedAt120x40() {
        assertBuffer(PaneCases.dashboardDetail(width: 120, height: 40, expanded: true), equals: [
            "┌ Bitcoin (BTC) ───────────────────────────────────────────────────────────────────────────────────────────── Esc back ┐",
            "│ $70.79K┤                                                             ⡀           ⣠⢣⣀⡀                                │",
            "│        │   ⡀                                                        ⢀⢷     ⣄⡀  ⢀⠎   ⢸                                │",
            "│        │  ⢰⢱                                                      ⢀⠗⠚ ⢣⠎⠒⠊⠉ ⠈⠉⠢⡜     ⡇              ⢸⡀               │",
            "│        │⢀ ⡇⠈⡦⡀ ⡰⢄                                        ⡦⠢⡀⣀⣀⢄⣀⡀ ⡸                  ⠘⡴⠤⡄  ⣀      ⢀⡀⡎⡇      ⣀        │",
            "│        │⠎⢻   ⠑⠒⠁ ⢇                                      ⢸  ⠈    ⠈⠉                      ⠸⡀⢠⠃⠉⠑⡄⡜⣄⡠⠃⠈⠁⢱⡀   ⡜⠊ ⠋⠢⡀⢀⡀   │",
            "│ $68.08K┤         ⠸⡀                  ⢀⠴⡸⡀               ⡇                                ⠈⠁   ⠈       ⢇⢀⣀⡜     ⠘⠁⠘⢄⢀ │",
            "│        │          ⠱⡀    ⡀   ⡤⠳⡀⡔⢢⡄   ⡎ ⠁⢣              ⡸                                              ⠸⠃           ⠁ │",
            "│        │           ⢣⡤⢄ ⡔⢇  ⡜  ⠱⠁ ⠸⠒⠔⠴⠁   ⡇          ⢀⡰⠤⠃                                                             │",
            "│        │           ⠈ ⠈⠞ ⠸⢤⢰⠁             ⢇     ⢀⠦⡀⢀⢀⠎                                                                │",
            "│        │                  ⠏              ⢸   ⡜⢣⠎ ⠑⠊⠋                                                                 │",
            "│ $65.37K┤                                 ⠘⡤⠜⡜                                                                        │",
            "│         10 Feb                                                                                                17 Feb │",
            "│                                                                                                                      │",
            "│ Overview                                                    Additional Details                                       │",
            "│ Current Price                         $67,291.00 ▼ 0.33%    24h High                                      $69,088.00 │",
            "│ Market Capitalization                    $1.34Tr ▼ 0.49%    24h Low                                       $66,725.00 │",
            "│ Rank                                                  #1    24h Price Change                        -$222.07 ▼ 0.33% │",
            "│ Volume                                          $35.36Bn    24h Market Cap Change                   -$6.68Bn ▼ 0.49% │",
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
            "│ Bitcoin is designed to have only 21 million BTC ever created, thus making it a deflationary currency. Bitcoin uses   │",
            "│ Less (d)                                                                                                             │",
            "│                                                                                                                      │",
            "│ Website  http://www.bitcoin.org                                                                                      │",
            "│ Reddit   https://www.reddit.com/r/Bitcoin/                                                                           │",
            "└──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────┘",
            "PrivatBank · offline sample · 2025 │ CoinGecko · offline sample · 2026-02-17                              ? help  q quit",
        ])
    }

    func testBitcoinDetailAt60x15() {
        assertBuffer(PaneCases.dashboardDetail(width: 60, height: 15, expanded: false), equals: [
            "┌ Bitcoin (BTC) ───────────────────────────────── Esc back ┐",
            "│ $70.79K┤⣠⠴⢄⡠⣀        ⢀⡀      ⢠⠤⣠⢤⣠⠖⠱⠒⠒⠒⠲⠚⠙⠦⢤⣀⢄⣀⣀⣄⣆ ⣀⣠⣀⣀  │",
            "│ $65.37K┤    ⠈⠓⠲⠳⠔⠉⠋⠑⠒⠉⠑⣤⡤⠴⠤⠔⠒⠃                    ⠉⠁   ⠉ │",
            "│         10 Feb                                    17 Feb │",
            "│ Overview                      Additional Details         │",
            "│ Curren… $67,291.00 ▼ 0.33%    24h High        $69,088.00 │",
            "│ Market Ca… $1.34Tr ▼ 0.49%    24h Low         $66,725.00 │",
            "│ Rank                    #1    24h Pric… -$222.07 ▼ 0.33% │",
            "│ Volume            $35.36Bn    24h Mark… -$6.68Bn ▼ 0.49% │",
            "│                               Block Time          10 min │",
            "│                               Hashing Algorithm  SHA-256 │",
            "│ Bitcoin is the first successful internet money based on  │",
            "│ Read more… (d)                                           │",
            "└──────────────────────────────────────────────────────────┘",
            "PrivatBank · offline sample · 2025 │ CoinGecko · offline sa…",
        ])
    }

    func testNoColourFrameHasNoColours() {
        let buffer = PaneCases.dashboard(width: 120, height: 40) { $0.colorsEnabled = false }
        XCTAssertEqual(buffer.lines(), PaneCases.dashboard(width: 120, height: 40).lines())
        XCTAssertTrue(buffer.cells.allSatisfy { $0.style.foreground == .default && $0.style.background == .default })
    }

    func testRatesFocusMovesBorderHighlight() {
        let buffer = PaneCases.dashboard(width: 120, height: 40) { $0.focus = .rates }
        XCTAssertEqual(buffer[0, 0]?.style.foreground, .cyan)
        XCTAssertEqual(buffer[DashboardScreen.leftWidth(forWidth: buffer.area.width), 0]?.style.foreground, .default)
    }
}
