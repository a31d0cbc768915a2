import Foundation

/// PrivatBank's rows priced in UAH, by ISO code (RUR → RUB, PLZ → PLN); rows based on another currency
/// (BTC in USD) and rows with a zero price are left out.
package struct BankQuotes: Sendable {
    package let kind: PrivatBankRateKind
    package let rows: [CurrencyCode: BankRate]

    package init(_ rates: [BankRate], kind: PrivatBankRateKind) {
        self.kind = kind
        var rows: [CurrencyCode: BankRate] = [:]
        for rate in rates where rate.baseCcy.iso4217 == .uah && rate.buy > 0 && rate.sale > 0 {
            rows[rate.ccy.iso4217] = rate
        }
        self.rows = rows
    }

    /// Whether the bank buys and sells `code` against UAH (UAH itself counts).
    package func quotes(_ code: CurrencyCode) -> Bool { code == .uah || rows[code] != nil }

    /// The bank's name in rate lines: "PrivatBank" (cash) or "PrivatBank card".
    package var bankName: String { kind == .cash ? "PrivatBank" : "PrivatBank card" }
}
