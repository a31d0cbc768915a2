/// "Did you mean" suggestions for a mistyped currency code.
extension CurrencySearch {
    /// The catalog codes nearest to `text` by edit distance (insertions, deletions, substitutions and swaps
    /// of neighbours each count 1; case ignored): only those at the smallest distance found, and none farther
    /// than `maxDistance`; codes sharing the first letter first, then by code; at most `limit`.
    /// "USDD" → [USD], "uds" → [USD], "XYZ" → [XAF, XCD, XDR].
    package static func nearestCodes(
        to text: String, in catalog: CurrencyCatalog, limit: Int = 3, maxDistance: Int = 2
    ) -> [CurrencyCode] {
        let query = Array(text.uppercased())
        let scored = catalog.codes
            .map { (code: $0, distance: editDistance(query, Array($0.rawValue))) }
            .filter { $0.distance <= maxDistance }
        guard let nearest = scored.map(\.distance).min() else { return [] }
        return scored.filter { $0.distance == nearest }
            .map { (code: $0.code, otherFirst: $0.code.rawValue.first == query.first ? 0 : 1) }
            .sorted { ($0.otherFirst, $0.code) < ($1.otherFirst, $1.code) }
            .prefix(max(0, limit))
            .map(\.code)
    }

    /// Optimal-string-alignment distance between `a` and `b`.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, table[i - 2][j - 2] + 1)
                }
                table[i][j] = value
            }
        }
        return table[a.count][b.count]
    }
}
