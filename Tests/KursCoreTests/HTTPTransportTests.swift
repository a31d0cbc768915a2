import Foundation
import XCTest
@testable import KursCore
#if canImport(Glibc)
import Glibc
#endif

/// A loopback TCP socket that listens and never answers: the kernel completes connections into the backlog, so
/// a client connects and then waits for a response that never comes.
private final class SilentListener {
    let port: Int
    private let descriptor: Int32

    init() throws {
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw POSIXError(.EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
        }
        guard bound == 0, listen(fd, 8) == 0 else {
            close(fd)
            throw POSIXError(.EADDRINUSE)
        }
        var actual = sockaddr_in()
        var actualLength = length
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &actualLength) }
        }
        descriptor = fd
        port = Int(UInt16(bigEndian: actual.sin_port))
    }

    deinit { close(descriptor) }

    var url: URL { URL(string: "http://127.0.0.1:\(port)/p24api/pubinfo")! }
}

/// The transport's failure paths that need no fixture server: silence, cancellation, libcurl's error codes.
final class HTTPTransportTests: XCTestCase {
    func testServerThatNeverAnswersTimesOut() async throws {
        let listener = try SilentListener()
        let client = HTTPClient(timeouts: .init(connect: 1, request: 2), retryPolicy: RetryPolicy(maxRetries: 0))
        do {
            _ = try await client.get(HTTPRequest(url: listener.url))
            XCTFail("a server that never answers can't succeed")
        } catch {
            XCTAssertEqual(error, .timeout)
        }
    }

    func testCancellingTheCallerAbortsTheWaitAsOffline() async throws {
        let listener = try SilentListener()
        let client = HTTPClient(timeouts: .init(connect: 30, request: 60), retryPolicy: RetryPolicy(maxRetries: 0))
        let request = HTTPRequest(url: listener.url)
        let task = Task { () -> FetchError? in
            do throws(FetchError) {
                _ = try await client.get(request)
                return nil
            } catch {
                return error
            }
        }
        task.cancel()
        let outcome = await task.value
        XCTAssertEqual(outcome, .offline)
    }

    #if os(Linux)
    func testLibcurlIsLoadedOnLinux() {
        XCTAssertNotNil(LibCurl.shared)
    }

    func testCurlCodesMapToFetchErrors() {
        XCTAssertEqual(CurlTransfer.error(for: 28), .timeout)  // CURLE_OPERATION_TIMEDOUT
        XCTAssertEqual(CurlTransfer.error(for: 7), .offline)  // CURLE_COULDNT_CONNECT
        XCTAssertEqual(CurlTransfer.error(for: 6), .offline)  // CURLE_COULDNT_RESOLVE_HOST
        XCTAssertEqual(CurlTransfer.error(for: 60), .secureConnectionFailed("server certificate not trusted (is ca-certificates installed?)"))  // PEER_FAILED_VERIFICATION
        XCTAssertEqual(CurlTransfer.error(for: 98), .secureConnectionFailed("TLS handshake failed"))  // SSL_CLIENTCERT
        XCTAssertEqual(CurlTransfer.error(for: 77), .secureConnectionFailed("no CA certificates (install ca-certificates)"))
        XCTAssertEqual(CurlTransfer.error(for: 35), .secureConnectionFailed("TLS handshake failed"))  // SSL_CONNECT_ERROR
        XCTAssertEqual(SourceStatusLine.label(.secureConnectionFailed("TLS handshake failed")), "TLS failed")
        XCTAssertEqual(FetchError.secureConnectionFailed("server certificate not trusted").message,
                       "secure connection failed: server certificate not trusted")
        XCTAssertEqual(CurlTransfer.error(for: 42), .offline)  // CURLE_ABORTED_BY_CALLBACK (cancelled)
        XCTAssertEqual(CurlTransfer.error(for: 52), .unexpectedContent("bad HTTP response"))  // CURLE_GOT_NOTHING
        XCTAssertEqual(CurlTransfer.error(for: 61), .unexpectedContent("bad HTTP response"))  // bad encoding
    }
    #endif
}
