import Foundation
import KursCore
import TerminalUI
import TestSupport
import XCTest
@testable import KursApp

/// Every terminal size from 0x0 upward renders without a crash: the dashboard (list, detail, help, filter),
/// each pane alone, and the real `DashboardView` path from an `AppState`. Every frame is exactly the size
/// asked for, rows are exactly as wide as the terminal, and below 60x15 the "too small" screen shows.
final class TerminalSizeReliabilityTests: XCTestCase {
    typealias D = PaneDataForTests

    /// (width, height) pairs: every width 0…130 at heights around the limits, every height 0…45 at widths
    /// around the limits, and a coarse grid over the rest.
    static let sizes: [(Int, Int)] = {
        var sizes = Set<[Int]>()
        for width in 0...130 { for height in [1, 15, 45] { sizes.insert([width, height]) } }
        for height in 0...45 { for width in [0, 1, 60, 130] { sizes.insert([width, height]) } }
        for width in stride(from: 2, through: 130, by: 16) {
            for height in stride(from: 2, through: 45, by: 8) { sizes.insert([width, height]) }
        }
        return sizes.sorted { ($0[0], $0[1]) < ($1[0], $1[1]) }.map { ($0[0], $0[1]) }
    }()

    static func assertFrame(_ buffer: Buffer, width: Int, height: Int, _ what: String,
                            file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(buffer.area, Rect(x: 0, y: 0, width: width, height: height), what, file: file, line: line)
        let lines = buffer.lines()
        XCTAssertEqual(lines.count, height, what, file: file, line: line)
        if let bad = lines.firstIndex(where: { DisplayWidth.of($0) != width }) {
            XCTFail("\(what): row \(bad) is \(DisplayWidth.of(lines[bad])) columns wide", file: file, line: line)
        }
    }

    func testDashboardScreenAtEverySize() {
        let variants: [(String, (inout DashboardScreenModel) -> Void)] = [
            ("list", { _ in }),
            ("detail", { $0.route = .detail(D.bitcoin); $0.coinDetail.detail = D.bitcoinDetail; $0.coinDetail.descriptionExpanded = true }),
            ("help", { $0.help = HelpView() }),
            ("filter", { $0.coinList.filterActive = true; $0.coinList.filter = "bit"; $0.focus = .rates }),
            ("empty", { $0.coinList.coins = []; $0.rates = RatesView(); $0.statusBar.sources = [] }),
            ("ascii", { $0.theme = PaneTheme(colors: false, ascii: true, settings: ColorSettings()); $0.route = .detail(D.bitcoin) }),
        ]
        var frames = 0
        for (index, (name, change)) in variants.enumerated() {
            // The list at every size; the other screens at every twelfth (they share the layout code).
            for (i, (width, height)) in Self.sizes.enumerated() where index == 0 || i % 12 == index {
                let buffer = PaneCases.dashboard(width: width, height: height, change)
                Self.assertFrame(buffer, width: width, height: height, "\(name) \(width)x\(height)")
                frames += 1
                guard width > 0, height > 0 else { continue }
                let text = buffer.lines().joined(separator: "\n")
                if TooSmallScreen.isTooSmall(width: width, height: height) {
                    for row in TooSmallScreen.rows(width: width, height: height) {
                        XCTAssertTrue(text.contains(row), "\(name) \(width)x\(height):\n\(text)")
                    }
                } else {
                    XCTAssertFalse(text.contains("terminal too small"), "\(name) \(width)x\(height)")
                    XCTAssertTrue(buffer.lines()[0].hasPrefix("┌"), "\(name) \(width)x\(height): a pane border at the top")
                }
            }
        }
        XCTAssertGreaterThan(frames, Self.sizes.count + Self.sizes.count / 3)
    }

    func testEveryPaneAloneAtEverySize() throws {
        let now = Date(timeIntervalSince1970: 1_401_265_659)
        let forecast = try fetchedFixture("darksky-forecast-with-alerts.json", darkSky: true, fetchedAt: now)
        let weather = weatherState([kyiv, lisbon], forecast: forecast)
        let converter = ConverterFixtures.state()
        let panes: [(String, any Widget)] = [
            ("rates", RatesPane(rows: D.comparisons(), sources: HistorySource.compared, midMarket: D.erapi, selected: 1,
                                focused: true)),
            ("coins", CoinListPane(coins: D.coins, selected: 50, focused: true, filter: "b", filterActive: true)),
            ("detail", CoinDetailPane(coin: D.bitcoin, detail: D.bitcoinDetail, descriptionExpanded: true, descriptionOffset: 9)),
            ("weather", WeatherPane(state: weather, now: now, focused: true)),
            ("converter", ConverterPane(state: converter, rates: ConverterFixtures.rates, focused: true)),
            ("help", HelpOverlay()),
            ("status", StatusBar(sources: [Span("PrivatBank · updated 3 min ago"), Span("CoinGecko · rate limited")])),
        ]
        for (name, pane) in panes {
            for (i, (width, height)) in Self.sizes.enumerated() where i % 6 == 0 || width < 3 || height < 3 {
                var buffer = Buffer(area: Rect(x: 0, y: 0, width: width, height: height))
                pane.render(area: buffer.area, buffer: &buffer)
                Self.assertFrame(buffer, width: width, height: height, "\(name) \(width)x\(height)")
            }
        }
    }

    func testAppStateRenderFollowsEveryResize() {
        var state = AppState(size: TerminalSize(width: 120, height: 40), isOffline: true)
        var previous = (120, 40)
        var rng = SplitMix64(seed: 42)
        for _ in 0..<400 {
            let size = (Int(rng.next() % 131), Int(rng.next() % 46))
            _ = AppReducer.reduce(&state, .resize(width: size.0, height: size.1), now: D.now)
            let buffer = DashboardView.render(state, now: D.now)
            Self.assertFrame(buffer, width: size.0, height: size.1, "after \(previous) → \(size)")
            previous = size
        }
    }
}
