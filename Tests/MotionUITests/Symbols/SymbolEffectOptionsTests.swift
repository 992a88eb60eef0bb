import XCTest
@testable import MotionUI

final class SymbolEffectOptionsTests: XCTestCase {
    func testIssue10_OptionsChainAndBadValuesReadAsDefaults() {
        let options = SymbolEffectOptions.speed(2).repeat(3)
        XCTAssertEqual(options.speed, 2)
        XCTAssertEqual(options.repeatCount, 3)
        XCTAssertEqual(SymbolEffectOptions.default.speed, 1)
        XCTAssertNil(SymbolEffectOptions.default.repeatCount)
        XCTAssertEqual(SymbolEffectOptions.nonRepeating.repeatCount, 1)
        XCTAssertFalse(SymbolEffectOptions.nonRepeating.repeats)
        XCTAssertNil(SymbolEffectOptions.repeat(4).repeating.repeatCount)
        XCTAssertEqual(SymbolEffectOptions.speed(.nan).speed, 1)
        XCTAssertEqual(SymbolEffectOptions.speed(-1).speed, 1)
        XCTAssertEqual(SymbolEffectOptions.repeat(0).repeatCount, 1)
        XCTAssertEqual(SymbolEffectOptions.repeat(.periodic(2, delay: 1)).repeatCount, 2)
        XCTAssertNil(SymbolEffectOptions.repeat(.continuous).repeatCount)
    }
}
