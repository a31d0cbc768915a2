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
            "x│ Enter                   open coin / currency           │x",
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
            "┌ Rates · UAH per 1 unit ──────┌ Help ───────────────────────────────────────── ? close ┐─────────────────────── 1/100 ┐",
            "│           Privat cash    Priv│ ↑/↓  k/j                move                           │4h % Market Cap 7 days        │",
            "│            buy   sale     buy│ PgUp/PgDn               page up / down                 │.33%    $1.34Tr ▆▃▂▃▁▁▅▆▇█▅▅▅▅│",
            "│ $  USD   41.25  41.85   41.35│ Home/End  g/G           top / bottom                   │.29%  $152.63Bn —             │",
            "│ €  EUR   46.70  47.70   46.80│ Enter                   open coin / currency           │.06%   $66.31Bn —             │",
            "│ zł PLN       —      —       —│ Esc  Backspace          clear the filter               │.01%   $43.96Bn —             │",
            "│ £  GBP       —      —       —│ Tab/Shift-Tab           next / previous pane           │.55%   $43.25Bn —             │",
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
            "│                              │ Currency detail                                        │.52%    $4.11Bn —             │",
            "│                              │   Esc  Backspace  ←  h  back                           │.42%    $3.69Bn —             │",
            "│                              │   1-4/1-4/1-4/1-4       7 / 30 / 90 / 365 days         │.09%    $3.22Bn —             │",
            "│                              │ Filter                                                 │.79%    $3.21Bn —             │",
            "│                              │   Enter                 keep the filter                │.22%    $3.09Bn —             │",
            "│                              │   Esc                   clear the filter               │.11%    $3.03Bn —             │",
            "│                              │ Converter                                              │.18%    $2.86Bn —             │",
            "│                              │   ↑/↓                   amount / from / to             │.12%    $2.81Bn —             │",
            "│                              │   0-9 . , + - * / ( )   amount                         │.97%    $2.77Bn —             │",
            "│                              │   f/t                   pick from / to currency        │.24%    $1.97Bn —             │",
            "│                              │   s                     swap                           │.03%    $1.96Bn —             │",
            "│                              │   m                     bank / mid-market              │.18%    $1.63Bn —             │",
            "│                              │   Enter                 pick the currency of the field │.83%    $1.55Bn —             │",
            "│                              │   1-6                   quick picks (from / to field)  │.05%    $1.54Bn —             │",
            "│                              │   Tab                   next pane                      │.65%    $1.40Bn —             │",
            "│                              │ Currency picker                                        │.26%    $1.35Bn —             │",
            "│                              │   ↑/↓                   move                           │.96%    $1.33Bn —             │",
            "│                              │   Enter                 take                           │.37%    $1.22Bn —             │",
            "└──────────────────────────────│   Esc                   cancel                         │──────────────────────────────┘",
            "PrivatBank · offline sample · 2└──────────────────────────────── ↓ more · j/k PgUp/PgDn ┘                 ? help  q quit",
        ])
    }
}
