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
            "┌ Rates · PrivatBank ──────────┌ Help ───────────────────────────────────────── ? close ┐─────────────────────── 1/100 ┐",
            "│                     Cash     │ ↑/↓  k/j                move                           │4h % Market Cap 7 days        │",
            "│ UAH per 1    buy    sale     │ PgUp/PgDn               page up / down                 │.33%    $1.34Tr ▆▃▂▃▁▁▅▆▇█▅▅▅▅│",
            "│ €  EUR     46.70   47.70    4│ Home/End  g/G           top / bottom                   │.29%  $152.63Bn —             │",
            "│ $  USD     41.25   41.85    4│ Enter                   open coin                      │.06%   $66.31Bn —             │",
            "│                              │ Esc  Backspace          clear the filter               │.01%   $43.96Bn —             │",
            "│                              │ Tab/Shift-Tab           next / previous pane           │.55%   $43.25Bn —             │",
            "│                              │ /                       filter coins                   │.83%   $17.24Bn —             │",
            "│                              │ w                       weather                        │.00%   $16.38Bn —             │",
            "│                              │ r                       reload                         │.67%   $10.06Bn —             │",
            "│                              │ R                       reload focused pane            │.08%    $9.91Bn —             │",
            "│                              │ ?                       help                           │.32%    $7.23Bn —             │",
            "│                              │ q                       quit / back                    │.21%    $6.52Bn —             │",
            "│                              │ Coin detail                                            │.42%    $6.09Bn —             │",
            "│                              │   Esc  Backspace  ←  h  back                           │.42%    $5.61Bn —             │",
            "│                              │   m  Space  d           expand description             │.01%    $5.47Bn —             │",
            "│                              │   ↑/↓  k/j              scroll the description         │.98%    $5.07Bn —             │",
            "│                              │   PgUp/PgDn             page up / down                 │.03%    $5.06Bn —             │",
            "│                              │   Home  g               top of the description         │.38%    $4.97Bn —             │",
            "│                              │   End  G                bottom of the description      │.63%    $4.84Bn —             │",
            "│                              │ Filter                                                 │.52%    $4.11Bn —             │",
            "│                              │   Enter                 keep the filter                │.42%    $3.69Bn —             │",
            "│                              │   Esc                   clear the filter               │.09%    $3.22Bn —             │",
            "│                              │ Converter                                              │.79%    $3.21Bn —             │",
            "│                              │   ↑/↓                   amount / from / to             │.22%    $3.09Bn —             │",
            "│                              │   0-9 . , + - * / ( )   amount                         │.11%    $3.03Bn —             │",
            "│                              │   f/t                   pick from / to currency        │.18%    $2.86Bn —             │",
            "│                              │   s                     swap                           │.12%    $2.81Bn —             │",
            "│                              │   m                     bank / mid-market              │.97%    $2.77Bn —             │",
            "│                              │   Enter                 pick the currency of the field │.24%    $1.97Bn —             │",
            "│                              │   1-6                   quick picks (from / to field)  │.03%    $1.96Bn —             │",
            "│                              │   Tab                   next pane                      │.18%    $1.63Bn —             │",
            "│                              │ Currency picker                                        │.83%    $1.55Bn —             │",
            "│                              │   ↑/↓                   move                           │.05%    $1.54Bn —             │",
            "│                              │   Enter                 take                           │.65%    $1.40Bn —             │",
            "│                              │   Esc                   cancel                         │.26%    $1.35Bn —             │",
            "│                              │ Weather                                                │.96%    $1.33Bn —             │",
            "│                              │   a                     add a city (search)            │.37%    $1.22Bn —             │",
            "└──────────────────────────────│   x  Delete             delete city                    │──────────────────────────────┘",
            "PrivatBank · offline sample · 2└──────────────────────────────── ↓ more · j/k PgUp/PgDn ┘                 ? help  q quit",
        ])
    }
}
