import XCTest
@testable import MotionUI

final class LocalizedStringKeyDateTests: XCTestCase {
    private func shown(_ host: ViewHost<some View>) -> [String] { host.displayList.texts.compactMap(\.text) }

    /// An interpolated timer interval is a part of the text that ticks on the host clock.
    func testAnInterpolatedTimerIntervalTicks() {
        let zero = Date(timeIntervalSince1970: 0)
        let host = ViewHost(Text("Left: \(timerInterval: zero...zero.addingTimeInterval(90))"), size: CGSize(width: 300, height: 100))
        XCTAssertEqual(shown(host), ["Left: 1:30"])
        host.advance(by: 30)
        XCTAssertEqual(shown(host), ["Left: 1:00"])
    }

    /// A date style interpolated keeps the part's style, as any interpolated text.
    func testAnInterpolatedDateIsWrittenWhereTheTextIsShown() {
        let afternoon = Date(timeIntervalSince1970: 1_560_000_000)   // 2019-06-08 13:20 UTC
        let key: LocalizedStringKey = "On \(afternoon, style: .date)"
        XCTAssertEqual(key.key, "On June 8, 2019")
        let host = ViewHost(Text(key).environment(\.timeZone, TimeZone(identifier: "Pacific/Kiritimati")!),
                            size: CGSize(width: 300, height: 100))
        XCTAssertEqual(shown(host), ["On June 9, 2019"], "UTC+14: already the 9th")
    }

    /// Without a formatter a value is written as `String(describing:)` writes it.
    func testAValueWithoutAFormatterIsItsDescription() {
        let url = URL(string: "https://swift.org")!
        let formatter: Formatter? = nil
        let key: LocalizedStringKey = "See \(url, formatter: formatter)"
        XCTAssertEqual(key.key, "See https://swift.org")
    }
}
