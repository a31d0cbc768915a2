import Foundation
import TestSupport
import XCTest

/// A server error body that echoes the CoinGecko key (raw and percent-encoded) never puts the key on stdout or
/// stderr: one-shot commands say "REDACTED" or the error's own reason instead.
final class KeyRedactionCommandTests: KursCommandTestCase {
    /// A key with characters percent-encoding changes ("/", "+").
    static let key = "CG-e2e/Key+42"
    static let encodedForms = ["CG-e2e%2FKey%2B42", "CG-e2e%2fKey%2b42"]

    private func assertNoKey(_ run: Run, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        for text in [run.stdout, run.stderr] {
            XCTAssertFalse(text.contains(Self.key), "\(what): key shown:\n\(text)", file: file, line: line)
            for form in Self.encodedForms {
                XCTAssertFalse(text.contains(form), "\(what): encoded key shown:\n\(text)", file: file, line: line)
            }
            XCTAssertFalse(text.contains("e2e"), "\(what): part of the key shown:\n\(text)", file: file, line: line)
        }
    }

    /// The server got the key and answered with it (so the test exercises redaction, not a missing header).
    private func assertServerEchoedTheKey(header: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let sent = try requests().filter { $0.path.hasSuffix("/coins/markets") }
        XCTAssertFalse(sent.isEmpty, "no markets request", file: file, line: line)
        XCTAssertTrue(sent.allSatisfy { $0.headers[header] == Self.key }, "\(sent.map(\.headers))", file: file, line: line)
    }

    func testCoinsWith401Or400EchoingTheDemoKeySaysREDACTED() throws {
        for fault in [FixtureServer.Fault.echoKey, .echoKey400] {
            try serverCall { try await $0.reset() }
            try serverCall { try await $0.inject(fault, path: "/api/v3/coins/markets") }
            for arguments in [["coins"], ["coins", "--json"]] {
                let run = try kurs(arguments, extra: ["COINGECKO_API_KEY": Self.key])
                assertNoKey(run, "\(fault) \(arguments)")
                XCTAssertTrue(run.stderr.contains("invalid API key 'REDACTED' (sent as REDACTED, REDACTED)"),
                              "\(fault) \(arguments): \(run.stderr)")
            }
            try assertServerEchoedTheKey(header: "x-cg-demo-api-key")
        }
    }

    func testCoinsWith500EchoingTheProKeyGivesTheStatusReason() throws {
        try serverCall { try await $0.inject(.echoKey500, path: "/api/v3/coins/markets") }
        let run = try kurs("coins", extra: ["COINGECKO_PRO_API_KEY": Self.key])
        assertNoKey(run, "500")
        XCTAssertTrue(run.stderr.contains("server error (HTTP 500)"), run.stderr)
        try assertServerEchoedTheKey(header: "x-cg-pro-api-key")
    }

    func testRefreshFailureLineIsRedacted() throws {
        try serverCall { try await $0.inject(.echoKey, path: "/api/v3/coins/markets") }
        let run = try kurs("refresh", extra: ["COINGECKO_API_KEY": Self.key])
        assertNoKey(run, "refresh")
        XCTAssertTrue(run.stderr.contains("coingecko markets usd: invalid API key 'REDACTED'"), run.stderr)
    }
}
