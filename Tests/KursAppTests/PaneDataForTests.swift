import Foundation
import KursCore
import KursResources
@testable import KursApp
import TerminalUI

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
