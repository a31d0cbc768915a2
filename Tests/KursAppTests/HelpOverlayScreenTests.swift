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
            "│ f/F                     favourite (★) / favourites only  │",
            "│ o/O                     sort: next column / reverse      │",
            "│ v                       next vs currency                 │",
            "│ p                       portfolio                        │",
            "│ r                       reload                           │",
            "└────────────────────────────────── ↓ more · j/k PgUp/PgDn ┘",
        ])
    }

    func testHelpOverDashboard() {
        assertBuffer(PaneCases.dashboard(width: 120, height: 40) { $0.help = HelpView() }, equals: [
            "┌ Rates · UAH per 1 ┌ Help ────────────────────────────────────────────────────────────── ? close ┐────────────── 1/50 ┐",
            "│           Privat c│ ↑/↓  k/j                move                                                │     7d % Market Cap│",
            "│            buy   s│ PgUp/PgDn               page up / down                                      │  ▲ 3.04%    $1.69Tr│",
            "│ $  USD   41.25  41│ Home/End  g/G           top / bottom                                        │  ▲ 1.88%  $328.38Bn│",
            "│ €  EUR   46.70  47│ Enter                   open coin / currency                                │  ▲ 0.02%  $183.79Bn│",
            "│ zł PLN       —    │ Esc  Backspace          clear the filter                                    │  ▲ 0.92%  $103.03Bn│",
            "│ £  GBP       —    │ Tab/Shift-Tab           next / previous pane                                │  ▲ 8.07%   $96.99Bn│",
            "│                   │ /                       filter coins                                        │  ▲ 0.01%   $75.32Bn│",
            "│                   │ w                       weather                                             │  ▲ 8.89%   $71.33Bn│",
            "│                   │ f/F                     favourite (★) / favourites only                     │  ▼ 0.49%   $31.95Bn│",
            "│                   │ o/O                     sort: next column / reverse                         │  ▲ 3.05%   $26.63Bn│",
            "│                   │ v                       next vs currency                                    │  ▼ 0.55%   $23.74Bn│",
            "│                   │ p                       portfolio                                           │  ▼ 0.46%   $20.57Bn│",
            "│                   │ r                       reload                                              │ ▲ 10.63%   $15.31Bn│",
            "│                   │ R                       reload focused pane                                 │ ▲ 13.96%   $10.71Bn│",
            "│                   │ ?                       help                                                │  ▼ 2.60%   $10.44Bn│",
            "│                   │ q                       quit / back                                         │  ▲ 0.76%    $9.98Bn│",
            "│                   │ Coin detail                                                                 │  ▼ 0.03%    $9.75Bn│",
            "│                   │   Esc  Backspace  ←  h  back                                                │ ▲ 13.71%    $9.65Bn│",
            "│                   │   1-6                   chart 24h / 7d / 30d / 90d / 1y / max               │  ▼ 7.20%    $9.21Bn│",
            "│                   │   m  Space  d           expand description                                  │  ▲ 0.48%    $8.26Bn│",
            "│                   │   ↑/↓  k/j              scroll the description                              │ ▲ 10.97%    $7.69Bn│",
            "│                   │   PgUp/PgDn             page up / down                                      │ ▲ 32.28%    $6.75Bn│",
            "│                   │   Home  g               top of the description                              │ ▲ 33.23%    $6.28Bn│",
            "│                   │   End  G                bottom of the description                           │  ▲ 8.28%    $5.96Bn│",
            "│                   │ Currency detail                                                             │ ▲ 25.23%    $5.63Bn│",
            "│                   │   Esc  Backspace  ←  h  back                                                │ ▲ 24.77%    $5.51Bn│",
            "│                   │   1-4                   7 / 30 / 90 / 365 days                              │  ▼ 0.02%    $4.94Bn│",
            "│                   │ Filter                                                                      │ ▲ 16.59%    $4.87Bn│",
            "│                   │   Enter                 keep the filter                                     │ ▲ 40.50%    $4.84Bn│",
            "│                   │   Esc                   clear the filter                                    │  ▲ 0.01%    $4.59Bn│",
            "│                   │ Converter                                                                   │  ▼ 0.02%    $4.42Bn│",
            "│                   │   ↑/↓                   amount / from / to                                  │ ▲ 10.39%    $4.32Bn│",
            "│                   │   0-9 . , + - * / ( )   amount                                              │ ▲ 17.45%    $4.15Bn│",
            "│                   │   f/t                   pick from / to currency                             │ ▲ 23.36%    $3.77Bn│",
            "│                   │   s                     swap                                                │ ▲ 10.44%    $3.56Bn│",
            "│                   │   m                     price with PrivatBank / Monobank / NBU / mid-market │ ▲ 10.35%    $3.28Bn│",
            "│                   │   Enter                 pick the currency of the field                      │  ▲ 0.01%    $3.26Bn│",
            "└───────────────────│   1-6                   quick picks (from / to field)                       │────────────────────┘",
            "offline │ PrivatBank└───────────────────────────────────────────────────── ↓ more · j/k PgUp/PgDn ┘       ? help  q quit",
        ])
    }
}

/// The help overlay never leaves a pane's border beside its own (it did: "? close ┐┐" at 80x24, "┌┌ Help" at 81x24).
final class HelpOverlayBorderTests: XCTestCase {
    func testNoDoubledBordersAt80And81Columns() {
        for width in [80, 81, 82, 100] {
            let lines = PaneCases.dashboard(width: width, height: 24) { $0.help = HelpView() }.lines()
            for pair in ["┐┐", "┌┌", "││", "└└", "┘┘"] {
                XCTAssertFalse(lines.contains { $0.contains(pair) }, "\(width)x24 has \(pair):\n" + lines.joined(separator: "\n"))
            }
            XCTAssertTrue(lines.contains { $0.contains("┌ Help") }, lines.joined(separator: "\n"))
        }
    }

    func testABoxOneColumnShortOfTheAreaReachesItsEdges() {
        let overlay = HelpOverlay()
        let needed = overlay.box(in: Rect(x: 0, y: 0, width: 500, height: 500))
        let area = Rect(x: 0, y: 0, width: needed.width + 1, height: needed.height + 3)
        XCTAssertEqual(overlay.box(in: area), Rect(x: 0, y: 0, width: needed.width + 1, height: needed.height + 1),
                       "one column left over on the right and one row on top are taken; two rows at the bottom stay")
    }
}
