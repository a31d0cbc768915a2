import Foundation
import KursCore
import TerminalUI

/// Stand-in panes drawn with `Buffer.setString` only, so the machinery is testable end to end. The real panes
/// replace these calls in `DashboardView.render`; each has the same shape: a pure function of
/// (state, area, now) into the buffer, no I/O.
enum PlaceholderView {
    static let title = Style.plain.with(.bold)
    static let selected = Style.plain.with(.reverse)

    static func renderRates(_ state: AppState, area: Rect, now: Date, buffer: inout Buffer) {
        let focused = state.focus == .rates && state.route == .dashboard
        buffer.setString(x: area.x, y: area.y, "Rates · PrivatBank cash · UAH per 1 unit" + (focused ? " ◀" : ""),
                         style: title, maxWidth: area.width)
        let rows = state.rateRows
        let visible = max(0, area.height - 1)
        let offset = scrollOffset(selection: state.ratesSelection, visible: visible)
        for (line, rate) in rows.dropFirst(offset).prefix(visible).enumerated() {
            let index = offset + line
            let text = "\(rate.ccy.rawValue.padding(toLength: 5, withPad: " ", startingAt: 0))"
                + "buy \(rate.buy)  sale \(rate.sale)" + (rate.baseCcy == .uah ? "" : " (\(rate.baseCcy))")
            buffer.setString(x: area.x, y: area.y + 1 + line, text,
                             style: focused && index == state.ratesSelection ? selected : .plain, maxWidth: area.width)
        }
    }

    static func renderCoins(_ state: AppState, area: Rect, now: Date, buffer: inout Buffer) {
        let focused = state.focus == .coins && state.route == .dashboard
        var header = "Coins · CoinGecko" + (focused ? " ◀" : "")
        if state.isEditingFilter || !state.filter.isEmpty {
            header += "  /" + state.filter + (state.isEditingFilter ? "▏" : "")
        }
        buffer.setString(x: area.x, y: area.y, header, style: title, maxWidth: area.width)
        let coins = state.visibleCoins
        let visible = max(0, area.height - 1)
        let offset = scrollOffset(selection: state.coinsSelection, visible: visible)
        for (line, coin) in coins.dropFirst(offset).prefix(visible).enumerated() {
            let index = offset + line
            let rank = coin.marketCapRank.map(String.init) ?? "—"
            let price = coin.currentPrice.map { "\($0)" } ?? "—"
            let text = "\(rank.padding(toLength: 4, withPad: " ", startingAt: 0))"
                + "\(coin.symbol.uppercased().padding(toLength: 7, withPad: " ", startingAt: 0))"
                + "\(coin.name.padding(toLength: 18, withPad: " ", startingAt: 0)) \(price)"
            buffer.setString(x: area.x, y: area.y + 1 + line, text,
                             style: focused && index == state.coinsSelection ? selected : .plain, maxWidth: area.width)
        }
    }

    static func renderCoinDetail(_ state: AppState, coinID: String, area: Rect, now: Date, buffer: inout Buffer) {
        let coin = (state.markets.current?.value.elements ?? []).first { $0.id == coinID }
        let detail = state.coinDetails[coinID]?.current?.value
        let name = coin?.name ?? detail?.name ?? coinID
        let symbol = (coin?.symbol ?? detail?.symbol ?? "").uppercased()
        var lines = ["\(name) \(symbol)", ""]
        lines.append("Current Price  \(coin?.currentPrice.map { "\($0)" } ?? "—")")
        lines.append("Hashing Algorithm  \(detail?.hashingAlgorithm ?? "n/a")")
        lines.append("Block Time  \(detail?.blockTimeInMinutes.map { "\($0) min" } ?? "n/a")")
        if let detail {
            lines.append("")
            let paragraphs = detail.description.split(separator: "\n").map(String.init)
            lines += state.isDescriptionExpanded ? paragraphs + ["Less"] : Array(paragraphs.prefix(3)) + ["Read more…"]
        } else if state[meta: .coinDetail(id: coinID)].isLoading {
            lines.append("loading…")
        }
        for (offset, line) in lines.prefix(area.height).enumerated() {
            buffer.setString(x: area.x, y: area.y + offset, line, style: offset == 0 ? title : .plain, maxWidth: area.width)
        }
    }

    /// The first row to show so that `selection` stays within `visible` rows.
    static func scrollOffset(selection: Int, visible: Int) -> Int {
        max(0, selection - max(1, visible) + 1)
    }
}
