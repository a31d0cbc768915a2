/// "Did you mean" suggestions for a mistyped currency code.
extension CurrencySearch {
    /// The catalog codes closest to `text` by edit distance (insertions, deletions, substitutions and
    /// swaps of neighbours each count 1; case ignored), nearest first, ties by code; at most `limit`, none
    /// farther than `maxDistance`. "USDD" → [USD], "UDS" → [USD].
    public static func nearestCodes(
        to text: String, in catalog: CurrencyCatalog, limit: Int = 3, maxDistance: Int = 2
    ) -> [CurrencyCode] {
        let query = Array(text.uppercased())
        return catalog.codes
            .map { (code: $0, distance: editDistance(query, Array($0.rawValue))) }
            .filter { $0.distance <= maxDistance }
            .sorted { ($0.distance, $0.code) < ($1.distance, $1.code) }
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
