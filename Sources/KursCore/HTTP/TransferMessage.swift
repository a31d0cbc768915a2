import Foundation

/// What a long-running kurs process and its `kurs __transfer` helper say to each other (`HelperProcessTransfer`):
/// one GET asked on the helper's stdin, its answer on the helper's stdout. Text lines ending in LF, then (in an
/// answer) the body's raw bytes up to the end of the stream. Pure functions; the framing is private to one build of
/// kurs (the helper is the same executable), so a first line other than `kurs-transfer 1` is refused.
///
/// A request:
///
///     kurs-transfer 1
///     url https://api.example/v1/x?y=1
///     connect 5
///     timeout 15
///     max 16777216
///     header Authorization: Bearer …
///     (empty line)
///
/// An answer: `kurs-transfer 1`, then `status 200` and `header name: value` lines, or one `error KIND [detail]`
/// line (KIND `offline`, `timeout`, `unexpected` or `unavailable`), an empty line, and the body.
enum TransferMessage {
    static let magic = "kurs-transfer 1"

    /// One GET: the URL, the request headers (none with a control byte: they could not be framed), the time-outs
    /// (seconds) and the body cap (bytes).
    struct Request: Sendable {
        var url: URL
        var headers: [String: String]
        var timeouts: HTTPClient.Timeouts
        var maxBodyBytes: Int
    }

    /// The request's bytes. Headers with a control byte in the name or value, or a colon in the name, are left out.
    static func encode(_ request: Request) -> Data {
        var lines = [magic, "url \(request.url.absoluteString)", "connect \(seconds(request.timeouts.connect))",
                     "timeout \(seconds(request.timeouts.request))", "max \(request.maxBodyBytes)"]
        for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) where isFramable(name: name, value: value) {
            lines.append("header \(name): \(value)")
        }
        return Data((lines.joined(separator: "\n") + "\n\n").utf8)
    }

    /// The request in `data`, or nil when it is not one (no magic line, no URL, a value out of range).
    static func decodeRequest(_ data: Data) -> Request? {
        guard let (lines, _) = split(data), lines.first == magic else { return nil }
        var url: URL?, connect: TimeInterval?, timeout: TimeInterval?, max: Int?
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            let (key, value) = field(line)
            switch key {
            case "url": url = URL(string: value).flatMap { ["http", "https"].contains($0.scheme?.lowercased() ?? "") ? $0 : nil }
            case "connect": connect = TimeInterval(value).flatMap { $0 >= 1 && $0 <= 3_600 ? $0 : nil }
            case "timeout": timeout = TimeInterval(value).flatMap { $0 >= 1 && $0 <= 3_600 ? $0 : nil }
            case "max": max = Int(value).flatMap { $0 > 0 ? $0 : nil }
            case "header":
                guard let colon = value.firstIndex(of: ":") else { return nil }
                headers[String(value[..<colon])] = String(value[value.index(after: colon)...].drop { $0 == " " })
            default: return nil
            }
        }
        guard let url, let connect, let timeout, let max else { return nil }
        return Request(url: url, headers: headers, timeouts: HTTPClient.Timeouts(connect: connect, request: timeout),
                       maxBodyBytes: max)
    }

    /// An answer's bytes: the status and headers (lower-cased names; unframable ones left out) and the body, or
    /// the transfer's error.
    static func encode(_ result: Result<CurlTransfer.Response, FetchError>) -> Data {
        var lines = [magic]
        var body = Data()
        switch result {
        case .success(let response):
            lines.append("status \(response.status)")
            for (name, value) in response.headers.sorted(by: { $0.key < $1.key }) where isFramable(name: name, value: value) {
                lines.append("header \(name): \(value)")
            }
            body = response.body
        case .failure(let error):
            lines.append("error " + errorLine(error))
        }
        var data = Data((lines.joined(separator: "\n") + "\n\n").utf8)
        data.append(body)
        return data
    }

    /// The answer in `data`: the response, or the error the helper reported; nil when `data` is not an answer
    /// (cut short, garbled, another build's framing).
    static func decodeAnswer(_ data: Data) -> Result<CurlTransfer.Response, FetchError>? {
        guard let (lines, bodyStart) = split(data), lines.first == magic, lines.count >= 2 else { return nil }
        let (key, value) = field(lines[1])
        if key == "error" {
            guard lines.count == 2 else { return nil }
            return error(from: value).map { .failure($0) }
        }
        guard key == "status", let status = Int(value), (100...999).contains(status) else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst(2) {
            let (key, value) = field(line)
            guard key == "header", let colon = value.firstIndex(of: ":") else { return nil }
            headers[String(value[..<colon])] = String(value[value.index(after: colon)...].drop { $0 == " " })
        }
        return .success(CurlTransfer.Response(status: status, headers: headers, body: Data(data[bodyStart...])))
    }

    // MARK: Pieces

    /// The lines before the first empty line, and the offset of the byte after it; nil without an empty line
    /// within the first 1 MB or with text that is not UTF-8.
    private static func split(_ data: Data) -> ([String], Data.Index)? {
        let limit = min(data.endIndex, data.startIndex + (1 << 20))
        var index = data.startIndex
        while index + 1 < limit {
            if data[index] == 0x0A && data[index + 1] == 0x0A {
                guard let text = String(data: data[data.startIndex..<index], encoding: .utf8) else { return nil }
                return (text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), index + 2)
            }
            index += 1
        }
        return nil
    }

    /// "key rest of the line" → ("key", "rest of the line").
    private static func field(_ line: String) -> (String, String) {
        guard let space = line.firstIndex(of: " ") else { return (line, "") }
        return (String(line[..<space]), String(line[line.index(after: space)...]))
    }

    private static func isFramable(name: String, value: String) -> Bool {
        !name.isEmpty && !name.contains(":") && !name.contains(" ") && HeaderValue.isClean(name) && HeaderValue.isClean(value)
    }

    private static func seconds(_ value: TimeInterval) -> String { String(Int(value.rounded(.up))) }

    /// The transfer errors a helper can report (the ones `CurlTransfer` and the libcurl loader produce).
    private static func errorLine(_ error: FetchError) -> String {
        func flat(_ text: String) -> String {
            var scalars = String.UnicodeScalarView()
            for scalar in text.unicodeScalars { scalars.append(scalar.value < 0x20 || scalar.value == 0x7F ? " " : scalar) }
            return String(scalars)
        }
        switch error {
        case .offline: return "offline"
        case .secureConnectionFailed(let why): return "tls " + flat(why)
        case .timeout: return "timeout"
        case .unexpectedContent(let what): return "unexpected " + flat(what)
        case .transportUnavailable(let why): return "unavailable " + flat(why)
        default: return "unexpected " + flat(error.message)
        }
    }

    private static func error(from line: String) -> FetchError? {
        let (kind, detail) = field(line)
        switch kind {
        case "offline": return .offline
        case "tls": return .secureConnectionFailed(detail)
        case "timeout": return .timeout
        case "unexpected": return .unexpectedContent(detail)
        case "unavailable": return .transportUnavailable(detail)
        default: return nil
        }
    }
}
