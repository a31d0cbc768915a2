import KursCore

/// A coin's links as shown: plain URLs (terminals make them clickable), only http and https ones.
enum CoinLinks {
    /// ("Website", url) and ("Reddit", url) for the links of `detail` that `WebLink.displayable` keeps.
    static func items(_ detail: CoinDetail) -> [(label: String, url: String)] {
        var result: [(label: String, url: String)] = []
        if let url = WebLink.displayable(detail.homepage) { result.append(("Website", url)) }
        if let url = WebLink.displayable(detail.subredditURL) { result.append(("Reddit", url)) }
        return result
    }
}
