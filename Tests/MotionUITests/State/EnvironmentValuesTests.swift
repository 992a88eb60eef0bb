import XCTest
@testable import MotionUI

final class EnvironmentValuesTests: XCTestCase {
    private struct Limit: EnvironmentKey { static let defaultValue: Int? = 5 }
    private struct Scale: EnvironmentKey { static let defaultValue: Double = 2 }

    /// Issue 14: an unset key is answered without a cast, and an optional key with a default
    /// answers its default (before, a cast of the missing value gave nil).
    func testIssue14_anUnsetKeyReadsItsDefault() {
        var values = EnvironmentValues()
        XCTAssertEqual(values[Limit.self], 5)
        XCTAssertEqual(values[Scale.self], 2)
        values[Limit.self] = nil
        XCTAssertNil(values[Limit.self], "set to nil: nil, not the default")
        values[Scale.self] = 3
        XCTAssertEqual(values[Scale.self], 3)
    }
}
