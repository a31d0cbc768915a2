import Foundation
import XCTest
import KursCore

/// SecretRedactor: every configured key is replaced by "REDACTED" however an error body spelled it.
final class SecretRedactionTests: XCTestCase {
    /// A CoinGecko-style demo key with characters that percent- and JSON-encoding change ("/", "+", " ", "\"").
    static let key = "CG-a/b+c d\"e9"
    let redactor = SecretRedactor(secrets: [key])

    /// `text` percent-encoded the way a server echoing a URL or a form field would (every byte but letters and
    /// digits), hex digits in `uppercase` or not.
    static func percentEncoded(_ text: String, uppercase: Bool) -> String {
        text.utf8.map { byte -> String in
            let scalar = Unicode.Scalar(byte)
            if scalar.properties.isAlphabetic || ("0"..."9").contains(Character(scalar)) { return String(scalar) }
            return "%" + String(format: uppercase ? "%02X" : "%02x", byte)
        }.joined()
    }

    func testRawKeyInAnErrorBody() {
        XCTAssertEqual(redactor.redact("invalid key \(Self.key), try again"), "invalid key REDACTED, try again")
        XCTAssertEqual(redactor.redact("\(Self.key)\(Self.key)"), "REDACTEDREDACTED")
    }

    func testPercentEncodedKeyUpperAndLowerHex() {
        let upper = Self.percentEncoded(Self.key, uppercase: true)
        let lower = Self.percentEncoded(Self.key, uppercase: false)
        XCTAssertEqual(upper, "CG%2Da%2Fb%2Bc%20d%22e9")
        XCTAssertEqual(lower, "CG%2da%2fb%2bc%20d%22e9")
        XCTAssertEqual(redactor.redact("GET /x?key=\(upper)&y=1"), "GET /x?key=REDACTED&y=1")
        XCTAssertEqual(redactor.redact("GET /x?key=\(lower)"), "GET /x?key=REDACTED")
        XCTAssertEqual(redactor.redact("form: CG-a%2Fb%2Bc+d%22e9"), "form: REDACTED", "mixed, + for a space")
    }

    func testJSONEscapedKeyShortAndUnicodeEscapes() {
        let data = try! JSONSerialization.data(withJSONObject: ["error": "bad key " + Self.key], options: [])
        let body = String(decoding: data, as: UTF8.self)
        XCTAssertTrue(body.contains(#"a\/b"#) || body.contains("a/b"), body)
        XCTAssertFalse(redactor.redact(body).contains("CG-a"), redactor.redact(body))
        XCTAssertEqual(redactor.redact(body), #"{"error":"bad key REDACTED"}"#)
        XCTAssertEqual(redactor.redact(#"k=CG-a\/b+c d\"e9"#), "k=REDACTED")
        XCTAssertEqual(redactor.redact(#"k=\u0043\u0047-a\u002Fb+c\u0020d\u0022e9"#), "k=REDACTED", "\\u, upper hex")
        XCTAssertEqual(redactor.redact(#"k=\u0043\u0047\u002da\u002fb+c d\"e9."#), "k=REDACTED.", "\\u, lower hex")
    }

    func testKeyInsideEveryFetchErrorText() {
        let encoded = Self.percentEncoded(Self.key, uppercase: true)
        XCTAssertEqual(redactor.redact(.apiError("bad \(Self.key)")), .apiError("bad REDACTED"))
        XCTAssertEqual(redactor.redact(.unexpectedContent("<p>\(encoded)</p>")), .unexpectedContent("<p>REDACTED</p>"))
        XCTAssertEqual(redactor.redact(.notFound(Self.key)), .notFound("REDACTED"))
        XCTAssertEqual(redactor.redact(.transportUnavailable("x \(Self.key)")), .transportUnavailable("x REDACTED"))
        XCTAssertEqual(redactor.redact(.serverError(status: 401)), .serverError(status: 401))
        XCTAssertEqual(redactor.redact(.rateLimited(retryAfter: 5)), .rateLimited(retryAfter: 5))
    }

    func testSeveralSecretsLongestFirstAndNonASCII() {
        let both = SecretRedactor(secrets: ["abcd", "abcdef-longer", "ключ-1234"])
        XCTAssertEqual(both.redact("x abcdef-longer y abcd z"), "x REDACTED y REDACTED z")
        XCTAssertEqual(both.redact("key=%D0%BA%D0%BB%D1%8E%D1%87-1234"), "key=REDACTED")
        XCTAssertEqual(both.redact(#"key=\u043a\u043b\u044e\u0447-1234"#), "key=REDACTED")
        XCTAssertEqual(SecretRedactor(secrets: ["😀abc"]).redact(#"\ud83d\ude00abc!"#), "REDACTED!", "surrogate pair")
    }

    func testSecretWithPercentSignFoundRawAndEncoded() {
        let percent = SecretRedactor(secrets: ["50%41off"])
        XCTAssertEqual(percent.redact("a 50%41off b"), "a REDACTED b")
        XCTAssertEqual(percent.redact("a 50%2541off b"), "a REDACTED b")
    }

    func testBlankAndShortSecretsAreIgnoredAndTextIsUntouched() {
        let short = SecretRedactor(secrets: ["", "   ", "abc"])
        XCTAssertTrue(short.isEmpty)
        XCTAssertEqual(short.redact("abc abc"), "abc abc")
        XCTAssertEqual(SecretRedactor(secrets: ["  s3cr3t\n"]).redact("key s3cr3t."), "key REDACTED.", "trimmed")
        XCTAssertEqual(redactor.redact("nothing here: CG-a/b+c d"), "nothing here: CG-a/b+c d", "a prefix is not the key")
        XCTAssertEqual(SecretRedactor.none.redact(Self.key), Self.key)
    }

    func testEnvironmentRedactorHoldsCoinGeckoAndPirateWeatherKeys() throws {
        let home = URL(fileURLWithPath: "/home/u")
        let demo = try KursEnvironment(
            variables: ["COINGECKO_API_KEY": "CG-demo-1234", "PIRATEWEATHER_API_KEY": "pw-5678"], homeDirectory: home)
        XCTAssertEqual(demo.secretRedactor.redact("CG-demo-1234 pw-5678"), "REDACTED REDACTED")
        let pro = try KursEnvironment(variables: ["COINGECKO_PRO_API_KEY": "CG-pro-9999"], homeDirectory: home)
        XCTAssertEqual(pro.secretRedactor.redact("k=CG-pro-9999"), "k=REDACTED")
        XCTAssertTrue(try KursEnvironment(variables: [:], homeDirectory: home).secretRedactor.isEmpty)

        let everyKey = SecretRedactor(
            keys: APIKeys(coingecko: "config-cg-key", pirateWeather: "config-pw-key"),
            variables: ["COINGECKO_API_KEY": "env-cg-key"])
        XCTAssertEqual(everyKey.redact("config-cg-key env-cg-key config-pw-key"), "REDACTED REDACTED REDACTED",
                       "the config's key is redacted even when the environment's wins")
    }

    func testPirateWeatherRedactingUsesTheSameRules() {
        XCTAssertEqual(PirateWeatherRequest.redacting(key: "s3cr3t/K", in: #"{"k":"s3cr3t\/K","u":"s3cr3t%2fK"}"#),
                       #"{"k":"REDACTED","u":"REDACTED"}"#)
    }

    func testLongTextWithoutTheKeyIsReturnedUnchanged() {
        let text = String(repeating: "%41 \\u0041 CG-a/b+c ", count: 5_000)
        XCTAssertEqual(redactor.redact(text), text)
    }
}
