import XCTest
import KursCore
import TerminalUI
import TestSupport
@testable import KursApp

/// The help overlay drawn over a frame.
final class HelpOverlayScreenTests: XCTestCase {

    func testHelpBoxIsCentredOverFrame() {
        assertBuffer(PaneCases.helpOverlay(), equals: [
            "xxxxx┌ Help ───────────────────────────────── ? close ┐xxxxx",
            "xxxxx│ ↑/↓  j/k               move                    │xxxxx",
            "xxxxx│ PgUp/PgDn              page up / down          │xxxxx",
            "xxxxx│ g/G                    top / bottom            │xxxxx",
            "xxxxx│ Enter                  open coin               │xxxxx",
            "xxxxx│ Esc  Backspace  q      back                    │xxxxx",
            "xxxxx│ Tab  Shift-Tab         next / previous pane    │xxxxx",
            "xxxxx│ /                      filter coins            │xxxxx",
            "xxxxx│ r                      reload                  │xxxxx",
            "xxxxx│ R                      reload focused pane     │xxxxx",
            "xxxxx│ d                      expand description      │xxxxx",
            "xxxxx│ w                      weather                 │xxxxx",
            "xxxxx│ Converter                                      │xxxxx",
            "xxxxx│   ↑/↓                  amount / from / to      │xxxxx",
            "xxxxx└────────────────────────────────────────────────┘xxxxx",
        ])
    }

    func testHelpOverDashboard() {
        assertBuffer(PaneCases.dashboard(width: 120, height: 40) { $0.helpVisible = true }, equals: [
            "┌ Rates · PrivatBank cash ─────────────┐┌ Coins · CoinGecko ───────────────────────────────────────────────────────────┐",
            "│ UAH per 1 unit     buy          sale ││  # Coin   Name                           Price      24h   Mkt Cap 7d         │",
            "│ €  EUR           46.70         47.70 ││  1 BTC    Bitcoin                   $67,291.00  ▼ 0.33%   $1.34Tr ▆▂▂▁▁▆▇█▅▅▅│",
            "│ $  USD           41.25         41.85 ││  2 ETH    Ethereum                   $1,266.66  ▲ 0.29% $152.63Bn            │",
            "│                                      ││  3 USDT   Tether                         $1.00  ▲ 0.06%  $66.31Bn            │",
            "│ Card               buy          s┌ Help ───────────────────────────────── ? close ┐.00  ▲ 0.01%  $43.96Bn            │",
            "│ €  EUR           46.80         47│ ↑/↓  j/k               move                    │.91  ▲ 1.55%  $43.25Bn            │",
            "│ $  USD           41.35         41│ PgUp/PgDn              page up / down          │123  ▼ 0.83%  $17.24Bn            │",
            "│                                  │ g/G                    top / bottom            │.00    0.00%  $16.38Bn            │",
            "│                                  │ Enter                  open coin               │645  ▲ 4.67%  $10.06Bn            │",
            "│                                  │ Esc  Backspace  q      back                    │038  ▼ 0.08%   $9.91Bn            │",
            "│                                  │ Tab  Shift-Tab         next / previous pane    │616  ▲ 0.32%   $7.23Bn            │",
            "│                                  │ /                      filter coins            │.48  ▼ 2.21%   $6.52Bn            │",
            "│                                  │ r                      reload                  │.52  ▲ 0.42%   $6.09Bn            │",
            "│                                  │ R                      reload focused pane     │.72  ▲ 1.42%   $5.61Bn            │",
            "│                                  │ d                      expand description      │.88  ▲ 0.01%   $5.47Bn            │",
            "│                                  │ w                      weather                 │.72  ▲ 3.98%   $5.07Bn            │",
            "│                                  │ Converter                                      │.00  ▲ 0.03%   $5.06Bn            │",
            "│                                  │   ↑/↓                  amount / from / to      │845  ▲ 0.38%   $4.97Bn            │",
            "│                                  │   0-9 . , + - * / ( )  amount                  │672  ▲ 1.63%   $4.84Bn            │",
            "│                                  │   f / t                pick from / to currency │.45  ▲ 0.52%   $4.11Bn            │",
            "│                                  │   s                    swap                    │.85  ▲ 1.42%   $3.69Bn            │",
            "│                                  │   m                    bank / mid-market       │.45  ▼ 0.09%   $3.22Bn            │",
            "│                                  │   1-6                  quick picks             │.18  ▲ 0.79%   $3.21Bn            │",
            "│                                  │ Weather                                        │.66  ▼ 0.22%   $3.09Bn            │",
            "│                                  │   a                    add a city (search)     │.39  ▲ 2.11%   $3.03Bn            │",
            "│                                  │   x                    delete city             │.81  ▲ 0.18%   $2.86Bn            │",
            "│                                  │   K / J                move city up / down     │.81  ▼ 0.12%   $2.81Bn            │",
            "│                                  │   u                    °C / °F                 │.84  ▼ 0.97%   $2.77Bn            │",
            "│                                  │   ←/→                  hours                   │316  ▼ 0.24%   $1.97Bn            │",
            "│                                  │ ?                      help                    │.74  ▲ 0.03%   $1.96Bn            │",
            "│                                  │ q                      quit (top level)        │.12  ▼ 1.18%   $1.63Bn            │",
            "│                                  │ Ctrl-C                 quit                    │.21  ▲ 0.83%   $1.55Bn            │",
            "│                                  └────────────────────────────────────────────────┘151  ▼ 1.05%   $1.54Bn            │",
            "│                                      ││ 33 ALGO   Algorand                   $0.194244  ▲ 0.65%   $1.40Bn            │",
            "│                                      ││ 34 LDO    Lido DAO                       $1.62  ▲ 9.26%   $1.35Bn            │",
            "│                                      ││ 35 NEAR   NEAR Protocol                  $1.58  ▲ 1.96%   $1.33Bn            │",
            "│                                      ││ 36 FIL    Filecoin                       $3.38  ▲ 2.37%   $1.22Bn            │",
            "└──────────────────────────────────────┘└──────────────────────────────────────────────────────────────────────────────┘",
            "PrivatBank · offline sample · 2025 │ CoinGecko · offline sample · 2026-02-17                              ? help  q quit",
        ])
    }
}
