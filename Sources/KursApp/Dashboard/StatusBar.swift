public import Foundation
import KursCore
import TerminalUI

/// The bottom line: per source where its data came from and how old it is, then key hints.
public enum StatusBar {
    /// One source's status, e.g. "PrivatBank · offline sample · 2025", "CoinGecko · updated 3 min ago",
    /// "open.er-api · failed: offline" (a failure keeps the last value, so its age follows).
    public static func describe(_ source: SourceID, in state: AppState, now: Date) -> String {
        let meta = state[meta: source]
        var parts = [source.displayName]
        if let loaded = state.loaded(source) {
            switch loaded.origin {
            case .embeddedSample(let recordedOn): parts.append("offline sample · \(recordedOn)")
            case .cache, .network: parts.append("updated \(age(from: loaded.fetchedAt, to: now))")
            }
        } else if meta.isLoading {
            parts.append("loading…")
        } else {
            parts.append("no data")
        }
        if case .failed(let error) = meta.status { parts.append("failed: \(error.message)") }
        return parts.joined(separator: " · ")
    }

    /// "just now", "3 min ago", "2 h ago", "4 d ago".
    public static func age(from date: Date, to now: Date) -> String {
        let seconds = max(0, Int(now.timeIntervalSince(date)))
        switch seconds {
        case ..<60: return "just now"
        case ..<3600: return "\(seconds / 60) min ago"
        case ..<86400: return "\(seconds / 3600) h ago"
        default: return "\(seconds / 86400) d ago"
        }
    }

    static func render(_ state: AppState, area: Rect, now: Date, buffer: inout Buffer) {
        let sources: [SourceID]
        if case .coinDetail(let id) = state.route {
            sources = [.markets(vsCurrency: state.vsCurrency), .coinDetail(id: id)]
        } else {
            sources = state.dashboardSources
        }
        let text = sources.map { describe($0, in: state, now: now) }.joined(separator: "  │  ")
        let hints = "? help  q quit"
        let style = Style.plain.with(.reverse)
        buffer.fill(area, with: Cell(symbol: " ", width: 1, style: style))
        let hintWidth = DisplayWidth.of(hints)
        buffer.setString(x: area.x, y: area.y, text, style: style, maxWidth: max(0, area.width - hintWidth - 1))
        buffer.setString(x: area.right - hintWidth, y: area.y, hints, style: style)
    }
}
