import Foundation
import KursCore
@testable import KursApp
import TerminalUI

/// The frames the pane and screen snapshot tests draw, each from the embedded sample (or a named variation).
enum PaneCases {
    typealias D = PaneDataForTests

    /// The comparison rows of the embedded sample (PrivatBank cash and card) — what the dashboard shows offline.
    static let sampleComparisons = D.comparisons(sources: [.privatbank, .privatbankCard])

    static func ratesCashAndCard() -> Buffer {
        D.render(RatesPane(rows: sampleComparisons, sources: [.privatbank, .privatbankCard], selected: 1,
                           focused: true), width: 38, height: 12)
    }

    static func ratesSmall() -> Buffer {
        D.render(RatesPane(rows: sampleComparisons, sources: [.privatbank, .privatbankCard], selected: 0,
                           focused: false), width: 30, height: 5)
    }

    /// Every source: PrivatBank cash and card (embedded sample), Monobank and the NBU (fixtures), open.er-api.
    static func ratesComparison(width: Int, height: Int, selected: Int? = nil, theme: PaneTheme = PaneTheme()) -> Buffer {
        D.render(RatesPane(rows: D.comparisons(), sources: HistorySource.compared, midMarket: D.erapi,
                           selected: selected, focused: selected != nil, theme: theme), width: width, height: height)
    }

    static func ratesLoading() -> Buffer {
        D.render(RatesPane(rows: sampleComparisons, sources: [], message: Span("loading…")), width: 30, height: 4)
    }

    static func coinList() -> Buffer {
        D.render(CoinListPane(coins: D.coins, selected: 0, focused: true), width: 82, height: 12)
    }

    static func coinListSmallPrice() -> Buffer {
        D.render(CoinListPane(coins: D.coins, selected: 0, focused: true, filter: "sh", filterActive: true),
                 width: 82, height: 9)
    }

    static func coinListNarrow() -> Buffer {
        D.render(CoinListPane(coins: D.coins, selected: 2, offset: 0, focused: true), width: 40, height: 7)
    }

    static func coinListScrolled() -> Buffer {
        D.render(CoinListPane(coins: D.coins, selected: 20, offset: 0, focused: true), width: 60, height: 7)
    }

    static func coinListNoMatch() -> Buffer {
        D.render(CoinListPane(coins: D.coins, filter: "zzz", filterActive: true), width: 60, height: 5)
    }

    static let emptyCoin = Coin(id: "nothing", symbol: "nil", name: "Nothing Known")
    static let emptyDetail = CoinDetail(id: "nothing", symbol: "nil", name: "Nothing Known")

    static func coinListAbsentValues() -> Buffer {
        D.render(CoinListPane(coins: [emptyCoin, D.coins[1]]), width: 82, height: 5)
    }

    static func detailBitcoin(expanded: Bool = false, offset: Int = 0, width: Int = 82, height: Int = 39) -> Buffer {
        D.render(CoinDetailPane(coin: D.bitcoin, detail: D.bitcoinDetail, descriptionExpanded: expanded,
                                descriptionOffset: offset), width: width, height: height)
    }

    static let cjkDetail = CoinDetail(
        id: "bitcoin", symbol: "btc", name: "Bitcoin", blockTimeInMinutes: 10, hashingAlgorithm: "SHA-256",
        description: "比特币是第一个成功的互联网货币 🚀 based on peer-to-peer technology; 没有中央银行 🏦 参与交易。"
            + " Emoji 👍🏽 and 👨‍👩‍👧 stay whole.\n第二段：去中心化的数字货币，任何人都可以查看源代码。 The end.",
        homepage: "https://bitcoin.org", subredditURL: "javascript:alert(1)")

    static func detailCJK() -> Buffer {
        D.render(CoinDetailPane(coin: D.bitcoin, detail: cjkDetail, descriptionExpanded: true), width: 60, height: 30)
    }

    static func detailAbsent() -> Buffer {
        D.render(CoinDetailPane(coin: emptyCoin, detail: emptyDetail), width: 82, height: 26)
    }

    static func detailError() -> Buffer {
        D.render(CoinDetailPane(coin: D.coins[1], detail: nil,
                                detailMessage: Span(FetchError.rateLimited(retryAfter: 119).message)),
                 width: 60, height: 14)
    }

    static func statusBar(width: Int) -> Buffer {
        let sources = [
            Span("PrivatBank · sample 2025"),
            Span("CoinGecko · cache 15:57 · rate limited · retry in 1:59", style: PaneTheme().error),
        ]
        let shorter = [[Span("Privat · sample 2025"), Span("Gecko · cache 15:57 · rate limited", style: PaneTheme().error)]]
        return D.render(StatusBar(sources: sources, shorterForms: shorter), width: width, height: 1)
    }

    static func helpOverlay() -> Buffer {
        var buffer = Buffer(area: Rect(x: 0, y: 0, width: 60, height: 15), fill: Cell(symbol: "x"))
        HelpOverlay().render(area: buffer.area, buffer: &buffer)
        return buffer
    }

    static func dashboardModel() -> DashboardScreenModel {
        var m = DashboardScreenModel()
        m.rates.rows = sampleComparisons
        m.rates.sources = [.privatbank, .privatbankCard]
        m.coinList.coins = D.coins
        m.now = D.now
        m.coinDetail.fetchedAt = D.now
        m.statusBar.sources = [
            Span("offline"), Span("PrivatBank · sample 2025"), Span("CoinGecko · sample 2026-09-26"),
        ]
        return m
    }

    static func dashboard(width: Int, height: Int, _ change: (inout DashboardScreenModel) -> Void = { _ in }) -> Buffer {
        var m = dashboardModel()
        change(&m)
        return DashboardScreen.render(model: m, size: ScreenSize(width: width, height: height))
    }

    /// The dashboard with every comparison source and open.er-api loaded.
    static func dashboardComparison(width: Int, height: Int, _ change: (inout DashboardScreenModel) -> Void = { _ in })
        -> Buffer
    {
        dashboard(width: width, height: height) {
            $0.rates.rows = D.comparisons()
            $0.rates.sources = HistorySource.compared
            $0.rates.midMarket = D.erapi
            change(&$0)
        }
    }

    static func dashboardDetail(width: Int, height: Int, expanded: Bool) -> Buffer {
        dashboard(width: width, height: height) {
            $0.route = .detail(D.bitcoin)
            $0.coinDetail.detail = D.bitcoinDetail
            $0.coinDetail.descriptionExpanded = expanded
        }
    }

    /// Every case by name, for the preview dump.
    static let all: [(String, @Sendable () -> Buffer)] = [
        ("ratesCashAndCard", ratesCashAndCard), ("ratesSmall", ratesSmall),
        ("ratesComparison80", { ratesComparison(width: 80, height: 8) }),
        ("ratesLoading", ratesLoading),
        ("coinList", coinList), ("coinListSmallPrice", coinListSmallPrice), ("coinListNarrow", coinListNarrow),
        ("coinListScrolled", coinListScrolled), ("coinListNoMatch", coinListNoMatch),
        ("coinListAbsentValues", coinListAbsentValues),
        ("detailBitcoin", { detailBitcoin() }), ("detailBitcoinSmall", { detailBitcoin(width: 60, height: 14) }),
        ("detailBitcoinExpandedScrolled", { detailBitcoin(expanded: true, offset: 4, width: 60, height: 30) }),
        ("detailCJK", detailCJK), ("detailAbsent", detailAbsent), ("detailError", detailError),
        ("statusBar120", { statusBar(width: 120) }), ("statusBar60", { statusBar(width: 60) }),
        ("statusBar12", { statusBar(width: 12) }),
        ("helpOverlay", helpOverlay),
        ("tooSmall59x15", { dashboard(width: 59, height: 15) }), ("tooSmall1x1", { dashboard(width: 1, height: 1) }),
        ("dashboardList120", { dashboard(width: 120, height: 40) }),
        ("dashboardList60", { dashboard(width: 60, height: 15) }),
        ("dashboardDetail120Expanded", { dashboardDetail(width: 120, height: 40, expanded: true) }),
        ("dashboardDetail60", { dashboardDetail(width: 60, height: 15, expanded: false) }),
        ("dashboardHelp120", { dashboard(width: 120, height: 40) { $0.help = HelpView() } }),
    ]
}
