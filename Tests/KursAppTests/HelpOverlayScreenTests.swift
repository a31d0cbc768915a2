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
            "│ €  EUR           46.70       │ PgUp/PgDn               page up / down                 │ ▲ 0.28%   $1.69Tr ▁▁▃███▆▅▅▅▅│",
            "│ $  USD           41.25       │ Home/End  g/G           top / bottom                   │ ▲ 0.06% $328.38Bn ▂▁▅███▅▄▅▅▅│",
            "│                              │ Enter                   open coin                      │   0.00% $183.79Bn ▁▂▄▇▆█▇▅▅▇█│",
            "│ Card               buy       │ Esc  Backspace          clear the filter               │ ▲ 0.04% $103.03Bn ▁▁▅█▆▇▃▄▄▄▄│",
            "│ €  EUR           46.80       │ Tab/Shift-Tab           next / previous pane           │ ▼ 1.77%  $96.99Bn ▂▁▃▅▆█▅▅▆▇▇│",
            "│ $  USD           41.35       │ /                       filter coins                   │   0.00%  $75.32Bn ▁▁▂▇▆▇▆▆▅██│",
            "│                              │ w                       weather                        │ ▲ 0.04%  $71.33Bn ▂▁▃▆▆▆▅▄▆██│",
            "│                              │ r                       reload                         │ ▼ 0.12%  $31.95Bn ▃▆▆█▇▆▄▄▃▁▁│",
            "│                              │ R                       reload focused pane            │ ▲ 1.29%  $26.63Bn ▂▁▄▂▄█▅▄▆▆▅│",
            "│                              │ ?                       help                           │ ▼ 0.30%  $23.74Bn ▁▃▃▆▇▇█▇▆▆▆│",
            "│                              │ q                       quit / back                    │ ▲ 0.99%  $20.57Bn ▁▁▄▃▆█▄▂▂▂▂│",
            "│                              │ Coin detail                                            │ ▲ 0.62%  $15.31Bn ▂▁▃▇▇█▅▅▅▆▆│",
            "│                              │   Esc  Backspace  ←  h  back                           │ ▲ 3.44%  $10.71Bn ▁▁▃▄▄▄▁▂▅▇█│",
            "│                              │   m  Space  d           expand description             │ ▼ 0.27%  $10.44Bn ▁▁▇█▇▆▄▃▅▄▄│",
            "│                              │   ↑/↓  k/j              scroll the description         │ ▲ 0.18%   $9.98Bn ▂▁▄███▅▄▄▄▄│",
            "│                              │   PgUp/PgDn             page up / down                 │   0.00%   $9.75Bn ▄▅▇█▆▅▃▃▂▂▁│",
            "│                              │   Home  g               top of the description         │ ▲ 0.75%   $9.65Bn ▁▁▃▅▆█▅▅▆██│",
            "│                              │ Filter                                                 │ ▲ 9.62%   $9.21Bn ▇▆██▆▅▃▂▂▁▁│",
            "│                              │   Enter                 keep the filter                │ ▲ 1.62%   $8.26Bn ▄▅▅▆▇██▆▃▁▆│",
            "│                              │   Esc                   clear the filter               │ ▲ 1.31%   $7.69Bn ▂▁▃▆▆█▄▄▇██│",
            "│                              │ Converter                                              │ ▼ 0.68%   $6.75Bn ▁▁▂▂▅██▇▇▇▇│",
            "│                              │   ↑/↓                   amount / from / to             │ ▼ 6.10%   $6.28Bn ▁▂▄▄▅▅▅▅▆█▇│",
            "│                              │   0-9 . , + - * / ( )   amount                         │ ▲ 0.48%   $5.96Bn ▁▁▁▂▃█▄▃▃▅▅│",
            "│                              │   f/t                   pick from / to currency        │ ▲ 4.26%   $5.63Bn ▁▁▂▃▃▄▃▆▇▇█│",
            "│                              │   s                     swap                           │▲ 10.82%   $5.51Bn ▂▁▃▄▄▃▂▂▃▆█│",
            "│                              │   m                     bank / mid-market              │ ▼ 0.02%   $4.94Bn ▁▄▆█▁▅▃▄▄▆▂│",
            "│                              │   Enter                 pick the currency of the field │ ▲ 5.58%   $4.87Bn ▁▅█▇▆▇▄▃▃▄▆│",
            "│                              │   1-6                   quick picks (from / to field)  │ ▲ 6.05%   $4.84Bn ▁▁▃▅▅▅▄▄▅▇█│",
            "│                              │   Tab                   next pane                      │ ▼ 0.01%   $4.59Bn ▂▁▆█▆▄▂▇▃▄▇│",
            "│                              │ Currency picker                                        │   0.00%   $4.42Bn ▇▇██▄▄▄▃▁▆▅│",
            "│                              │   ↑/↓                   move                           │ ▲ 7.58%   $4.32Bn ▁▁▃▇▆█▄▄▄▅█│",
            "│                              │   Enter                 take                           │ ▲ 1.46%   $4.15Bn ▁▂▃▅▇█▅▅▆▆▆│",
            "│                              │   Esc                   cancel                         │ ▲ 8.50%   $3.77Bn ▂▁▃▆█▇▅▄▆▇█│",
            "│                              │ Weather                                                │ ▲ 3.06%   $3.56Bn ▂▁▃▆▇█▄▄▅▆▆│",
            "│                              │   a                     add a city (search)            │ ▲ 0.75%   $3.28Bn ▂▁▄▆▇█▄▄▅▇▇│",
            "│                              │   x  Delete             delete city                    │   0.00%   $3.26Bn ▁▅▅▇██▄▃▆██│",
            "└──────────────────────────────│   K/J  +/-              move city up / down            │──────────────────────────────┘",
            "offline │ PrivatBank · sample 2└──────────────────────────────── ↓ more · j/k PgUp/PgDn ┘                 ? help  q quit",
        ])
    }
}
