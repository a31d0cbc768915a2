import Foundation
@testable import KursCore
import XCTest

/// `RateObservation.argument`, the form `kurs __record-history` takes its observations in: exact both ways, and
/// every malformed kind refused.
final class RateObservationArgumentTests: XCTestCase {
    private let fetchedAt = Date(timeIntervalSince1970: 1_719_997_200.123456)

    func testEveryFieldComesBackExactly() throws {
        let observations = [
            RateObservation(source: .privatbank, currency: "USD", day: try XCTUnwrap(RateDay(iso: "2024-07-03")),
                            buy: Decimal(string: "41.25"), sale: Decimal(string: "41.85"), fetchedAt: fetchedAt),
            RateObservation(source: .nbu, currency: "XAU", day: try XCTUnwrap(RateDay(iso: "2024-07-03")),
                            rate: Decimal(string: "96312.1234567890123456789"), fetchedAt: fetchedAt),
            RateObservation(source: .monobank, currency: "894", day: try XCTUnwrap(RateDay(iso: "2024-02-29")),
                            buy: Decimal(string: "0.0001"), sale: Decimal(string: "3"), rate: Decimal(string: "1e-5"),
                            sourceTime: Date(timeIntervalSince1970: 1_719_990_000), fetchedAt: fetchedAt),
            RateObservation(source: .privatbankCard, currency: "EUR", day: try XCTUnwrap(RateDay(iso: "2024-07-03")),
                            fetchedAt: Date(timeIntervalSince1970: 0.1 + 0.2)),
        ]
        // Any code a source can send is carried: a Monobank number ICU doesn't know, longer or non-ASCII codes.
        + (["1", "1234", "ÄBC", "XAU", "RUR", "BTC-OLD"] as [CurrencyCode]).map {
            RateObservation(source: .monobank, currency: $0, day: RateDay(year: 2024, month: 7, day: 3)!, rate: 1.5, fetchedAt: fetchedAt)
        }
        for observation in observations {
            XCTAssertEqual(RateObservation(argument: observation.argument), observation, observation.argument)
        }
        XCTAssertEqual(observations[0].argument, "privatbank\tUSD\t2024-07-03\t41.25\t41.85\t\t\t1719997200.123456")
    }

    func testMalformedArgumentsAreRefused() {
        let good = "nbu\tUSD\t2024-07-03\t\t\t41.4228\t\t1719997200.0"
        XCTAssertNotNil(RateObservation(argument: good))
        for bad in ["", good + "\t", String(good.dropFirst(3)), "nbu\tUSD\t2024-07-03\t\t\t41.4228\t\t",
                    "bank\tUSD\t2024-07-03\t\t\t41.4228\t\t1",  // no such source
                    "nbu\t\t2024-07-03\t\t\t41.4228\t\t1",  // no currency
                    "nbu\tU\u{1B}D\t2024-07-03\t\t\t41.4228\t\t1", "nbu\tU\u{85}D\t2024-07-03\t\t\t41.4228\t\t1",
                    "nbu\tUSD\t2024-02-30\t\t\t41.4228\t\t1", "nbu\tUSD\t2024-07-03\t\t\t-41.4228\t\t1",
                    "nbu\tUSD\t2024-07-03\t\t\t41.4228\t\t1e300", "nbu\tUSD\t2024-07-03\t\t\t41.4228\t-5\t1",
                    "nbu\tUSD\t2024-07-03\t\t\t41.42x\t\t1", "nbu\tUSD\t2024-07-03\t\t\tNaN\t\t1",
                    "nbu\tUSD\t2024-07-03\t\t\t 41\t\t1", "nbu\tUSD\t2024-07-03\t\t\t41.4228\tinf\t1",
                    "nbu\tUSD\t2024-07-03\t\t\t41.4228\t\tnan", "nbu\tUSD\t2024-07-03\t\t\t41.4228\t\tsoon"] {
            XCTAssertNil(RateObservation(argument: bad), bad.debugDescription)
        }
    }
}
