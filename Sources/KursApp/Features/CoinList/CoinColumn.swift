import KursCore
import TerminalUI

/// One column of the coin list: its header label set (longest first), its width and alignment, and whether
/// the markets response carries it. The list is written once here (`CoinColumn.allCases` is the left-to-right
/// order); `CoinColumnLayout` picks which ones a width shows.
enum CoinColumn: CaseIterable, Equatable, Hashable, Sendable {
    case rank, symbol, name, price, change24h, change7d, marketCap, volume, high24h, low24h, athChange, supply
    case sparkline

    /// Header labels, longest first: the longest that fits the column's width is shown, so a header is never
    /// cut mid-word ("Market Cap" / "Mkt Cap" / "Cap").
    var labels: [String] {
        switch self {
        case .rank: ["#"]
        case .symbol: ["Coin"]
        case .name: ["Name"]
        case .price: ["Price"]
        case .change24h: ["24h %", "24h"]
        case .change7d: ["7d %", "7d"]
        case .marketCap: ["Market Cap", "Mkt Cap", "Cap"]
        case .volume: ["24h Volume", "Volume", "Vol"]
        case .high24h: ["24h High", "High"]
        case .low24h: ["24h Low", "Low"]
        case .athChange: ["From ATH", "ATH"]
        case .supply: ["Circulating Supply", "Circ. Supply", "Supply"]
        case .sparkline: ["7 days", "7d"]
        }
    }

    /// The header shown in a column `width` columns wide: the longest label that fits, else the shortest.
    func header(width: Int) -> String {
        labels.first { DisplayWidth.of($0) <= width } ?? labels[labels.count - 1]
    }

    /// The header of the sorted column: the longest label that fits with " ▲" / " ▼" (`arrow`) after it, else the
    /// shortest label and the arrow (cut to the width by the table).
    func header(width: Int, arrow: String) -> String {
        let suffix = " " + arrow
        let label = labels.first { DisplayWidth.of($0) + DisplayWidth.of(suffix) <= width } ?? labels[labels.count - 1]
        return label + suffix
    }

    /// Columns the values need (the name and the sparkline take what the layout gives them).
    var valueWidth: Int {
        switch self {
        case .rank: 3
        case .symbol: 6
        case .name: CoinColumnLayout.minNameWidth
        case .price, .high24h, .low24h: 15
        case .change24h, .change7d, .athChange: 8
        case .marketCap, .volume: 10
        case .supply: 9
        case .sparkline: CoinColumnLayout.minSparklineWidth
        }
    }

    /// Numbers are right-aligned, text left.
    var alignment: Alignment {
        switch self {
        case .symbol, .name, .sparkline: .left
        default: .right
        }
    }

    /// Whether `coin` has a value for this column (`nil` in the response is absent, shown "—").
    func isPresent(in coin: Coin) -> Bool {
        switch self {
        case .rank, .symbol, .name, .price, .change24h, .marketCap: true
        case .change7d: coin.priceChangePercentage7d != nil
        case .volume: coin.totalVolume != nil
        case .high24h: coin.high24h != nil
        case .low24h: coin.low24h != nil
        case .athChange: coin.athChangePercentage != nil
        case .supply: coin.circulatingSupply != nil
        case .sparkline: !(coin.sparkline7d ?? []).isEmpty
        }
    }

    /// The optional columns a response carries: those with a value in at least one coin (a column absent
    /// from the whole response gives its room to the others; a coin without the value shows "—").
    static func carried(by coins: [Coin]) -> Set<CoinColumn> {
        Set(allCases.filter { column in coins.contains { column.isPresent(in: $0) } })
    }
}

/// Which coin columns a table `width` columns wide shows, and how wide each is. Rule: rank, symbol, price
/// and 24h always; then, while they fit (one column of spacing each), in this order: name (8), market cap,
/// 7d %, the sparkline (8), 24h volume, the sparkline widened to 24, 24h high, 24h low, distance from the ATH,
/// circulating supply. Whatever is left widens the name to what the longest name needs, then the sparkline
/// (to at most 168 columns, one per hourly point); room still left spaces the numbers out. Designed at 80, 100, 120, 160, 200 and 300 columns.
struct CoinColumnLayout: Equatable, Sendable {
    /// The columns shown, left to right, with their widths.
    var columns: [(column: CoinColumn, width: Int)]

    static let minNameWidth = 8
    /// The narrowest price column: "$1.2K", or "…" for a price no form of which fits.
    static let minPriceWidth = 5
    static let minSparklineWidth = 8
    static let wideSparklineWidth = 24
    static let maxSparklineWidth = 168

    /// One step of the rule: a column to add, or the sparkline to widen to `width`.
    enum Step: Equatable {
        case add(CoinColumn)
        case widenSparkline(Int)
    }

    /// The order optional columns come in as width allows (`CoinColumn.valueWidth` each).
    static let steps: [Step] = [
        .add(.name), .add(.marketCap), .add(.change7d), .add(.sparkline), .add(.volume),
        .widenSparkline(wideSparklineWidth), .add(.high24h), .add(.low24h), .add(.athChange), .add(.supply),
    ]

    /// The layout for `width` columns, offering only the `carried` optional columns, the name widened to at
    /// most `nameWidth` (the longest name's width).
    init(width: Int, carried: Set<CoinColumn> = Set(CoinColumn.allCases), nameWidth: Int = 20) {
        var widths: [CoinColumn: Int] = [.rank: CoinColumn.rank.valueWidth, .symbol: CoinColumn.symbol.valueWidth]
        func used() -> Int { widths.values.reduce(0, +) + max(0, widths.count - 1) }
        // In a narrow pane the price takes the room left (its cell then abbreviated, or "…" when no form fits:
        // never cut by the pane's edge mid-number), and the 24h change comes only whole.
        let priceRoom = width - used() - 1
        if priceRoom >= Self.minPriceWidth { widths[.price] = min(CoinColumn.price.valueWidth, priceRoom) }
        if widths[.price] != nil, used() + 1 + CoinColumn.change24h.valueWidth <= width {
            widths[.change24h] = CoinColumn.change24h.valueWidth
        }
        for step in Self.steps {
            switch step {
            case .add(let column):
                guard carried.contains(column), used() + 1 + column.valueWidth <= width else { continue }
                widths[column] = column.valueWidth
            case .widenSparkline(let wanted):
                guard let current = widths[.sparkline] else { continue }
                widths[.sparkline] = current + max(0, min(wanted - current, width - used()))
            }
        }
        if let name = widths[.name] {
            widths[.name] = name + max(0, min(nameWidth - name, width - used()))
        }
        if let spark = widths[.sparkline] {
            widths[.sparkline] = spark + max(0, min(Self.maxSparklineWidth - spark, width - used()))
        }
        // Room still left (no sparkline to take it) spaces the numbers out: up to 4 more columns each.
        let numbers = widths.keys.filter { $0.alignment == .right && $0 != .rank }
        if !numbers.isEmpty {
            let extra = min(4, max(0, width - used()) / numbers.count)
            for column in numbers { widths[column, default: 0] += extra }
        }
        columns = CoinColumn.allCases.compactMap { column in widths[column].map { (column, $0) } }
    }

    /// Whether `column` is shown.
    func shows(_ column: CoinColumn) -> Bool { columns.contains { $0.column == column } }

    /// The width of `column`, 0 when not shown.
    func width(of column: CoinColumn) -> Int { columns.first { $0.column == column }?.width ?? 0 }

    static func == (lhs: CoinColumnLayout, rhs: CoinColumnLayout) -> Bool {
        lhs.columns.map(\.column) == rhs.columns.map(\.column) && lhs.columns.map(\.width) == rhs.columns.map(\.width)
    }
}
