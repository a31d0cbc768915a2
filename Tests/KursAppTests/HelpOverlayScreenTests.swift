import XCTest
import KursCore
import TerminalUI
import TestSupport
@testable import KursApp

/// The help overlay drawn over a frame.
final class HelpOverlayScreenTests: XCTestCase {

    func testHelpBoxIsCentredOverFrame() {
        assertBuffer(PaneCases.helpOverlay(), equals: [
            "┌ Help ─────────────────────────────────────────── ? close ┐",
            "│ ↑/↓  k/j                move                             │",
            "│ PgUp/PgDn               page up / down                   │",
            "│ Home/End  g/G           top / bottom                     │",
            "│ Enter                   open coin / currency             │",
            "│ Esc  Backspace          clear the filter                 │",
            "│ Tab/Shift-Tab           next / previous pane             │",
            "│ /                       filter coins                     │",
            "│ w                       weather                          │",
            "│ r                       reload                           │",
            "│ R                       reload focused pane              │",
            "│ ?                       help                             │",
            "│ q                       quit / back                      │",
            "│ Coin detail                                              │",
            "└────────────────────────────────── ↓ more · j/k PgUp/PgDn ┘",
        ])
    }

    func testHelpOverDashboard() {
        assertBuffer(PaneCases.dashboard(width: 120, height: 40) { $0.helpVisible = true }, equals: [
            "┌ Rates · UAH per 1 ┌ Help ────────────────────────────────────────────────────────────── ? close ┐───────────── 1/100 ┐",
            "│           Privat c│ ↑/↓  k/j                move                                                │t Cap 7 days        │",
            "│            buy   s│ PgUp/PgDn               page up / down                                      │.34Tr ▆▃▂▃▁▁▅▆▇█▅▅▅▅│",
            "│ $  USD   41.25  41│ Home/End  g/G           top / bottom                                        │.63Bn —             │",
            "│ €  EUR   46.70  47│ Enter                   open coin / currency                                │.31Bn —             │",
            "│ zł PLN       —    │ Esc  Backspace          clear the filter                                    │.96Bn —             │",
            "│ £  GBP       —    │ Tab/Shift-Tab           next / previous pane                                │.25Bn —             │",
            "│                   │ /                       filter coins                                        │.24Bn —             │",
            "│                   │ w                       weather                                             │.38Bn —             │",
            "│                   │ r                       reload                                              │.06Bn —             │",
            "│                   │ R                       reload focused pane                                 │.91Bn —             │",
            "│                   │ ?                       help                                                │.23Bn —             │",
            "│                   │ q                       quit / back                                         │.52Bn —             │",
            "│                   │ Coin detail                                                                 │.09Bn —             │",
            "│                   │   Esc  Backspace  ←  h  back                                                │.61Bn —             │",
            "│                   │   m  Space  d           expand description                                  │.47Bn —             │",
            "│                   │   ↑/↓  k/j              scroll the description                              │.07Bn —             │",
            "│                   │   PgUp/PgDn             page up / down                                      │.06Bn —             │",
            "│                   │   Home  g               top of the description                              │.97Bn —             │",
            "│                   │   End  G                bottom of the description                           │.84Bn —             │",
            "│                   │ Currency detail                                                             │.11Bn —             │",
            "│                   │   Esc  Backspace  ←  h  back                                                │.69Bn —             │",
            "│                   │   1-4/1-4/1-4/1-4       7 / 30 / 90 / 365 days                              │.22Bn —             │",
            "│                   │ Filter                                                                      │.21Bn —             │",
            "│                   │   Enter                 keep the filter                                     │.09Bn —             │",
            "│                   │   Esc                   clear the filter                                    │.03Bn —             │",
            "│                   │ Converter                                                                   │.86Bn —             │",
            "│                   │   ↑/↓                   amount / from / to                                  │.81Bn —             │",
            "│                   │   0-9 . , + - * / ( )   amount                                              │.77Bn —             │",
            "│                   │   f/t                   pick from / to currency                             │.97Bn —             │",
            "│                   │   s                     swap                                                │.96Bn —             │",
            "│                   │   m                     price with PrivatBank / Monobank / NBU / mid-market │.63Bn —             │",
            "│                   │   Enter                 pick the currency of the field                      │.55Bn —             │",
            "│                   │   1-6                   quick picks (from / to field)                       │.54Bn —             │",
            "│                   │   Tab                   next pane                                           │.40Bn —             │",
            "│                   │ Currency picker                                                             │.35Bn —             │",
            "│                   │   ↑/↓                   move                                                │.33Bn —             │",
            "│                   │   Enter                 take                                                │.22Bn —             │",
            "└───────────────────│   Esc                   cancel                                              │────────────────────┘",
            "PrivatBank · offline└───────────────────────────────────────────────────── ↓ more · j/k PgUp/PgDn ┘       ? help  q quit",
        ])
    }
}
