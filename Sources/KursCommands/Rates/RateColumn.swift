import Foundation
import KursCore

/// A price column of `kurs rates` tables: the prices a source gives, in the order shown.
struct RateColumn {
    /// The column header ("BUY", "SALE", "RATE", "CROSS").
    var header: String
    /// The price the column shows.
    var value: KeyPath<RateQuote, Decimal?>

    /// Every price in the order of a row's fields: BUY, SALE, RATE (what a pipe gets from every source).
    static var all: [RateColumn] {
        [RateColumn(header: "BUY", value: \.buy), RateColumn(header: "SALE", value: \.sale),
         RateColumn(header: "RATE", value: \.rate)]
    }

    /// PrivatBank: BUY, SALE; NBU: RATE (official); Monobank: BUY, SALE, CROSS.
    static func columns(of source: HistorySource) -> [RateColumn] {
        let buy = RateColumn(header: "BUY", value: \.buy), sale = RateColumn(header: "SALE", value: \.sale)
        switch source {
        case .privatbank, .privatbankCard: return [buy, sale]
        case .nbu: return [RateColumn(header: "RATE", value: \.rate)]
        case .monobank: return [buy, sale, RateColumn(header: "CROSS", value: \.rate)]
        default: return all
        }
    }
}
