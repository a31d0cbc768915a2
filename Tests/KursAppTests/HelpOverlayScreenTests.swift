import XCTest
import KursCore
import TerminalUI
import TestSupport
@testable import KursApp

/// The help overlay drawn over a frame.
final class HelpOverlayScreenTests: XCTestCase {

    func testHelpBoxIsCentredOverFrame() {
        assertBuffer(PaneCases.helpOverlay(), equals: [
            "x┌ Help ───────────────────────────────────────── ? close ┐x",
            "x│ ↑/↓  k/j                move                           │x",
            "x│ PgUp/PgDn               page up / down                 │x",
            "x│ Home/End  g/G           top / bottom                   │x",
            "x│ Enter                   open coin                      │x",
            "x│ Esc  Backspace          clear the filter               │x",
            "x│ Tab/Shift-Tab           next / previous pane           │x",
            "x│ /                       filter coins                   │x",
            "x│ w                       weather                        │x",
            "x│ r                       reload                         │x",
            "x│ R                       reload focused pane            │x",
            "x│ ?                       help                           │x",
            "x│ q                       quit / back                    │x",
            "x│ Coin detail                                            │x",
            "x└──────────────────────────────── ↓ more · j/k PgUp/PgDn ┘x",
        ])
    }

    func testHelpOverDashboard() {
        assertBuffer(PaneCases.dashboard(width: 120, height: 40) { $0.helpVisible = true }, equals: [
            "┌ Rates · PrivatBank cash ─────┌ Help ───────────────────────────────────────── ? close ┐──────────────────────────────┐",
            "│ UAH per 1 unit     buy       │ ↑/↓  k/j                move                           │     24h   Mkt Cap 7d         │",
            "│ €  EUR           46.70       │ PgUp/PgDn               page up / down                 │ ▼ 0.33%   $1.34Tr ▆▂▂▁▁▆▇█▅▅▅│",
            "│ $  USD           41.25       │ Home/End  g/G           top / bottom                   │ ▲ 0.29% $152.63Bn            │",
            "│                              │ Enter                   open coin                      │ ▲ 0.06%  $66.31Bn            │",
            "│ Card               buy       │ Esc  Backspace          clear the filter               │ ▲ 0.01%  $43.96Bn            │",
            "│ €  EUR           46.80       │ Tab/Shift-Tab           next / previous pane           │ ▲ 1.55%  $43.25Bn            │",
            "│ $  USD           41.35       │ /                       filter coins                   │ ▼ 0.83%  $17.24Bn            │",
            "│                              │ w                       weather                        │   0.00%  $16.38Bn            │",
            "│                              │ r                       reload                         │ ▲ 4.67%  $10.06Bn            │",
            "│                              │ R                       reload focused pane            │ ▼ 0.08%   $9.91Bn            │",
            "│                              │ ?                       help                           │ ▲ 0.32%   $7.23Bn            │",
            "│                              │ q                       quit / back                    │ ▼ 2.21%   $6.52Bn            │",
            "│                              │ Coin detail                                            │ ▲ 0.42%   $6.09Bn            │",
            "│                              │   Esc  Backspace  ←  h  back                           │ ▲ 1.42%   $5.61Bn            │",
            "│                              │   m  Space  d           expand description             │ ▲ 0.01%   $5.47Bn            │",
            "│                              │   ↑/↓  k/j              scroll the description         │ ▲ 3.98%   $5.07Bn            │",
            "│                              │   PgUp/PgDn             page up / down                 │ ▲ 0.03%   $5.06Bn            │",
            "│                              │   Home  g               top of the description         │ ▲ 0.38%   $4.97Bn            │",
            "│                              │ Filter                                                 │ ▲ 1.63%   $4.84Bn            │",
            "│                              │   Enter                 keep the filter                │ ▲ 0.52%   $4.11Bn            │",
            "│                              │   Esc                   clear the filter               │ ▲ 1.42%   $3.69Bn            │",
            "│                              │ Converter                                              │ ▼ 0.09%   $3.22Bn            │",
            "│                              │   ↑/↓                   amount / from / to             │ ▲ 0.79%   $3.21Bn            │",
            "│                              │   0-9 . , + - * / ( )   amount                         │ ▼ 0.22%   $3.09Bn            │",
            "│                              │   f/t                   pick from / to currency        │ ▲ 2.11%   $3.03Bn            │",
            "│                              │   s                     swap                           │ ▲ 0.18%   $2.86Bn            │",
            "│                              │   m                     bank / mid-market              │ ▼ 0.12%   $2.81Bn            │",
            "│                              │   Enter                 pick the currency of the field │ ▼ 0.97%   $2.77Bn            │",
            "│                              │   1-6                   quick picks (from / to field)  │ ▼ 0.24%   $1.97Bn            │",
            "│                              │   Tab                   next pane                      │ ▲ 0.03%   $1.96Bn            │",
            "│                              │ Currency picker                                        │ ▼ 1.18%   $1.63Bn            │",
            "│                              │   ↑/↓                   move                           │ ▲ 0.83%   $1.55Bn            │",
            "│                              │   Enter                 take                           │ ▼ 1.05%   $1.54Bn            │",
            "│                              │   Esc                   cancel                         │ ▲ 0.65%   $1.40Bn            │",
            "│                              │ Weather                                                │ ▲ 9.26%   $1.35Bn            │",
            "│                              │   a                     add a city (search)            │ ▲ 1.96%   $1.33Bn            │",
            "│                              │   x  Delete             delete city                    │ ▲ 2.37%   $1.22Bn            │",
            "└──────────────────────────────│   K/J  +/-              move city up / down            │──────────────────────────────┘",
            "PrivatBank · offline sample · 2└──────────────────────────────── ↓ more · j/k PgUp/PgDn ┘                 ? help  q quit",
        ])
    }
}
