import Foundation
import XCTest
@testable import KursCore

/// The framing between the dashboard and its `kurs __transfer` helper: what goes in comes out, control bytes never
/// reach a line, and anything that is not a whole answer of this build is refused (nil, never a wrong response).
final class TransferMessageTests: XCTestCase {
    let url = URL(string: "http://127.0.0.1:8080/api/v3/coins/markets?vs_currency=usd&ids=a,b")!

    func testARequestRoundTripsWithoutItsUnframableHeaders() throws {
        let request = TransferMessage.Request(
            url: url, headers: ["x-cg-demo-api-key": "CG-abc 123", "If-None-Match": "\"e1\"", "Bad": "a\r\nInjected: 1",
                                "Bad:Name": "x"],
            timeouts: HTTPClient.Timeouts(connect: 5, request: 15), maxBodyBytes: 16 << 20)
        let data = TransferMessage.encode(request)
        XCTAssertEqual(String(decoding: data, as: UTF8.self), """
            kurs-transfer 1
            url \(url.absoluteString)
            connect 5
            timeout 15
            max 16777216
            header If-None-Match: "e1"
            header x-cg-demo-api-key: CG-abc 123


            """)
        let decoded = try XCTUnwrap(TransferMessage.decodeRequest(data))
        XCTAssertEqual(decoded.url, url)
        XCTAssertEqual(decoded.headers, ["x-cg-demo-api-key": "CG-abc 123", "If-None-Match": "\"e1\""])
        XCTAssertEqual(decoded.timeouts.connect, 5)
        XCTAssertEqual(decoded.timeouts.request, 15)
        XCTAssertEqual(decoded.maxBodyBytes, 16 << 20)
    }

    func testRequestsThatAreNotOnesAreRefused() {
        let good = "kurs-transfer 1\nurl http://a/\nconnect 5\ntimeout 15\nmax 10\n\n"
        XCTAssertNotNil(TransferMessage.decodeRequest(Data(good.utf8)))
        for bad in ["", "garbage", good.replacingOccurrences(of: "transfer 1", with: "transfer 2"),
                    good.replacingOccurrences(of: "http://a/", with: "file:///etc/passwd"),
                    good.replacingOccurrences(of: "max 10", with: "max -1"),
                    good.replacingOccurrences(of: "connect 5", with: "connect 0"),
                    good.replacingOccurrences(of: "\n\n", with: "\n"), good.replacingOccurrences(of: "url", with: "uri")] {
            XCTAssertNil(TransferMessage.decodeRequest(Data(bad.utf8)), bad)
        }
    }

    func testAnAnswerRoundTripsItsStatusHeadersAndBinaryBody() throws {
        var body = Data("line one\n\nline two".utf8)
        body.append(contentsOf: [0, 0xFF, 0x0A, 0x0A])
        let response = CurlTransfer.Response(status: 304, headers: ["etag": "\"x\"", "bad": "a\rb"], body: body)
        let decoded = try XCTUnwrap(TransferMessage.decodeAnswer(TransferMessage.encode(.success(response))))
        let answer = try decoded.get()
        XCTAssertEqual(answer.status, 304)
        XCTAssertEqual(answer.headers, ["etag": "\"x\""])
        XCTAssertEqual(answer.body, body)
    }

    func testEveryTransferErrorRoundTrips() {
        let errors: [FetchError] = [.offline, .secureConnectionFailed("server certificate not trusted"), .timeout,
                                    .unexpectedContent("response too large (over 16 MB)"),
                                    .transportUnavailable("libcurl.so.4: cannot open shared object file")]
        for error in errors {
            let decoded = TransferMessage.decodeAnswer(TransferMessage.encode(.failure(error)))
            guard case .failure(let got)? = decoded else { return XCTFail("\(error): \(String(describing: decoded))") }
            XCTAssertEqual(got, error)
        }
        let flattened = TransferMessage.decodeAnswer(TransferMessage.encode(.failure(.unexpectedContent("a\nb\u{1B}c"))))
        guard case .failure(let got)? = flattened else { return XCTFail() }
        XCTAssertEqual(got, .unexpectedContent("a b c"))
    }

    func testCutOrForeignAnswersAreRefused() {
        let whole = TransferMessage.encode(.success(CurlTransfer.Response(status: 200, headers: ["a": "b"], body: Data("{}".utf8))))
        XCTAssertNotNil(TransferMessage.decodeAnswer(whole))
        for length in 0..<28 { XCTAssertNil(TransferMessage.decodeAnswer(whole.prefix(length)), "cut at \(length)") }
        for bad in ["kurs-transfer 2\nstatus 200\n\n", "kurs-transfer 1\nstatus 99\n\n", "kurs-transfer 1\nstatus x\n\n",
                    "kurs-transfer 1\nerror nonsense\n\n", "kurs-transfer 1\n\n", "kurs-transfer 1\nstatus 200\nfoo bar\n\n"] {
            XCTAssertNil(TransferMessage.decodeAnswer(Data(bad.utf8)), bad)
        }
    }
}

#if os(Linux)
/// The frames on the dashboard–helper stream: whole frames come out in order however the bytes arrive; anything
/// else is garbage, never a frame.
final class TransferFrameTests: XCTestCase {
    func testFramesComeOutWholeWhateverTheChunks() throws {
        var bytes = TransferFrame.encode(id: 7, payload: Data("first\n\nbody".utf8))
        bytes.append(TransferFrame.encode(id: 8, payload: Data()))
        bytes.append(TransferFrame.encode(id: 9, payload: Data([0, 0x0A, 0xFF])))
        var reader = TransferFrame.Reader(limit: 1 << 20)
        var frames: [(UInt64, Data)] = []
        for byte in bytes {
            reader.append([byte])
            while let item = reader.next() {
                guard case .frame(let id, let payload) = item else { return XCTFail("garbage") }
                frames.append((id, payload))
            }
        }
        XCTAssertEqual(frames.map(\.0), [7, 8, 9])
        XCTAssertEqual(frames.map(\.1), [Data("first\n\nbody".utf8), Data(), Data([0, 0x0A, 0xFF])])
    }

    /// A large answer arriving in 64 KB reads (as the pool's reader thread reads), and two frames in one read: each
    /// comes out whole, and the answer's body is the bytes sent.
    func testALargeAnswerAndFramesInOneReadComeOutWhole() throws {
        let body = Data((0..<1_200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let answer = TransferMessage.encode(.success(CurlTransfer.Response(status: 200, headers: ["ETag": "x"], body: body)))
        var bytes = TransferFrame.encode(id: 1, payload: answer)
        bytes.append(TransferFrame.encode(id: 2, payload: Data("two".utf8)))
        bytes.append(TransferFrame.encode(id: 3, payload: Data("three".utf8)))
        var reader = TransferFrame.Reader(limit: 64 << 20)
        var frames: [(UInt64, Data)] = []
        var offset = 0
        while offset < bytes.count {
            let end = min(offset + (64 << 10), bytes.count)
            reader.append(bytes[offset..<end])
            offset = end
            while let item = reader.next() {
                guard case .frame(let id, let payload) = item else { return XCTFail("garbage") }
                frames.append((id, payload))
            }
        }
        XCTAssertEqual(frames.map(\.0), [1, 2, 3])
        XCTAssertEqual(frames.dropFirst().map(\.1), [Data("two".utf8), Data("three".utf8)])
        guard case .success(let response)? = TransferMessage.decodeAnswer(frames[0].1) else { return XCTFail("no answer") }
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.headers["ETag"], "x")
        XCTAssertEqual(response.body, body)
        XCTAssertEqual(response.body.startIndex, 0)
    }

    func testAnythingElseIsGarbage() {
        for bad in ["kurs-transfer 1\n", "kurs-frame x 3\nabc", "kurs-frame 1 -1\n", "kurs-frame 1 99999999\n",
                    String(repeating: "a", count: 100)] {
            var reader = TransferFrame.Reader(limit: 1 << 20)
            reader.append(Array(bad.utf8))
            guard case .garbage? = reader.next() else { return XCTFail(bad) }
        }
    }
}
#endif
