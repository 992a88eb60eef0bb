import XCTest
@testable import MotionUI

final class EnvironmentValuesLocaleTests: XCTestCase {
    /// Motion's defaults are fixed, not the process's: en_US, UTC, Gregorian.
    func testTheDefaultsAreTheSameOnEveryMachine() {
        let environment = EnvironmentValues()
        XCTAssertEqual(environment.locale.identifier, "en_US")
        XCTAssertEqual(environment.timeZone, TimeZone(identifier: "UTC"))
        XCTAssertEqual(environment.timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: 1_560_000_000)), 0)
        XCTAssertEqual(environment.calendar.identifier, .gregorian)
    }

    func testSetValuesReachTheViewsBelow() {
        struct Probe: View {
            @Environment(\.locale) var locale
            @Environment(\.timeZone) var timeZone
            var body: some View { Text("\(locale.identifier) \(timeZone.identifier)") }
        }
        let host = ViewHost(Probe().environment(\.locale, Locale(identifier: "fr_FR"))
                                   .environment(\.timeZone, TimeZone(identifier: "Europe/Paris")!),
                            size: CGSize(width: 400, height: 100))
        XCTAssertEqual(host.displayList.texts.compactMap(\.text), ["fr_FR Europe/Paris"])
    }

    /// A date is written in the environment's calendar, in its time zone.
    func testTheCalendarWritesTheDate() {
        let afternoon = Date(timeIntervalSince1970: 1_560_000_000)   // 2019-06-08: Buddhist era year 2562
        let host = ViewHost(Text(afternoon, style: .date).environment(\.calendar, Calendar(identifier: .buddhist)),
                            size: CGSize(width: 400, height: 100))
        XCTAssertEqual(host.displayList.texts.compactMap(\.text), ["June 8, 2562 BE"])
    }
}
