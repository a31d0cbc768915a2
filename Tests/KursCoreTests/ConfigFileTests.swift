import Foundation
import KursCore
import XCTest

final class ConfigFileTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("kurs-config-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func mode(_ url: URL) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    private func write(_ text: String, mode: Int, name: String = "config.json5") throws -> URL {
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: url.path)
        return url
    }

    // MARK: location

    func testKursConfigWinsOverXDGConfigHomeAndHome() {
        let env = ["KURS_CONFIG": "/etc/k.json5", "XDG_CONFIG_HOME": "/x", "HOME": "/home/u"]
        XCTAssertEqual(ConfigLocation.resolve(environment: env).path, "/etc/k.json5")
    }

    func testXDGConfigHomeWinsOverHome() {
        let env = ["XDG_CONFIG_HOME": "/x/cfg", "HOME": "/home/u"]
        XCTAssertEqual(ConfigLocation.resolve(environment: env).path, "/x/cfg/kurs/config.json5")
    }

    func testHomeIsTheFallbackAndEmptyOrRelativeXDGIsIgnored() {
        XCTAssertEqual(ConfigLocation.resolve(environment: ["HOME": "/home/u"]).path, "/home/u/.config/kurs/config.json5")
        XCTAssertEqual(
            ConfigLocation.resolve(environment: ["HOME": "/home/u", "XDG_CONFIG_HOME": "", "KURS_CONFIG": ""]).path,
            "/home/u/.config/kurs/config.json5")
        XCTAssertEqual(
            ConfigLocation.resolve(environment: ["HOME": "/home/u", "XDG_CONFIG_HOME": "rel/dir"]).path,
            "/home/u/.config/kurs/config.json5")
    }

    // MARK: init

    func testInitCreatesPrivateFileAndDirectoriesAndNeverOverwrites() throws {
        let url = directory.appendingPathComponent("a/b/kurs/config.json5")
        XCTAssertEqual(ConfigInit.write(to: url), .success(url))
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), ConfigTemplate.text)
        XCTAssertEqual(try mode(url), 0o600)
        XCTAssertEqual(try mode(url.deletingLastPathComponent()), 0o700)

        try Data("{ baseCurrency: 'EUR' }".utf8).write(to: url)
        XCTAssertEqual(ConfigInit.write(to: url), .failure(.alreadyExists(path: url.path)))
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "{ baseCurrency: 'EUR' }")
        XCTAssertEqual("\(ConfigInitError.alreadyExists(path: url.path))", "config already exists at \(url.path)")
    }

    func testInitCommandReportsExistingFileWithStatusOne() throws {
        let env = ["KURS_CONFIG": directory.appendingPathComponent("c.json5").path]
        let first = ConfigCommand.initialize(environment: env)
        XCTAssertEqual(first.status, 0)
        XCTAssertEqual(first.standardOutput, "wrote \(env["KURS_CONFIG"]!)")
        let second = ConfigCommand.initialize(environment: env)
        XCTAssertEqual(second, ConfigCommandOutput(
            standardError: "kurs: config already exists at \(env["KURS_CONFIG"]!)", status: 1))
        XCTAssertEqual(ConfigCommand.check(environment: env), ConfigCommandOutput(
            standardOutput: "\(env["KURS_CONFIG"]!): ok"))
        XCTAssertEqual(ConfigCommand.path(environment: env).standardOutput, env["KURS_CONFIG"]!)
    }

    // MARK: permissions

    func testPermissionWarningForAKeyReadableByOthers() throws {
        let url = try write("{ apiKeys: { pirateWeather: 'abc123' } }", mode: 0o644)
        XCTAssertEqual(
            ConfigCheck.permissionWarning(path: url.path),
            "config holds an API key and is readable by others; chmod 600 \(url.path)")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
        XCTAssertNil(ConfigCheck.permissionWarning(path: url.path))
    }

    func testNoPermissionWarningWithoutAKey() throws {
        let url = try write("{ baseCurrency: 'EUR', /* apiKeys commented */ }", mode: 0o644)
        XCTAssertNil(ConfigCheck.permissionWarning(path: url.path))
        XCTAssertNil(ConfigCheck.permissionWarning(data: Data(ConfigTemplate.text.utf8), mode: 0o644, path: "x"))
        XCTAssertNotNil(ConfigCheck.permissionWarning(data: Data("{ apiKeys: { coingecko: 'k' ".utf8), mode: 0o040, path: "x"))
    }

    // MARK: check command

    func testCheckCommandPrintsLocatedErrorsAndExitsOne() throws {
        let url = try write("{\n  refresh: { budgetPerDay: 'many' },\n  apiKeys: { coingecko: 'k1' },\n}", mode: 0o644)
        let output = ConfigCommand.check(environment: ["KURS_CONFIG": url.path])
        XCTAssertEqual(output.status, 1)
        XCTAssertEqual(output.standardOutput, "")
        XCTAssertEqual(output.standardError.components(separatedBy: "\n"), [
            "\(url.path):2:14: error: refresh.budgetPerDay: expected a number, found a string",
            "\(url.path): warning: config holds an API key and is readable by others; chmod 600 \(url.path)",
        ])
        XCTAssertFalse(output.standardError.contains("k1"))
    }

    func testCheckCommandWithNoFileSaysDefaultsAreInUse() {
        let path = directory.appendingPathComponent("none.json5").path
        let output = ConfigCommand.check(environment: ["KURS_CONFIG": path])
        XCTAssertEqual(output.status, 0)
        XCTAssertEqual(output.standardOutput, "no config at \(path); the defaults are in use (`kurs config init` writes one)")
    }

    // MARK: load

    func testLoadMissingFileGivesDefaultsSilently() {
        let loaded = KursConfig.load(environment: ["KURS_CONFIG": directory.appendingPathComponent("none").path])
        XCTAssertEqual(loaded.config, KursConfig())
        XCTAssertEqual(loaded.warnings, [])
    }

    func testLoadBrokenFileGivesDefaultsAndOneWarning() throws {
        let url = try write("{\n  baseCurrency: 'EUR'\n  coins: { top: 10 },\n}", mode: 0o600)
        let loaded = KursConfig.load(environment: ["KURS_CONFIG": url.path])
        XCTAssertEqual(loaded.config, KursConfig())
        XCTAssertEqual(loaded.warnings, [
            "kurs: \(url.path):2:22: error: expected ',' or '}' after the value of 'baseCurrency', found 'coins'; "
                + "using defaults (see `kurs config check`)",
        ])
    }

    func testLoadGoodFileUsesItAndWarnsAboutAReadableKey() throws {
        let url = try write("{ coins: ['bitcoin'], refresh: { marketsMinutes: 15 }, apiKeys: { coingecko: 'CG-x' } }", mode: 0o640)
        let loaded = KursConfig.load(environment: ["KURS_CONFIG": url.path])
        XCTAssertEqual(loaded.config.coins, .ids(["bitcoin"]))
        XCTAssertEqual(loaded.config.refresh.reloadInterval(for: RefreshSource(.coingecko)), 900)
        XCTAssertNil(loaded.config.refresh.reloadInterval(for: RefreshSource(.privatbank)))
        XCTAssertEqual(loaded.config.apiKeys.coingecko, "CG-x")
        XCTAssertEqual(loaded.warnings, ["kurs: config holds an API key and is readable by others; chmod 600 \(url.path)"])
    }

    // MARK: environment overrides

    func testEnvironmentWinsOverConfiguredEndpointsAndKeys() {
        var config = KursConfig()
        config.apiKeys.coingecko = "from-file"
        let endpoints = config.api.applying(environment: ["KURS_ERAPI_URL": "http://127.0.0.1:8080", "KURS_COINGECKO_URL": "nonsense"])
        XCTAssertEqual(endpoints.erapiURL.absoluteString, "http://127.0.0.1:8080")
        XCTAssertEqual(endpoints.coingeckoURL.absoluteString, "https://api.coingecko.com/api/v3")
        let keys = config.apiKeys.applying(environment: ["PIRATEWEATHER_API_KEY": "env", "COINGECKO_API_KEY": ""])
        XCTAssertEqual(keys, APIKeys(coingecko: "from-file", pirateWeather: "env"))
    }

    func testRefreshBudgetsAndIntervalsAreClamped() {
        let refresh = RefreshSettings(marketsMinutes: 1, budgetPerDay: 1000,
                                      sources: [.weather: SourceRefresh(minutes: 30, budgetPerDay: 0)])
        XCTAssertEqual(refresh.reloadInterval(for: RefreshSource(.coingecko)), 300)
        XCTAssertEqual(refresh.reloadInterval(for: .weather), 1800)
        XCTAssertEqual(refresh.budget(for: RefreshSource(.erapi)), 288)
        XCTAssertEqual(refresh.budget(for: .weather), 1)
    }
}
