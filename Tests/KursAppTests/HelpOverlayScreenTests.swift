import XCTest
import KursCore
import TerminalUI
import TestSupport
@testable import KursApp

/// The help overlay drawn over a frame.
final class HelpOverlayScreenTests: XCTestCase {

    func testHelpBoxIsCentredOverFrame() {
        assertBuffer(PaneCases.helpOverlay(), equals: [
            "xxxxxxxxx┌ Help ──────────────────────── ? close ┐xxxxxxxxxx",
            "xxxxxxxxx│ ↑/↓  j/k           move               │xxxxxxxxxx",
            "xxxxxxxxx│ PgUp/PgDn          page up / down     │xxxxxxxxxx",
            "xxxxxxxxx│ g/G                top / bottom       │xxxxxxxxxx",
            "xxxxxxxxx│ Enter              open coin          │xxxxxxxxxx",
            "xxxxxxxxx│ Esc  Backspace  q  back               │xxxxxxxxxx",
            "xxxxxxxxx│ Tab                switch pane        │xxxxxxxxxx",
            "xxxxxxxxx│ /                  filter coins       │xxxxxxxxxx",
            "xxxxxxxxx│ r                  reload             │xxxxxxxxxx",
            "xxxxxxxxx│ d                  expand description │xxxxxxxxxx",
            "xxxxxxxxx│ ?                  help               │xxxxxxxxxx",
            "xxxxxxxxx│ q                  quit (top level)   │xxxxxxxxxx",
            "xxxxxxxxx│ Ctrl-C             quit               │xxxxxxxxxx",
            "xxxxxxxxx└───────────────────────────────────────┘xxxxxxxxxx",
            "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
        ])
    }

    func testHelpOverDashboard() {
        assertBuffer(PaneCases.dashboard(width: 120, height: 40) { $0.helpVisible = true }, equals: [
            "┌ Rates · PrivatBank cash ───────────┐┌ Coins · CoinGecko ─────────────────────────────────────────────────────────────┐",
            "│ UAH per 1 unit    buy         sale ││  # Coin   Name                           Price      24h   Mkt Cap 7d           │",
            "│ €  EUR          46.70        47.70 ││  1 BTC    Bitcoin                   $67,291.00  ▼ 0.33%   $1.34Tr ▆▄▃▄▁▃▆▇█▇▆▅▅│",
            "│ $  USD          41.25        41.85 ││  2 ETH    Ethereum                   $1,266.66  ▲ 0.29% $152.63Bn              │",
            "│                                    ││  3 USDT   Tether                         $1.00  ▲ 0.06%  $66.31Bn              │",
            "│ Card              buy         sale ││  4 USDC   USD Coin                       $1.00  ▲ 0.01%  $43.96Bn              │",
            "│ €  EUR          46.80        47.85 ││  5 BNB    BNB                          $264.91  ▲ 1.55%  $43.25Bn              │",
            "│ $  USD          41.35        41.84 ││  6 XRP    XRP                         $0.34123  ▼ 0.83%  $17.24Bn              │",
            "│                                    ││  7 BUSD   Binance USD                    $1.00    0.00%  $16.38Bn              │",
            "│                                    ││  8 ADA    Cardano                    $0.287645  ▲ 4.67%  $10.06Bn              │",
            "│                                    ││  9 DOGE   Dogecoin                   $0.072038  ▼ 0.08%   $9.91Bn              │",
            "│                                    ││ 10 MATIC  Polygon                    $0.807616  ▲ 0.32%   $7.23Bn              │",
            "│                                    ││ 11 OKB    OKB                           $26.48  ▼ 2.21%   $6.52Bn              │",
            "│                                    ││┌ Help ──────────────────────── ? close ┐254.52  ▲ 0.42%   $6.09Bn              │",
            "│                                    │││ ↑/↓  j/k           move               │ $4.72  ▲ 1.42%   $5.61Bn              │",
            "│                                    │││ PgUp/PgDn          page up / down     │$75.88  ▲ 0.01%   $5.47Bn              │",
            "│                                    │││ g/G                top / bottom       │$13.72  ▲ 3.98%   $5.07Bn              │",
            "│                                    │││ Enter              open coin          │ $1.00  ▲ 0.03%   $5.06Bn              │",
            "│                                    │││ Esc  Backspace  q  back               │000845  ▲ 0.38%   $4.97Bn              │",
            "│                                    │││ Tab                switch pane        │052672  ▲ 1.63%   $4.84Bn              │",
            "│                                    │││ /                  filter coins       │ $5.45  ▲ 0.52%   $4.11Bn              │",
            "│                                    │││ r                  reload             │$11.85  ▲ 1.42%   $3.69Bn              │",
            "│                                    │││ d                  expand description │ $3.45  ▼ 0.09%   $3.22Bn              │",
            "│                                    │││ ?                  help               │ $2.18  ▲ 0.79%   $3.21Bn              │",
            "│                                    │││ q                  quit (top level)   │889.66  ▼ 0.22%   $3.09Bn              │",
            "│                                    │││ Ctrl-C             quit               │$10.39  ▲ 2.11%   $3.03Bn              │",
            "│                                    ││└───────────────────────────────────────┘ $5.81  ▲ 0.18%   $2.86Bn              │",
            "│                                    ││ 26 XMR    Monero                       $154.81  ▼ 0.12%   $2.81Bn              │",
            "│                                    ││ 27 ETC    Ethereum Classic              $19.84  ▼ 0.97%   $2.77Bn              │",
            "│                                    ││ 28 XLM    Stellar                    $0.075316  ▼ 0.24%   $1.97Bn              │",
            "│                                    ││ 29 BCH    Bitcoin Cash                 $101.74  ▲ 0.03%   $1.96Bn              │",
            "│                                    ││ 30 QNT    Quant                        $112.12  ▼ 1.18%   $1.63Bn              │",
            "│                                    ││ 31 APE    ApeCoin                        $4.21  ▲ 0.83%   $1.55Bn              │",
            "│                                    ││ 32 CRO    Cronos                     $0.061151  ▼ 1.05%   $1.54Bn              │",
            "│                                    ││ 33 ALGO   Algorand                   $0.194244  ▲ 0.65%   $1.40Bn              │",
            "│                                    ││ 34 LDO    Lido DAO                       $1.62  ▲ 9.26%   $1.35Bn              │",
            "│                                    ││ 35 NEAR   NEAR Protocol                  $1.58  ▲ 1.96%   $1.33Bn              │",
            "│                                    ││ 36 FIL    Filecoin                       $3.38  ▲ 2.37%   $1.22Bn              │",
            "└────────────────────────────────────┘└────────────────────────────────────────────────────────────────────────────────┘",
            "PrivatBank · offline sample · 2025 │ CoinGecko · offline sample · 2026-02-17                              ? help  q quit",
        ])
    }
}
