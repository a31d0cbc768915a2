import Foundation
import XCTest
@testable import KursCore

/// Config `alerts.notify`: read as a bool, checked by `kurs config check` like every other key.
final class AlertSettingsConfigTests: XCTestCase {
    func testNotifyIsReadAndDefaultsToOff() {
        XCTAssertEqual(ConfigCheck.check(data: Data("{ alerts: { notify: true } }".utf8)).config?.alerts.notify, true)
        XCTAssertEqual(ConfigCheck.check(data: Data("{}".utf8)).config?.alerts.notify, false)
        XCTAssertEqual(ConfigCheck.check(data: Data("{ alerts: {} }".utf8)).config?.alerts, AlertSettings())
    }

    func testAWrongTypeAndAnUnknownMemberAreReported() {
        let report = ConfigCheck.check(data: Data(#"{ alerts: { notify: "yes" } }"#.utf8))
        XCTAssertNil(report.config)
        XCTAssertEqual(report.errors.map { $0.formatted(file: "c") }, ["c:1:13: error: alerts.notify: expected true or false, found a string"])
        let unknown = ConfigCheck.check(data: Data("{ alerts: { notfy: true } }".utf8))
        XCTAssertEqual(unknown.warnings.count, 1, "\(unknown.diagnostics)")
        XCTAssertTrue(unknown.warnings[0].message.contains("notfy"), unknown.warnings[0].message)
    }

    func testTheTemplateNamesIt() {
        XCTAssertTrue(ConfigTemplate.text.contains("    notify: false,\n"))
        XCTAssertEqual(ConfigCheck.check(data: Data(ConfigTemplate.text.utf8)).errors, [])
    }
}
