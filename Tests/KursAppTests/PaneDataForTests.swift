import Foundation
import KursCore
import KursResources
@testable import KursApp
import TerminalUI
import TestSupport

/// The embedded sample decoded with the KursCore decoders, shared by the pane and screen tests.
enum PaneDataForTests {
    static func decode<T>(_ body: [UInt8], _ decoder: (Data) throws(FetchError) -> T) -> T {
        do { return try decoder(Data(body)) } catch { fatalError("embedded sample failed to decode: \(error)") }
    }

    static let cash = decode(EmbeddedResponses.privatBankCash.body, PrivatBankDecoder.decode).elements
    static let card = decode(EmbeddedResponses.privatBankCard.body, PrivatBankDecoder.decode).elements
    static let coins = decode(EmbeddedResponses.coingeckoMarketsUSD.body, CoinGeckoDecoder.decodeMarkets).elements
    static let bitcoinDetail = decode(EmbeddedResponses.coingeckoCoinBitcoin.body, CoinGeckoDecoder.decodeCoinDetail)
    static var bitcoin: Coin { coins[0] }
    static let erapi = decode(EmbeddedResponses.erapiLatestUSD.body, ERAPIDecoder.decode)
    /// NBU's list of 2025-04-01 and Monobank's of 2023-10-14 (the recorded fixtures the fixture server serves).
    static let nbu = decode(Array(Fixtures.data("nbu-exchange-full-2025-04-01-rawformat.json")), NBUDecoder.decode).elements
    static let monobank = decode(Array(Fixtures.data("monobank-bank-currency-full-2023-10-14.json")),
                                 MonobankDecoder.decode).elements

    /// The quote rows of each comparison source: PrivatBank cash and card from the embedded sample, Monobank
    /// and the NBU from the fixtures.
    static func quotes(_ source: HistorySource) -> [RateQuote] {
        switch source {
        case .privatbank: return RateQuote.rows(cash)
        case .privatbankCard: return RateQuote.rows(card)
        case .monobank: return RateQuote.rows(monobank)
        case .nbu: return RateQuote.rows(nbu)
        default: return []
        }
    }

    /// The comparison rows of `codes` from `sources` (every comparison source by default), fetched at `now`.
    static func comparisons(_ codes: [CurrencyCode] = CurrencyComparison.defaultCodes,
                            sources: [HistorySource] = HistorySource.compared,
                            quotes: (HistorySource) -> [RateQuote] = quotes) -> [CurrencyComparison] {
        let lists = sources.map { (source: $0, rows: Fetched(value: quotes($0), fetchedAt: now, origin: .live)) }
        return codes.map { CurrencyComparison.of($0, in: lists) }
    }

    /// A fixed "now": 2026-02-17T16:00:00Z.
    static let now = Date(timeIntervalSince1970: 1_771_344_000)

    /// Renders `widget` into a fresh `width × height` buffer.
    static func render(_ widget: some Widget, width: Int, height: Int) -> Buffer {
        var buffer = Buffer(area: Rect(x: 0, y: 0, width: width, height: height))
        widget.render(area: buffer.area, buffer: &buffer)
        return buffer
    }

    /// A buffer as the lines of a Swift array literal (trailing spaces trimmed), for reviewing and re-recording
    /// snapshots.
    static func literal(_ buffer: Buffer, _ name: String) -> String {
        var text = "// \(name)\n"
        for line in buffer.lines() {
            var trimmed = line
            while trimmed.hasSuffix(" ") { trimmed.removeLast() }
            let escaped = trimmed.replacingOccurrences(of: "\\", with: "\\\\")
                .replacingOccurrences(of: "\"", with: "\\\"")
            text += "    \"\(escaped)\",\n"
        }
        return text
    }
}
